import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';

export interface TrustScoreRowView {
  id: string;
  /** "Completion rate". */
  label: string;
  /** 0-100, for the bar. */
  score: number;
  /** "98". */
  scoreText: string;
  /** "40%". */
  weightText: string;
  /** "+39.2". */
  pointsText: string;
}

export interface TrustScoreCardProps {
  heading: string;
  headingId: string;
  /** How the score is made ("Weighted: trade volume 30%, ..."). */
  description: string;
  /** "Overall trust score". */
  overallLabel: string;
  /** "94.6". */
  overallText: string;
  /** "out of 100". */
  outOfText: string;
  /** Column headings: part, score, weight, points. */
  columns: { part: string; score: string; weight: string; points: string };
  rows: readonly TrustScoreRowView[];
}

/** The trust score: the overall figure and each weighted part with what it adds. */
export function TrustScoreCard({
  heading,
  headingId,
  description,
  overallLabel,
  overallText,
  outOfText,
  columns,
  rows,
}: TrustScoreCardProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state={rows.length ? 'ready' : 'empty'}>
      <CardHeader id={headingId} title={heading} description={description} />
      <p css={styles.overall}>
        <span css={styles.overallLabel}>{overallLabel}</span>
        <strong css={styles.overallValue} data-testid="trust-overall">
          {overallText}
        </strong>
        <span css={styles.outOf}>{outOfText}</span>
      </p>
      <table css={styles.table}>
        <caption css={styles.caption}>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.part}</th>
            <th scope="col">{columns.score}</th>
            <th scope="col">{columns.weight}</th>
            <th scope="col">{columns.points}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-part={row.id}>
              <th scope="row">
                <span css={styles.part}>
                  {row.label}
                  <ProgressBar label={row.label} value={row.score} valueText={row.scoreText} tone="success" />
                </span>
              </th>
              <td>{row.scoreText}</td>
              <td>{row.weightText}</td>
              <td>{row.pointsText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const styles = {
  overall: (theme: Theme) => ({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'baseline',
    gap: theme.space(2),
  }),
  overallLabel: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  overallValue: (theme: Theme) => ({ fontSize: theme.fontSizes.display, lineHeight: 1, fontWeight: 700 }),
  outOf: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  caption: {
    position: 'absolute' as const,
    inlineSize: 1,
    blockSize: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap' as const,
  },
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: theme.fontSizes.sm,
    'th, td': {
      padding: theme.space(2),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      verticalAlign: 'middle',
    },
    'thead th': { color: theme.colors.textMuted, fontWeight: 600 },
    'tbody th': { fontWeight: 600, inlineSize: '45%' },
    td: { fontVariantNumeric: 'tabular-nums' },
    // A narrow card holds the four columns in every language only with its longest words side by side
    // ("cumplimiento", "Puntuación"): columns keep one gap between them and no inset at the edges, and
    // the column headings are a step smaller.
    [theme.mq.belowMd]: {
      'th, td': { paddingInline: theme.space(0, 2) },
      'tr > :last-child': { paddingInlineEnd: 0 },
      'thead th': { fontSize: theme.fontSizes.xs },
    },
  }),
  part: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 }),
};
