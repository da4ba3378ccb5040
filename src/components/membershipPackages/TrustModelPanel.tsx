import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';

export interface TrustWeightView {
  id: string;
  /** "Completion rate". */
  label: string;
  /** 0-100. */
  percent: number;
  /** "40%". */
  percentText: string;
}

export interface TrustModelPanelProps {
  heading: string;
  explanation: string;
  weightsHeading: string;
  weights: readonly TrustWeightView[];
}

/** How membership and trust fit together, and the weights of the trust score. */
export function TrustModelPanel({ heading, explanation, weightsHeading, weights }: TrustModelPanelProps) {
  return (
    <Card data-state="static">
      <CardHeader title={heading} description={explanation} />
      <h3 css={styles.heading}>{weightsHeading}</h3>
      <ul css={styles.list}>
        {weights.map((weight) => (
          <li key={weight.id} css={styles.item} data-weight={weight.id}>
            <span css={styles.row}>
              <span>{weight.label}</span>
              <strong>{weight.percentText}</strong>
            </span>
            <ProgressBar value={weight.percent} label={`${weight.label} ${weight.percentText}`} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

const styles = {
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 700 }),
  list: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  }),
  item: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), fontSize: theme.fontSizes.sm }),
  row: { display: 'flex', justifyContent: 'space-between', gap: 8 },
};
