import { TierBadge } from '../../components/shell/TierBadge';
import { tierIds } from '../../data/memberKey';
import { routePaths } from '../../data/routes';
import { selectTier } from '../../machines/memberStore.machine';
import { memberFigure } from '../../components/primitives/memberFigure';
import { useMember } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { RadixScope } from './RadixScope';

/** The member's tier, from the store: an upgrade changes it on every route at once. */
export function ShellTierBadge() {
  const { t } = useScreenText('common');
  const tier = useMember(selectTier);
  return (
    <RadixScope>
      <TierBadge
        label={t(`tier.${tier}`)}
        labels={tierIds.map((id) => t(`tier.${id}`))}
        tooltip={t('tier.tooltip')}
        to={routePaths.membershipPackages}
        figure={memberFigure('tier')}
      />
    </RadixScope>
  );
}
