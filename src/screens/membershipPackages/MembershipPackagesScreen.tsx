import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { memberFigure } from '../../components/primitives/memberFigure';
import { ComparisonTable } from '../../components/membershipPackages/ComparisonTable';
import { InfoCards, type InfoCardView } from '../../components/membershipPackages/InfoCards';
import { PlanStatus } from '../../components/membershipPackages/PlanStatus';
import { TierCard, type TierCardState } from '../../components/membershipPackages/TierCard';
import { TrustModelPanel } from '../../components/membershipPackages/TrustModelPanel';
import { Button } from '../../components/primitives/Button';
import { ChipGroup } from '../../components/primitives/ChipGroup';
import { Page } from '../../components/primitives/ScreenLayout';
import {
  advertisedAnnualSavingPercent,
  annualSavings,
  billingPeriods,
  comparisonRows,
  membershipTiers,
  tierPrice,
  tierRank,
  trustComponents,
  trustScoreWeights,
  type BillingPeriod,
  type MembershipTier,
} from '../../data/membershipPackages';
import { tierIds, type TierId } from '../../data/memberKey';
import { formatCount, formatPercent, formatUsd } from '../../i18n/format';
import { billingPeriodMachine, selectBillingPeriod } from '../../machines/billingPeriod.machine';
import {
  membershipUpgradeMachine,
  selectPendingTier,
  selectProcessingTier,
  selectUpgradeState,
} from '../../machines/membershipUpgrade.machine';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef, useSendOnChange } from '../../platform/actors';
import { useDeferredModule } from '../../platform/deferredModule';
import { useToast } from '../../platform/shellContext';
import { useNotifyStoppedOnLeave } from '../../platform/stoppedOnLeave';
import { selectTier } from '../../machines/memberStore.machine';
import { useMember, useMemberStore } from '../../platform/memberStore';

/** The downgrade confirmation is the only dialog: its code (Radix Dialog) loads the first time it opens. */
const loadDialog = () => import('../../components/primitives/Dialog');

const infoCards = [
  { id: 'trust', icon: 'shieldCheck' },
  { id: 'billing', icon: 'calendar' },
  { id: 'change', icon: 'layers' },
] as const;

/**
 * Membership packages: the trust model, the
 * monthly/annual toggle (plain state: a toggle has no timing), the four tier cards with prices in USD
 * (annual: "Save 17%" and 12 x monthly - annual), the comparison table and three info cards. Choosing
 * another tier runs src/machines/membershipUpgrade.machine.ts (a downgrade asks first); the current
 * tier is the member store's: a confirmed change is sent to it (`tier.set`), and the header's badge and
 * the member profile read it from there. A change still processing is the screen's: leaving cancels it,
 * and the member's notifications say so.
 */
