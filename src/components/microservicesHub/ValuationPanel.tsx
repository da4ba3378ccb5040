import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export type ValuationPanelStatus = 'loading' | 'ready' | 'error';

export interface PriceView {
  id: string;
  name: string;
  /** "SDR 245.50". */
  price: string;
  /** "+2.3%" with its sign. */
  change: string;
  direction: 'up' | 'down' | 'flat';
  /** "0.15 (low)". */
  volatility: string;
  volatilityTone: RoleName;
}

export interface WeightView {
  id: string;
  /** "USD". */
  label: string;
  /** "0.583". */
  value: string;
}

export interface RiskView {
  id: string;
  country: string;
  /** "×1.05". */
  multiplier: string;
  /** "Risk score 0.35". */
  detail: string;
}

export interface ValuationPanelTexts {
  heading: string;
  description: string;
  pricesHeading: string;
  change24h: string;
  volatility: string;
  sdrcHeading: string;
  sdrcValueLabel: string;
  weightsLabel: string;
  risksHeading: string;
  refresh: string;
  refreshing: string;
  /** "Last updated 15:30:00", or "Not loaded yet". */
  lastUpdated: string;
  /** Shown in `error`: what happened and that the last values stay. */
  errorMessage: string;
  retry: string;
  /** Shown before the first values arrive. */
  loadingMessage: string;
  /** Shown in `error` when no values ever loaded. */
  noValues: string;
}

export interface ValuationPanelProps {
  status: ValuationPanelStatus;
  texts: ValuationPanelTexts;
  /** The last good prices; null until one load succeeded. */
  prices: readonly PriceView[] | null;
  sdrc: { value: string; weights: readonly WeightView[] } | null;
  risks: readonly RiskView[];
  /** From the machine (`can`): false while loading, so a double click loads once. */
  canRefresh: boolean;
  onRefresh: () => void;
  /** Id of the panel's heading (an h2: the panel sits directly in a tab panel). */
  headingId: string;
}

/**
 * The valuation engine: prices of wheat, crude oil and copper with their
 * 24 h change and volatility, the SDRC index with its currency weights, the geopolitical risk
 * multipliers, the last-updated time and Refresh (disabled while loading). After a failed load the
 * last good values stay, a note says so and offers Retry.
 */
