import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { TierId } from '../../data/memberKey';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { WidestLabel } from '../primitives/WidestLabel';
import type { MemberFigure } from '../primitives/memberFigure';
import { plainList } from '../primitives/plainList';

/** What the card's button does: it is the member's plan, it can be chosen, or it is being processed. */
export type TierCardState = 'current' | 'available' | 'processing';

export interface TierCardProps {
  id: TierId;
  /** "Gold". */
  name: string;
  description: string;
  /** "$299" or "$2,990". */
  price: string;
  /** "/month" or "/year". */
  period: string;
  /** "Save 17%": shown in the annual view only. */
  saveBadge?: string;
  /** "You save $598 a year": shown in the annual view only. */
  savingText?: string;
  /** "Most Popular" on the popular tier. */
  popularLabel?: string;
  /** "Current Plan" on the member's tier. */
  currentLabel?: string;
  trustBadges: readonly string[];
  requirementsHeading: string;
  requirements: readonly string[];
  privilegesHeading: string;
  privileges: readonly string[];
  limitationsHeading: string;
  limitations: readonly string[];
  state: TierCardState;
  /** "Current Plan", "Upgrade to Platinum", "Processing...". */
  actionLabel: string;
  /** Every label the button can show: it keeps the widest one's width and lines (`WidestLabel`). */
  actionLabels?: readonly string[];
  /** False while another change is asked about or processing. */
  actionEnabled: boolean;
  onChoose: (id: TierId) => void;
  /** Marks what the member's tier drives: the badges and the button. */
  figure?: MemberFigure;
}

/** One membership tier: price for the billing period, requirements, privileges and the change button. */
export function TierCard(props: TierCardProps) {
  const headingId = useId();
  const { state } = props;
  const disabled = state !== 'available' || !props.actionEnabled;
  return (
    <article
      css={styles.card}
      aria-labelledby={headingId}
      data-state={state}
      data-tier={props.id}
      data-popular={props.popularLabel ? 'true' : undefined}
      data-testid={`tier-${props.id}`}
    >
      <div css={styles.top}>
        <h3 id={headingId} css={styles.name}>
          {props.name}
        </h3>
        <div css={styles.badges} {...props.figure}>
          {props.popularLabel ? <Badge tone="active">{props.popularLabel}</Badge> : null}
          {/* On every card, shown on the member's: the card keeps its size whichever tier is theirs. */}
          {props.currentLabel ? (
            <Badge
              tone="success"
              aria-hidden={state === 'current' ? undefined : true}
              css={state === 'current' ? undefined : styles.reserved}
            >
              <WidestLabel
                label={state === 'current' ? props.currentLabel : ''}
                labels={[props.currentLabel]}
              />
            </Badge>
          ) : null}
        </div>
      </div>
      <p css={styles.description}>{props.description}</p>
      <p css={styles.priceLine}>
        <span css={styles.price} data-testid={`price-${props.id}`}>
          {props.price}
        </span>
        <span css={styles.period}>{props.period}</span>
        {props.saveBadge ? <Badge tone="success">{props.saveBadge}</Badge> : null}
      </p>
      {props.savingText ? (
        <p css={styles.saving} data-testid={`saving-${props.id}`}>
          {props.savingText}
        </p>
      ) : null}
      {props.trustBadges.length > 0 ? (
        <div css={styles.badges}>
          {props.trustBadges.map((badge) => (
            <Badge key={badge} tone="info">
              {badge}
            </Badge>
          ))}
        </div>
      ) : null}
      <List heading={props.requirementsHeading} items={props.requirements} mark="•" />
      <List heading={props.privilegesHeading} items={props.privileges} mark="✓" />
      <List heading={props.limitationsHeading} items={props.limitations} mark="–" />
      <Button
        type="button"
        css={styles.action}
        variant={state === 'current' ? 'secondary' : props.popularLabel ? 'accent' : 'primary'}
        disabled={disabled}
        aria-busy={state === 'processing' ? true : undefined}
        onClick={() => props.onChoose(props.id)}
        {...props.figure}
      >
        <WidestLabel label={props.actionLabel} labels={props.actionLabels} />
      </Button>
    </article>
  );
}

function List({ heading, items, mark }: { heading: string; items: readonly string[]; mark: string }) {
  if (items.length === 0) return null;
  return (
    <div css={styles.section}>
      <h4 css={styles.listHeading}>{heading}</h4>
      <ul css={styles.list}>
        {items.map((item) => (
          <li key={item} css={styles.item}>
            <span aria-hidden="true" css={styles.mark}>
              {mark}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const styles = {
  card: (theme: Theme) => ({
    display: 'flex',
    flexDirection: 'column' as const,
    gap: theme.space(3),
    ...theme.card.surface(),
    '&[data-popular="true"]': { borderColor: theme.roles.active.fill, borderWidth: 2 },
    '&[data-state="current"]': { background: theme.roles.success.background },
  }),
  top: {
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 8,
  },
  name: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 700 }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(1) }),
  reserved: { visibility: 'hidden' as const },
  description: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  priceLine: (theme: Theme) => ({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'baseline',
    gap: theme.space(1, 2),
  }),
  price: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 800 }),
  period: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  saving: (theme: Theme) => ({
    margin: 0,
    color: theme.roles.success.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  section: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
  listHeading: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    color: theme.colors.textMuted,
  }),
  list: (theme: Theme) => plainList(theme, 1),
  item: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: '1em minmax(0, 1fr)',
    gap: theme.space(1),
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  mark: (theme: Theme) => ({ color: theme.roles.success.text, fontWeight: 700 }),
  action: { marginBlockStart: 'auto', width: '100%' },
};