export default function MembershipPackagesScreen() {
  const { t, language, dir } = useScreenText('membershipPackages');
  const toast = useToast();
  const store = useMemberStore();
  const currentTier = useMember(selectTier);
  const [initialTier] = useState(currentTier);
  const upgrade = useAppActorRef(membershipUpgradeMachine, {
    input: { currentTier: initialTier, tiers: tierIds },
  });
  const state = useSelector(upgrade, selectUpgradeState);
  // Once loaded, the dialog stays mounted so Radix can close it and return focus.
  const Dialog = useDeferredModule(loadDialog, state === 'confirmingDowngrade')?.Dialog;
  const pendingTier = useSelector(upgrade, selectPendingTier);
  const billing = useAppActorRef(billingPeriodMachine);
  const period = useSelector(billing, selectBillingPeriod);
  const choosePeriod = (next: BillingPeriod) => billing.send({ type: 'user.choose', period: next });

  const tierName = (id: TierId) => t(`tierNames.${id}`);
  const usd = (amount: number) => formatUsd(amount, language);

  // The store's tier can change under the screen (another tab, an import, a reset): the machine follows.
  useSendOnChange(upgrade, { type: 'member.tier', tier: currentTier });
  // A confirmed change becomes the member's tier, announced once.
  useEffect(() => {
    const subscription = upgrade.on('tier.confirmed', ({ tier }) => {
      store.send({ type: 'tier.set', tier });
      toast({ tone: 'success', title: t('toast.confirmed', { tier: t(`tierNames.${tier}`) }) });
    });
    return () => subscription.unsubscribe();
  }, [upgrade, store, toast, t]);

  // Leaving while a change processes cancels it; the notification centre says which, with a link back.
  useNotifyStoppedOnLeave(
    upgrade,
    (snapshot) => {
      const tier = selectProcessingTier(snapshot);
      return tier ? { kind: 'plan', tier } : null;
    },
    store.send,
  );

  const canChoose = (id: TierId) => upgrade.getSnapshot().can({ type: 'user.choose', tier: id });
  // Re-render when what may be chosen changes (state and current tier are selected above).
  const choosable = useSelector(upgrade, (snapshot) =>
    membershipTiers.map((tier) => snapshot.can({ type: 'user.choose', tier: tier.id })).join(),
  );

  const cardState = (id: TierId): TierCardState =>
    id === currentTier
      ? 'current'
      : state === 'processing' && id === pendingTier
        ? 'processing'
        : 'available';
  const actionLabel = (tier: MembershipTier) => {
    const cardNow = cardState(tier.id);
    if (cardNow === 'current') return t('card.current');
    if (cardNow === 'processing') return t('card.processing');
    return t(tierRank(tier.id) > tierRank(currentTier) ? 'card.upgrade' : 'card.downgrade', {
      tier: tierName(tier.id),
    });
  };
  /** Whichever tier is the member's, a card's button says one of these. */
  const actionLabels = (tier: MembershipTier) => [
    t('card.current'),
    t('card.processing'),
    t('card.upgrade', { tier: tierName(tier.id) }),
    t('card.downgrade', { tier: tierName(tier.id) }),
  ];

  const statusMessage =
    state === 'processing' && pendingTier
      ? t('status.processing', { tier: tierName(pendingTier) })
      : state === 'confirmed'
        ? t('status.confirmed', { tier: tierName(currentTier) })
        : '';

  const comparisonValue = (value: string) =>
    /^\d+$/.test(value) ? formatCount(Number(value), language) : t(`comparison.values.${value}`);

  return (
    <Page gap={8} data-state={state} data-choosable={choosable}>
      <TrustModelPanel
        heading={t('trust.heading')}
        explanation={t('trust.explanation')}
        weightsHeading={t('trust.weightsHeading')}
        weights={trustComponents.map((id) => ({
          id,
          label: t(`trust.weights.${id}`),
          percent: trustScoreWeights[id],
          percentText: formatPercent(trustScoreWeights[id], language, 0),
        }))}
      />

      <section css={styles.section} aria-labelledby="membership-tiers-heading">
        <div css={styles.sectionTop}>
          <h2 id="membership-tiers-heading" css={styles.h2}>
            {t('tiers.heading')}
          </h2>
          <ChipGroup
            label={t('billing.label')}
            dir={dir}
            value={period}
            onValueChange={choosePeriod}
            options={billingPeriods.map((value) => ({ value, label: t(`billing.${value}`) }))}
          />
        </div>
        <PlanStatus
          state={state}
          currentText={t('status.current', { tier: tierName(currentTier) })}
          message={statusMessage}
          dismissLabel={t('status.dismiss')}
          onDismiss={() => upgrade.send({ type: 'user.dismiss' })}
          figure={memberFigure('tier')}
        />
        <div css={styles.tiers} data-period={period}>
          {membershipTiers.map((tier) => {
            const annual = period === 'annual';
            return (
              <TierCard
                key={tier.id}
                id={tier.id}
                name={tierName(tier.id)}
                description={t(`tierDescriptions.${tier.id}`)}
                price={usd(tierPrice(tier, period))}
                period={t(annual ? 'billing.perYear' : 'billing.perMonth')}
                saveBadge={
                  annual
                    ? t('billing.save', {
                        percent: formatPercent(advertisedAnnualSavingPercent, language, 0),
                      })
                    : undefined
                }
                savingText={
                  annual
                    ? t('billing.saving', { amount: usd(annualSavings(tier.monthlyPrice, tier.annualPrice)) })
                    : undefined
                }
                popularLabel={tier.popular ? t('card.popular') : undefined}
                currentLabel={t('card.current')}
                trustBadges={tier.trustBadges.map((code) => t(`badges.${code}`))}
                requirementsHeading={t('card.requirements')}
                requirements={tier.requirements.map((code) => t(`requirements.${code}`))}
                privilegesHeading={t('card.privileges')}
                privileges={tier.privileges.map((code) => t(`privileges.${code}`))}
                limitationsHeading={t('card.limitations')}
                limitations={tier.limitations.map((code) => t(`limitations.${code}`))}
                state={cardState(tier.id)}
                actionLabel={actionLabel(tier)}
                actionLabels={actionLabels(tier)}
                // While the downgrade question is open the page behind the modal is inert; the buttons stay
                // enabled so the one that opened it keeps focus and gets it back when it closes.
                actionEnabled={
                  canChoose(tier.id) || (state === 'confirmingDowngrade' && tier.id !== currentTier)
                }
                onChoose={(id) => upgrade.send({ type: 'user.choose', tier: id })}
                figure={memberFigure('tier')}
              />
            );
          })}
        </div>
      </section>

      <section css={styles.section} aria-labelledby="membership-comparison-heading">
        <h2 id="membership-comparison-heading" css={styles.h2}>
          {t('comparison.heading')}
        </h2>
        <ComparisonTable
          caption={t('comparison.caption')}
          featureHeading={t('comparison.feature')}
          tiers={membershipTiers.map((tier) => ({ id: tier.id, name: tierName(tier.id) }))}
          rows={comparisonRows.map((row) => ({
            feature: row.feature,
            label: t(`comparison.features.${row.feature}`),
            values: row.values.map(comparisonValue),
          }))}
          currentTier={currentTier}
        />
      </section>

      <section css={styles.section} aria-labelledby="membership-info-heading">
        <h2 id="membership-info-heading" css={styles.h2}>
          {t('info.heading')}
        </h2>
        <InfoCards
          label={t('info.heading')}
          cards={infoCards.map((card): InfoCardView => ({
            id: card.id,
            icon: card.icon,
            title: t(`info.cards.${card.id}.title`),
            text: t(`info.cards.${card.id}.text`),
          }))}
        />
      </section>

      {Dialog ? (
        <Dialog
          open={state === 'confirmingDowngrade'}
          onOpenChange={(open) => {
            if (!open) upgrade.send({ type: 'user.cancel' });
          }}
          title={t('downgrade.title', { tier: pendingTier ? tierName(pendingTier) : '' })}
          description={t('downgrade.description', {
            tier: pendingTier ? tierName(pendingTier) : '',
            current: tierName(currentTier),
          })}
          closeLabel={t('downgrade.close')}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => upgrade.send({ type: 'user.cancel' })}>
                {t('downgrade.cancel', { current: tierName(currentTier) })}
              </Button>
              <Button type="button" onClick={() => upgrade.send({ type: 'user.confirm' })}>
                {t('downgrade.confirm')}
              </Button>
            </>
          }
        >
          {null}
        </Dialog>
      ) : null}
    </Page>
  );
}

const styles = {
  section: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  sectionTop: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
  }),
  h2: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 700 }),
  tiers: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
    alignItems: 'stretch',
  }),
};
