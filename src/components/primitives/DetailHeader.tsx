import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { RoleName } from '../../theme/themes';
import { Badge } from './Badge';
import { CardHeader } from './Card';
import { ProgressBar } from './ProgressBar';

export interface DetailHeaderProps {
  /** Small line above the title ("Order details"). */
  eyebrow?: string;
  /** Id of the heading, so the detail card can be `aria-labelledby` it. */
  id: string;
  title: string;
  /** A line under the title ("CC-2026-001 · Shanghai, China → Hamburg, Germany"). */
  description?: string;
  /** The badge's content: the status in words (and a marker before it, where one shows). */
  statusLabel: ReactNode;
  statusTone: RoleName;
}

/**
 * The head of a detail panel: an optional eyebrow line, the selected item's title as the heading (with
 * an optional line under it) and its status badge at the inline end.
 */
export function DetailHeader({
  eyebrow,
  id,
  title,
  description,
  statusLabel,
  statusTone,
}: DetailHeaderProps) {
  return (
    <>
      {eyebrow ? <p css={styles.eyebrow}>{eyebrow}</p> : null}
      <CardHeader
        id={id}
        title={title}
        description={description}
        actions={
          <Badge tone={statusTone} data-tone={statusTone}>
            {statusLabel}
          </Badge>
        }
      />
    </>
  );
}

export interface ProgressRowProps {
  /** Accessible name of the bar ("Progress"). */
  label: string;
  /** 0 to 100. */
  value: number;
  /** The figure shown beside the bar and read by screen readers ("75%"). */
  valueText: string;
  tone?: RoleName;
  /** Hide the bar from assistive technology where the row sits inside a control that names it. */
  decorative?: boolean;
}

/** A progress bar with its figure written beside it (at the inline end, so it mirrors in Arabic). */
export function ProgressRow({ label, value, valueText, tone, decorative = false }: ProgressRowProps) {
  return (
    <span css={styles.row}>
      <span css={styles.bar} aria-hidden={decorative || undefined}>
        <ProgressBar label={label} value={value} valueText={valueText} tone={tone} />
      </span>
      <span css={styles.text}>{valueText}</span>
    </span>
  );
}

const styles = {
  eyebrow: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: theme.colors.textMuted,
  }),
  row: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) }),
  bar: { flex: 1, minWidth: 0 },
  text: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
  }),
};
