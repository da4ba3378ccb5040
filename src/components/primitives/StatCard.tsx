import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { RoleName } from '../../theme/themes';
import { Icon, type IconName } from './Icon';
import type { MemberFigure } from './memberFigure';

export interface StatCardProps {
  label: string;
  /** Already formatted for the language (`formatSdr`, `formatPercent`...). */
  value: ReactNode;
  /** A short line under the value ("across 23 countries", "+12% this month"). */
  hint?: ReactNode;
  icon?: IconName;
  /** Colours the icon and the hint by a semantic role. */
  tone?: RoleName;
  /**
   * Marks the card, whose value and hint the member's record drives (all of it: in a row of cards,
   * one grown taller spreads the others' label and value apart too).
   */
  figure?: MemberFigure;
}

/** One key figure: label, big value, optional hint. A `<dl>`-free card: label and value read in order. */
export function StatCard({ label, value, hint, icon, tone = 'info', figure }: StatCardProps) {
  return (
    <div css={styles.card} data-tone={tone} {...figure}>
      <div css={styles.top}>
        <p css={styles.label}>{label}</p>
        {icon ? (
          <span css={(theme: Theme) => styles.icon(theme, tone)}>
            <Icon name={icon} size={18} />
          </span>
        ) : null}
      </div>
      <p css={styles.value}>{value}</p>
      {hint ? <p css={(theme: Theme) => styles.hint(theme, tone)}>{hint}</p> : null}
    </div>
  );
}

const styles = {
  card: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    padding: theme.space(4, 5),
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    boxShadow: theme.colors.shadow,
    minWidth: 0,
  }),
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 },
  label: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  icon: (theme: Theme, tone: RoleName) => ({
    display: 'inline-flex',
    padding: 6,
    borderRadius: theme.radii.md,
    background: theme.roles[tone].background,
    color: theme.roles[tone].text,
  }),
  value: (theme: Theme) => ({
    fontSize: theme.fontSizes.xxl,
    fontWeight: 700,
    lineHeight: 1.2,
    overflowWrap: 'anywhere' as const,
  }),
  hint: (theme: Theme, tone: RoleName) => ({ fontSize: theme.fontSizes.sm, color: theme.roles[tone].text }),
};
