import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import type { MemberFigure } from '../primitives/memberFigure';

export interface BalanceCardLabels {
  heading: string;
  /** Accessible name of the show/hide toggle ("Hide amounts" / "Show amounts"). */
  toggle: string;
  locked: string;
  /** "Available" (balance minus locked: what can be spent). */
  available: string;
  growth: string;
  address: string;
  /** Accessible name of the copy button ("Copy wallet address"). */
  copy: string;
  /** Visible and announced while the copied indicator lasts ("Copied"). */
  copied: string;
  verified: string;
  transactions: string;
  send: string;
  receive: string;
  /** Name of the quick-action group. */
  quickActions: string;
}

export interface BalanceCardProps {
  labels: BalanceCardLabels;
  /** Already formatted, or masked when hidden. */
  balance: string;
  locked: string;
  available: string;
  growth: string;
  /** The shortened address ("SRD-0x7a9f3c…6b9d3f7a"); `fullAddress` is its title and name. */
  shortAddress: string;
  fullAddress: string;
  transactions: string;
  verified: boolean;
  hidden: boolean;
  copied: boolean;
  onToggleHidden: () => void;
  onCopy: () => void;
  onSend: () => void;
  onReceive: () => void;
  /** Marks the figures the member's ledger drives. */
  figure?: MemberFigure;
}

/**
 * The wallet's head card: total balance with show/hide, what is available, locked balance, monthly growth, the shortened
 * address with copy and the Verified badge, the transaction count and the Send / Receive quick actions.
 */
export function BalanceCard({
  labels,
  balance,
  locked,
  available,
  growth,
  shortAddress,
  fullAddress,
  transactions,
  verified,
  hidden,
  copied,
  onToggleHidden,
  onCopy,
  onSend,
  onReceive,
  figure,
}: BalanceCardProps) {
  return (
    <section
      css={styles.card}
      aria-labelledby="wallet-balance-heading"
      data-state={hidden ? 'hidden' : 'shown'}
    >
      <div css={styles.top}>
        <h2 id="wallet-balance-heading" css={styles.heading}>
          {labels.heading}
        </h2>
        <Button
          type="button"
          variant="onDark"
          compact
          aria-label={labels.toggle}
          aria-pressed={hidden}
          onClick={onToggleHidden}
        >
          <Icon name={hidden ? 'eye' : 'eyeOff'} />
        </Button>
      </div>
      <p css={styles.balance} data-testid="wallet-balance" {...figure}>
        {balance}
      </p>
      <dl css={styles.figures}>
        <div css={styles.figure}>
          <dt css={styles.term}>
            <Icon name="wallet" size={14} /> {labels.available}
          </dt>
          <dd css={styles.value} data-testid="wallet-available" {...figure}>
            {available}
          </dd>
        </div>
        <div css={styles.figure}>
          <dt css={styles.term}>
            <Icon name="lock" size={14} /> {labels.locked}
          </dt>
          <dd css={styles.value} {...figure}>
            {locked}
          </dd>
        </div>
        <div css={styles.figure}>
          <dt css={styles.term}>
            <Icon name="trendUp" size={14} /> {labels.growth}
          </dt>
          <dd css={styles.value}>{growth}</dd>
        </div>
        <div css={styles.figure}>
          <dt css={styles.term}>{labels.transactions}</dt>
          <dd css={styles.value} {...figure}>
            {transactions}
          </dd>
        </div>
      </dl>
      <div css={styles.addressRow}>
        <div css={styles.address}>
          <span css={styles.term}>{labels.address}</span>
          <code css={styles.code} title={fullAddress} translate="no">
            {shortAddress}
          </code>
        </div>
        <Button
          type="button"
          variant="onDark"
          compact
          aria-label={labels.copy}
          onClick={onCopy}
          data-state={copied ? 'copied' : 'idle'}
        >
          <Icon name={copied ? 'check' : 'copy'} size={16} />
        </Button>
        <span role="status" css={styles.copied}>
          {copied ? labels.copied : ''}
        </span>
        {verified ? (
          <Badge tone="success" css={styles.badge}>
            <Icon name="shieldCheck" size={14} />
            {labels.verified}
          </Badge>
        ) : null}
      </div>
      <div role="group" aria-label={labels.quickActions} css={styles.actions}>
        <Button type="button" variant="accent" onClick={onSend}>
          <Icon name="arrowUpRight" />
          {labels.send}
        </Button>
        <Button type="button" variant="onDark" onClick={onReceive}>
          <Icon name="arrowDownLeft" />
          {labels.receive}
        </Button>
      </div>
    </section>
  );
}

const styles = {
  card: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    padding: theme.space(5),
    borderRadius: theme.radii.lg,
    background: theme.colors.header,
    color: theme.colors.headerText,
    boxShadow: theme.colors.shadow,
    minWidth: 0,
  }),
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 },
  heading: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 600,
    color: theme.colors.headerText,
  }),
  balance: (theme: Theme) => ({
    fontSize: theme.fontSizes.display,
    fontWeight: 700,
    lineHeight: 1.1,
    overflowWrap: 'anywhere' as const,
    fontVariantNumeric: 'tabular-nums',
    [theme.mq.belowMd]: { fontSize: theme.fontSizes.xxl },
  }),
  figures: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: theme.space(3),
    margin: 0,
  }),
  figure: { display: 'grid', gap: 2, minWidth: 0 },
  term: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    color: theme.colors.headerTextMuted,
    fontSize: theme.fontSizes.sm,
  }),
  value: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere' as const,
    // Two figures side by side on a phone: a six-figure amount fits on one line.
    [theme.mq.belowMd]: { fontSize: theme.fontSizes.md },
  }),
  addressRow: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  address: { display: 'grid', gap: 2, minWidth: 0 },
  code: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    direction: 'ltr' as const,
    unicodeBidi: 'isolate' as const,
  }),
  copied: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600, minWidth: 0 }),
  badge: { marginInlineStart: 'auto' },
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
