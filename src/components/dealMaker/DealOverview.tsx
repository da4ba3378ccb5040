import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { formPanel } from '../primitives/formStyles';
import { ItemLink } from '../primitives/ItemLink';
import { plainList } from '../primitives/plainList';
import { withIds } from '../primitives/IdText';

export interface DealOverviewTexts {
  heading: string;
  parties: string;
  commodity: string;
  status: string;
  matchScore: string;
  estimatedValue: string;
}

export interface DealOverviewProps {
  texts: DealOverviewTexts;
  /** The deal's id as shown ("Deal #deal-0420"). */
  reference: string;
  /** The counterparties' names; `to`: where a counterparty lives on another screen (its listing). */
  parties: readonly { id: string; name: string; to?: string | undefined }[];
  commodity: string;
  statusLabel: string;
  statusTone: RoleName;
  /** Formatted ("92%"). */
  matchScore: string;
  /** Formatted ("SDR 6,137,500.00"). */
  estimatedValue: string;
  /** A link opened this deal: marked as the current one. */
  current?: boolean;
}

/** The deal overview card: parties, commodity, status, match score and estimated value. */
export function DealOverview({
  texts,
  reference,
  parties,
  commodity,
  statusLabel,
  statusTone,
  matchScore,
  estimatedValue,
  current = false,
}: DealOverviewProps) {
  const headingId = useId();
  return (
    <section
      css={styles.root}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      data-state={statusTone}
    >
      <div css={styles.header}>
        <div css={styles.titles}>
          <h2 id={headingId} css={styles.heading}>
            {texts.heading}
          </h2>
          <span css={styles.muted}>{withIds(reference)}</span>
        </div>
        <Badge tone={statusTone}>{statusLabel}</Badge>
      </div>
      <dl css={styles.facts}>
        <div css={styles.wide}>
          <dt>{texts.parties}</dt>
          <dd>
            <ul css={styles.parties}>
              {parties.map((party) => (
                <li key={party.id}>
                  {party.to ? <ItemLink to={party.to}>{party.name}</ItemLink> : party.name}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{texts.commodity}</dt>
          <dd>{commodity}</dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>{statusLabel}</dd>
        </div>
        <div>
          <dt>{texts.matchScore}</dt>
          <dd css={styles.big}>{matchScore}</dd>
        </div>
        <div css={styles.wideBelowMd}>
          <dt>{texts.estimatedValue}</dt>
          <dd css={styles.big}>{estimatedValue}</dd>
        </div>
      </dl>
    </section>
  );
}

const styles = {
  root: (theme: Theme) => ({
    ...formPanel(theme),
    '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
  }),
  header: (theme: Theme) => theme.card.headerRow,
  titles: { display: 'grid', gap: 2, minWidth: 0 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.space(3, 4),
    margin: 0,
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
    '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
  wide: { gridColumn: '1 / -1' },
  // A large amount keeps its line: below md it gets the whole row instead of wrapping or overflowing.
  wideBelowMd: (theme: Theme) => ({ [theme.mq.belowMd]: { gridColumn: '1 / -1' } }),
  parties: (theme: Theme) => ({
    ...plainList(theme, 2, 'row'),
    '& li': {
      padding: theme.space(1, 3),
      borderRadius: theme.radii.pill,
      background: theme.colors.surfaceSunken,
      overflowWrap: 'anywhere' as const,
      minWidth: 0,
    },
  }),
  big: (theme: Theme) => ({
    fontSize: theme.fontSizes.lg,
    '&&': { overflowWrap: 'normal' as const },
    [theme.mq.md]: { fontSize: theme.fontSizes.xl },
  }),
};
