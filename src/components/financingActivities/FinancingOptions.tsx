import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { FactList } from '../primitives/FactList';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';
import { itemRow } from '../primitives/listItem';

export interface FinancingOfferView {
  id: string;
  type: string;
  provider: string;
  amount: string;
  /** "4.50% a year". */
  rate: string;
  /** "12 months". */
  term: string;
  statusLabel: string;
  statusTone: RoleName;
  utilization: number;
  utilizationText: string;
  selected: boolean;
}

/**
 * What the detail's Apply area shows: `ready` (Apply enabled), `applying` (disabled Applying... and
 * Cancel), `applied` (submitted), `unavailable` (why Apply is not offered).
 */
export type ApplyState = 'ready' | 'applying' | 'applied' | 'unavailable';

export interface FinancingOptionsLabels {
  provider: string;
  amount: string;
  rate: string;
  term: string;
  utilization: string;
  apply: string;
  applying: string;
  cancel: string;
  /** Heading of the detail ("Selected option"). */
  detail: string;
}

export interface FinancingOptionsProps {
  heading: string;
  description?: string;
  listLabel: string;
  offers: readonly FinancingOfferView[];
  apply: { state: ApplyState; note?: string; canApply: boolean; canCancel: boolean };
  labels: FinancingOptionsLabels;
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
  onApply: (id: string) => void;
  onCancel: () => void;
}

/** Financing options as toggle buttons (`aria-pressed`); the selected one shows its terms and Apply. */
export function FinancingOptions({
  heading,
  description,
  listLabel,
  offers,
  apply,
  labels,
  empty,
  onSelect,
  onApply,
  onCancel,
}: FinancingOptionsProps) {
  const selected = offers.find((offer) => offer.selected);
  return (
    <Card
      as="section"
      aria-labelledby="financing-options-heading"
      data-state={offers.length ? apply.state : 'empty'}
    >
      <CardHeader id="financing-options-heading" title={heading} description={description} />
      {offers.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <>
          <ul aria-label={listLabel} css={styles.list}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <button
                  type="button"
                  aria-pressed={offer.selected}
                  data-offer={offer.id}
                  onClick={() => onSelect(offer.id)}
                  css={styles.option}
                >
                  <span css={itemRow}>
                    <span css={styles.type}>{offer.type}</span>
                    <Badge tone={offer.statusTone} data-tone={offer.statusTone}>
                      {offer.statusLabel}
                    </Badge>
                  </span>
                  <span css={styles.muted}>{offer.provider}</span>
                  <span css={styles.amount}>{offer.amount}</span>
                  <span css={styles.muted}>
                    {offer.rate} · {offer.term}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <div
              css={styles.detail}
              data-offer-detail={selected.id}
              aria-labelledby="financing-detail-heading"
              role="group"
            >
              <h3 id="financing-detail-heading" css={styles.detailHeading}>
                {labels.detail}: {selected.type}
              </h3>
              <FactList
                css={styles.facts}
                facts={[
                  { id: 'provider', label: labels.provider, value: selected.provider },
                  { id: 'amount', label: labels.amount, value: selected.amount },
                  { id: 'rate', label: labels.rate, value: selected.rate },
                  { id: 'term', label: labels.term, value: selected.term },
                  { id: 'utilization', label: labels.utilization, value: selected.utilizationText },
                ]}
              />
              <ProgressBar
                label={`${labels.utilization}: ${selected.type}`}
                value={selected.utilization}
                valueText={selected.utilizationText}
                tone={selected.statusTone}
              />
              <div css={styles.actions}>
                {apply.state === 'ready' || apply.state === 'applying' ? (
                  <Button
                    type="button"
                    variant="primary"
                    disabled={!apply.canApply}
                    onClick={() => onApply(selected.id)}
                  >
                    {apply.state === 'applying' ? labels.applying : labels.apply}
                  </Button>
                ) : null}
                {apply.state === 'applying' ? (
                  <Button type="button" variant="secondary" disabled={!apply.canCancel} onClick={onCancel}>
                    {labels.cancel}
                  </Button>
                ) : null}
                <p css={styles.note} role="status">
                  {apply.note}
                </p>
              </div>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => ({
    ...plainList(theme, 2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  }),
  option: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    blockSize: '100%',
    inlineSize: '100%',
    padding: theme.space(3),
    textAlign: 'start' as const,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderBlockStartWidth: 4,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms`,
    [theme.mq.reducedMotion]: { transition: 'none' },
    '&:hover': { background: theme.colors.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: theme.roles.active.background,
      borderColor: theme.roles.active.outline,
      borderBlockStartColor: theme.roles.active.fill,
    },
  }),
  type: { fontWeight: 700, overflowWrap: 'anywhere' as const, minWidth: 0 },
  amount: (theme: Theme) => ({ fontWeight: 700, fontSize: theme.fontSizes.lg }),
  muted: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  detail: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    padding: theme.space(4),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
    minWidth: 0,
  }),
  detailHeading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: theme.space(3),
  }),
  actions: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  note: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
};
