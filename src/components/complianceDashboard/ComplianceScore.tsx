import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';

export interface ScoreBandView {
  id: string;
  label: string;
  /** "90-100", "Below 70". */
  range: string;
  tone: RoleName;
  current: boolean;
}

export interface ComplianceScoreProps {
  heading: string;
  description?: string;
  /** 0 to 100. */
  percent: number;
  /** Already formatted ("75%"). */
  percentText: string;
  /** The band the score is in ("Good"). */
  bandLabel: string;
  bandTone: RoleName;
  /** Accessible name of the bar. */
  progressLabel: string;
  /** Name of the legend list. */
  bandsLabel: string;
  /** Read after the current band in the legend ("current band"). */
  currentText: string;
  bands: readonly ScoreBandView[];
}

/** The compliance score as a bar, its band as a badge, and the legend of bands with the current one marked. */
export function ComplianceScore({
  heading,
  description,
  percent,
  percentText,
  bandLabel,
  bandTone,
  progressLabel,
  bandsLabel,
  currentText,
  bands,
}: ComplianceScoreProps) {
  return (
    <Card
      as="section"
      aria-labelledby="compliance-score-heading"
      data-state={bands.find((b) => b.current)?.id}
    >
      <CardHeader id="compliance-score-heading" title={heading} description={description} />
      <div css={styles.figure}>
        <span css={styles.value} data-testid="compliance-score-value">
          {percentText}
        </span>
        <Badge tone={bandTone} data-tone={bandTone}>
          {bandLabel}
        </Badge>
      </div>
      <ProgressBar
        label={progressLabel}
        value={percent}
        valueText={`${percentText}, ${bandLabel}`}
        tone={bandTone}
      />
      <ul aria-label={bandsLabel} css={styles.bands}>
        {bands.map((band) => (
          <li
            key={band.id}
            css={(theme: Theme) => styles.band(theme, band.tone)}
            data-band={band.id}
            data-state={band.current ? 'current' : 'other'}
            aria-current={band.current ? 'true' : undefined}
          >
            <span css={(theme: Theme) => styles.swatch(theme, band.tone)} aria-hidden="true" />
            <span css={styles.bandLabel}>{band.label}</span>
            <span css={styles.range}>{band.range}</span>
            {band.current ? <span css={styles.current}>{currentText}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

const styles = {
  figure: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(3),
  }),
  value: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 700, lineHeight: 1.2 }),
  bands: (theme: Theme) => plainList(theme, 2, 'row'),
  band: (theme: Theme, tone: RoleName) => ({
    display: 'inline-flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
    padding: theme.space(1, 3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    fontSize: theme.fontSizes.sm,
    '&[data-state="current"]': {
      borderColor: theme.roles[tone].outline,
      background: theme.roles[tone].background,
      color: theme.roles[tone].text,
    },
  }),
  swatch: (theme: Theme, tone: RoleName) => ({
    inlineSize: 10,
    blockSize: 10,
    borderRadius: theme.radii.pill,
    background: theme.roles[tone].fill,
  }),
  bandLabel: { fontWeight: 600 },
  range: { fontVariantNumeric: 'tabular-nums' as const },
  current: { fontWeight: 700 },
};
