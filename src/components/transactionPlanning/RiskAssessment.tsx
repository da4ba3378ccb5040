import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface RiskFactorView {
  id: string;
  factor: string;
  riskLabel: string;
  riskTone: RoleName;
  impactLabel: string;
  impactTone: RoleName;
}

export interface RiskAssessmentProps {
  heading: string;
  /** Caption of the table, read by screen readers. */
  caption: string;
  factors: readonly RiskFactorView[];
  labels: { factor: string; risk: string; impact: string };
  empty: { title: string; body: string };
}

/** Risk assessment: each factor with its risk and impact level, written out (the colour only repeats it). */
export function RiskAssessment({ heading, caption, factors, labels, empty }: RiskAssessmentProps) {
  return (
    <Card
      as="section"
      aria-labelledby="planning-risk-heading"
      data-state={factors.length ? 'filled' : 'empty'}
    >
      <CardHeader id="planning-risk-heading" title={heading} />
      {factors.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <table css={styles.table}>
          <caption css={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.factor}</th>
              <th scope="col">{labels.risk}</th>
              <th scope="col">{labels.impact}</th>
            </tr>
          </thead>
          <tbody>
            {factors.map((factor) => (
              <tr key={factor.id} data-factor={factor.id}>
                <th scope="row">{factor.factor}</th>
                <td>
                  <Badge tone={factor.riskTone} data-tone={factor.riskTone}>
                    {factor.riskLabel}
                  </Badge>
                </td>
                <td>
                  <Badge tone={factor.impactTone} data-tone={factor.impactTone}>
                    {factor.impactLabel}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

const styles = {
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: theme.fontSizes.sm,
    'th, td': {
      padding: theme.space(2),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      verticalAlign: 'middle' as const,
    },
    'thead th': { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs, fontWeight: 600 },
    'tbody th': { fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
  caption: visuallyHidden,
};
