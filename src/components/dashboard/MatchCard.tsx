import { keyframes, type Theme } from '@emotion/react';
import type { MatchStatus } from '../../data/dashboard';
import type { MatchConnectionState } from '../../machines/matchConnection.machine';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button, ButtonLink } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import type { MemberFigure } from '../primitives/memberFigure';

export interface MatchCardProps {
  offering: string;
  seeking: string;
  /** "Offering" / "Seeking" captions. */
  offeringLabel: string;
  seekingLabel: string;
  /** 0 to 100: colours the score. */
  matchScore: number;
  /** Formatted ("94% match"). */
  scoreText: string;
  /** Formatted SDR value. */
  valueText: string;
  country: string;
  status: MatchStatus;
  statusLabel: string;
  connection: MatchConnectionState;
  /** The button's visible text for the current connection state ("Connect", "Connecting…", "Connected"). */
  buttonText: string;
  /** The button's full name: its text plus which match ("Connect: Crude Oil for Industrial Machinery"). */
  buttonName: string;
  onConnect: () => void;
  /** Once connected: the link to the negotiation room with the counterparty. */
  chat?: { to: string; text: string; name: string };
  /** Kept mounted but out of sight (and out of the accessibility tree) while a search hides it. */
  hidden?: boolean;
  /** Marks the card, whose connection the member's rooms decide. */
  figure?: MemberFigure;
}

const statusTone: Record<MatchStatus, RoleName> = {
  active: 'success',
  negotiating: 'warning',
  pending: 'pending',
};

const scoreTone = (score: number): RoleName => (score >= 90 ? 'success' : score >= 80 ? 'info' : 'warning');

/**
 * One AI trade match: what is offered for what, score, value, country, status and a Connect button;
 * once connected, a link to the negotiation with the counterparty.
 */
export function MatchCard(props: MatchCardProps) {
  const { connection } = props;
  return (
    <li css={styles.card} data-state={connection} hidden={props.hidden} {...props.figure}>
      <div css={styles.main}>
        <h3 css={styles.title}>
          <span css={styles.side}>
            <span css={styles.caption}>{props.offeringLabel}</span>
            <span>{props.offering}</span>
          </span>
          <span css={styles.arrow} aria-hidden="true">
            ⇄
          </span>
          <span css={styles.side}>
            <span css={styles.caption}>{props.seekingLabel}</span>
            <span>{props.seeking}</span>
          </span>
        </h3>
        <p css={styles.meta}>
          <span>{props.country}</span>
          <span aria-hidden="true">·</span>
          <span css={styles.value}>{props.valueText}</span>
        </p>
        <div css={styles.badges}>
          <Badge tone={scoreTone(props.matchScore)}>{props.scoreText}</Badge>
          <Badge tone={statusTone[props.status]}>{props.statusLabel}</Badge>
        </div>
      </div>
      <div css={styles.actions}>
        <Button
          type="button"
          variant={connection === 'connected' ? 'secondary' : 'primary'}
          compact
          css={styles.button}
          aria-label={props.buttonName}
          disabled={connection !== 'idle'}
          onClick={props.onConnect}
        >
          {connection === 'connected' ? <Icon name="check" size={16} /> : null}
          {connection === 'connecting' ? <span css={styles.spinner} aria-hidden="true" /> : null}
          {props.buttonText}
        </Button>
        {props.chat ? (
          <ButtonLink to={props.chat.to} variant="primary" compact aria-label={props.chat.name}>
            {props.chat.text}
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const styles = {
  card: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
    padding: theme.space(3, 4),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    '&[data-state="connected"]': {
      borderColor: theme.roles.success.outline,
      background: theme.roles.success.background,
    },
    '&[hidden]': { display: 'none' },
  }),
  main: { display: 'grid', gap: 6, minWidth: 0, flex: '1 1 240px' },
  title: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'end',
    gap: theme.space(1, 2),
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  side: { display: 'grid', minWidth: 0 },
  caption: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    color: theme.colors.textMuted,
  }),
  arrow: (theme: Theme) => ({ color: theme.colors.textMuted, paddingBlockEnd: 1 }),
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(1),
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  }),
  value: { fontVariantNumeric: 'tabular-nums' },
  badges: { display: 'flex', flexWrap: 'wrap' as const, gap: 6 },
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  // Wide enough for the longest label, so the row does not jump between Connect and Connecting…
  button: { minWidth: 136, flex: 'none' },
  spinner: (theme: Theme) => ({
    inlineSize: 14,
    blockSize: 14,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    [theme.mq.reducedMotion]: { animation: 'none', borderInlineEndColor: 'currentColor', opacity: 0.6 },
  }),
};
