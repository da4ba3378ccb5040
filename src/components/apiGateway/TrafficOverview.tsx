import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';

export interface TrafficRowView {
  id: string;
  method: string;
  methodTone: RoleName;
  path: string;
  /** 0 to 100. */
  share: number;
  /** "45,230 requests · 38.5%". */
  shareText: string;
}

export interface GatewayFact {
  id: string;
  label: string;
  value: string;
}

export interface TrafficOverviewProps {
  heading: string;
  description: string;
  rows: readonly TrafficRowView[];
  /** Accessible name of each bar: "Share of requests: /api/v1/trades". */
  shareLabel: (path: string) => string;
  factsHeading: string;
  facts: readonly GatewayFact[];
  viewEndpoints: string;
  onViewEndpoints: () => void;
}

/** Overview tab: each endpoint's share of the traffic, and the gateway's configuration facts. */
export function TrafficOverview({
  heading,
  description,
  rows,
  shareLabel,
  factsHeading,
  facts,
  viewEndpoints,
  onViewEndpoints,
}: TrafficOverviewProps) {
  return (
    <div css={styles.columns} data-state="ready">
      <Card as="section" aria-labelledby="gateway-traffic-heading">
        <CardHeader
          id="gateway-traffic-heading"
          title={heading}
          description={description}
          actions={
            <Button type="button" compact onClick={onViewEndpoints}>
              {viewEndpoints}
            </Button>
          }
        />
        <ul css={styles.list}>
          {rows.map((row) => (
            <li key={row.id} css={styles.row}>
              <div css={styles.rowTop}>
                <Badge tone={row.methodTone}>{row.method}</Badge>
                <code dir="ltr" css={styles.path}>
                  {row.path}
                </code>
              </div>
              <ProgressBar
                label={shareLabel(row.path)}
                value={row.share}
                valueText={row.shareText}
                tone="info"
              />
              <p css={styles.share}>{row.shareText}</p>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="gateway-facts-heading">
        <CardHeader id="gateway-facts-heading" title={factsHeading} />
        <dl css={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.id} css={styles.fact}>
              <dt css={styles.factLabel}>{fact.label}</dt>
              <dd css={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

const styles = {
  columns: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  }),
  list: (theme: Theme) => plainList(theme, 4),
  row: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 }),
  rowTop: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 }),
  path: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  share: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  facts: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), margin: 0 }),
  fact: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(2),
    paddingBlockEnd: theme.space(2),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  }),
  factLabel: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  factValue: { margin: 0, fontWeight: 600 },
};
