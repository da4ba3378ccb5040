import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { WidestLabel } from '../primitives/WidestLabel';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import type { MemberFigure } from '../primitives/memberFigure';

export interface ProfileHeaderProps {
  /** The saved name, title, company and location: member text, always rendered as text. */
  name: string;
  title: string;
  company: string;
  location: string;
  /** Up to two letters for the avatar. */
  initials: string;
  /** "Gold Member". */
  tierLabel: string;
  /** Every tier's label: the tier badge keeps the widest one's width (`WidestLabel`). */
  tierLabels?: readonly string[];
  /** Tier code, for `data-tier` (tests, styling hooks). */
  tier: string;
  tierTone: RoleName;
  /** "Verified" (or pending/rejected) with its tone. */
  verificationLabel: string;
  verificationTone: RoleName;
  /** "Member since Mar 15, 2023". */
  memberSinceText: string;
  /** Accessible name of the header section ("Member summary"). */
  label: string;
  /** "Edit Profile". */
  editLabel: string;
  /** Pressed while Settings is open for editing (or saving). */
  editing: boolean;
  /** The toggle is refused while a save runs. */
  editDisabled?: boolean;
  onToggleEdit: () => void;
  /** Marks the tier, which the member's record drives. */
  tierFigure?: MemberFigure;
  /**
   * Marks who the member is (initials, name, role, location), which the member's record drives: a
   * region (`memberRegion`), as the member's own text may take more lines than the sample's.
   */
  profileFigure?: MemberFigure;
}

/** Who the member is: avatar, name, title, company, tier and verification, and the Edit Profile toggle. */
export function ProfileHeader({
  name,
  title,
  company,
  location,
  initials,
  tierLabel,
  tierLabels,
  tier,
  tierTone,
  verificationLabel,
  verificationTone,
  memberSinceText,
  label,
  editLabel,
  editing,
  editDisabled = false,
  onToggleEdit,
  tierFigure,
  profileFigure,
}: ProfileHeaderProps) {
  const role = [title, company].filter((part) => part.trim() !== '').join(' · ');
  return (
    <section css={styles.card} aria-label={label} data-state={editing ? 'editing' : 'viewing'}>
      <span css={styles.avatar} aria-hidden="true" {...profileFigure}>
        {initials}
      </span>
      <div css={styles.who} {...profileFigure}>
        <h2 css={styles.name} data-testid="profile-name">
          {name}
        </h2>
        {role ? (
          <p css={styles.role} data-testid="profile-role">
            {role}
          </p>
        ) : null}
        <div css={styles.badges}>
          <Badge tone={tierTone} data-testid="tier-badge" data-tier={tier} {...tierFigure}>
            <Icon name="gem" size={14} />
            <WidestLabel label={tierLabel} labels={tierLabels} />
          </Badge>
          <Badge tone={verificationTone}>
            <Icon name="shieldCheck" size={14} />
            {verificationLabel}
          </Badge>
        </div>
        <p css={styles.meta}>
          {location.trim() !== '' ? (
            <span css={styles.metaItem} data-testid="profile-location">
              <Icon name="mapPin" size={14} />
              {location}
            </span>
          ) : null}
          <span css={styles.metaItem}>
            <Icon name="calendar" size={14} />
            {memberSinceText}
          </span>
        </p>
      </div>
      <div css={styles.action}>
        <Button
          type="button"
          variant={editing ? 'primary' : 'secondary'}
          aria-pressed={editing}
          disabled={editDisabled}
          onClick={onToggleEdit}
        >
          <Icon name="settings" size={16} />
          {editLabel}
        </Button>
      </div>
    </section>
  );
}

const styles = {
  card: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: theme.space(4),
    ...theme.card.surface(),
    [theme.mq.belowMd]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  }),
  avatar: (theme: Theme) => ({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 72,
    blockSize: 72,
    borderRadius: theme.radii.pill,
    background: theme.colors.brand,
    color: theme.colors.brandText,
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    [theme.mq.belowMd]: { inlineSize: 56, blockSize: 56, fontSize: theme.fontSizes.lg },
  }),
  who: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 }),
  name: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  role: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, overflowWrap: 'anywhere' as const }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  meta: (theme: Theme) => ({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(2, 4),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
  metaItem: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minWidth: 0,
    overflowWrap: 'anywhere' as const,
  },
  action: (theme: Theme) => ({
    [theme.mq.belowMd]: { gridColumn: '1 / -1' },
  }),
};