export function ValuationPanel({
  status,
  texts,
  prices,
  sdrc,
  risks,
  canRefresh,
  onRefresh,
  headingId,
}: ValuationPanelProps) {
  const busy = status === 'loading';
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={busy} data-state={status}>
      <CardHeader
        id={headingId}
        title={texts.heading}
        description={texts.description}
        actions={
          <Button type="button" compact variant="primary" disabled={!canRefresh} onClick={onRefresh}>
            <span css={styles.refreshIcon} data-spinning={busy || undefined} aria-hidden="true">
              <Icon name="rotate" size={16} />
            </span>
            {busy ? texts.refreshing : texts.refresh}
          </Button>
        }
      />
      <p css={styles.updated} data-testid="valuation-last-updated">
        <Icon name="clock" size={14} />
        <span>{texts.lastUpdated}</span>
      </p>
      <div role="status">
        {status === 'error' ? (
          <div css={styles.error}>
            <p>{texts.errorMessage}</p>
            <Button type="button" compact onClick={onRefresh} disabled={!canRefresh}>
              {texts.retry}
            </Button>
          </div>
        ) : busy && !prices ? (
          <p css={styles.muted}>{texts.loadingMessage}</p>
        ) : null}
      </div>
      {prices ? (
        <>
          <section css={styles.block} aria-labelledby={`${headingId}-prices`}>
            <h3 id={`${headingId}-prices`} css={styles.subheading}>
              {texts.pricesHeading}
            </h3>
            <ul css={styles.prices}>
              {prices.map((price) => (
                <li key={price.id} css={styles.price} data-direction={price.direction}>
                  <span css={styles.priceName}>{price.name}</span>
                  <span css={styles.priceValue}>{price.price}</span>
                  <span css={styles.priceFacts}>
                    <span css={(theme: Theme) => styles.change(theme, price.direction)}>
                      <span css={styles.factLabel}>{texts.change24h} </span>
                      {price.direction === 'flat' ? null : (
                        <Icon name={price.direction === 'up' ? 'trendUp' : 'trendDown'} size={14} />
                      )}
                      <span dir="ltr">{price.change}</span>
                    </span>
                    <Badge tone={price.volatilityTone}>
                      {texts.volatility} {price.volatility}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {sdrc ? (
            <section css={styles.block} aria-labelledby={`${headingId}-sdrc`}>
              <h3 id={`${headingId}-sdrc`} css={styles.subheading}>
                {texts.sdrcHeading}
              </h3>
              <p css={styles.sdrcValue}>
                <span css={styles.factLabel}>{texts.sdrcValueLabel} </span>
                <span css={styles.big}>{sdrc.value}</span>
              </p>
              <dl css={styles.weights} aria-label={texts.weightsLabel}>
                {sdrc.weights.map((weight) => (
                  <div key={weight.id} css={styles.weight}>
                    <dt css={styles.weightLabel}>{weight.label}</dt>
                    <dd css={styles.weightValue}>{weight.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </>
      ) : status === 'error' ? (
        <p css={styles.muted}>{texts.noValues}</p>
      ) : null}
      {risks.length > 0 ? (
        <section css={styles.block} aria-labelledby={`${headingId}-risks`}>
          <h3 id={`${headingId}-risks`} css={styles.subheading}>
            {texts.risksHeading}
          </h3>
          <ul css={styles.risks}>
            {risks.map((risk) => (
              <li key={risk.id} css={styles.risk}>
                <span css={styles.riskCountry}>{risk.country}</span>
                <span css={styles.riskMultiplier}>{risk.multiplier}</span>
                <span css={styles.muted}>{risk.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

const styles = {
  refreshIcon: (theme: Theme) => ({
    display: 'inline-flex',
    '&[data-spinning]': {
      animation: 'valuation-spin 1s linear infinite',
      '@keyframes valuation-spin': { to: { transform: 'rotate(360deg)' } },
      [theme.mq.reducedMotion]: { animation: 'none' },
    },
  }),
  updated: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(1),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
  error: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
    padding: theme.space(3),
    border: `1px solid ${theme.roles.warning.outline}`,
    borderRadius: theme.radii.md,
    background: theme.roles.warning.background,
    color: theme.roles.warning.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  block: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 }),
  subheading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  prices: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  }),
  price: (theme: Theme) => ({
    position: 'relative' as const,
    display: 'grid',
    gap: theme.space(1),
    padding: theme.space(3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
    minWidth: 0,
  }),
  priceName: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  priceValue: (theme: Theme) => ({
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere' as const,
  }),
  priceFacts: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  change: (theme: Theme, direction: 'up' | 'down' | 'flat') => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    color:
      direction === 'up'
        ? theme.roles.success.text
        : direction === 'down'
          ? theme.roles.danger.text
          : theme.colors.textMuted,
  }),
  factLabel: visuallyHidden,
  sdrcValue: { position: 'relative' as const },
  big: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 700 }),
  weights: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
    margin: 0,
  }),
  weight: (theme: Theme) => ({
    display: 'grid',
    gap: 2,
    padding: theme.space(2),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.sm,
  }),
  weightLabel: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    color: theme.colors.textMuted,
  }),
  weightValue: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 600 }),
  risks: (theme: Theme) => plainList(theme, 2),
  risk: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(8ch, 11rem) auto 1fr',
    alignItems: 'baseline',
    gap: theme.space(2),
    paddingBlock: theme.space(1),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  }),
  riskCountry: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  riskMultiplier: { fontWeight: 700, fontVariantNumeric: 'tabular-nums' as const },
};
