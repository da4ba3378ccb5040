import type { Theme } from '@emotion/react';
import type { ScoreTone } from '../../data/tradeSimulator';
import type { TradeMatchStatus } from '../../machines/tradeMatches.machine';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { ListCard } from '../primitives/ListCard';
import { itemFrame, itemRow } from '../primitives/listItem';

export interface TradeMatchView {
  id: string;
  /** "Sino Steel ⇄ Gulf Energy" parts. */
  party1: string;
  party2: string;
  /** "Steel Coils for Crude Oil". */
  exchange: string;
  /** "Score 92". */
  scoreLabel: string;
  scoreTone: ScoreTone;
  status: TradeMatchStatus;
  statusLabel: string;
  /** Accept button's accessible name (only potential matches offer it). */
  acceptLabel: string;
}

export interface TradeMatchListProps {
  heading: string;
  listLabel: string;
  matches: readonly TradeMatchView[];
  acceptText: string;
  onAccept: (id: string) => void;
  empty: { title: string; body: string };
}

const statusTone = { potential: 'pending', matched: 'info', executing: 'active' } as const;

/** The Trade Matches list: parties, goods, score coloured by band (green, yellow, red) and status. */
export function TradeMatchList({
  heading,
  listLabel,
  matches,
  acceptText,
  onAccept,
  empty,
}: TradeMatchListProps) {
  return (
    <ListCard
      headingId="simulator-matches-heading"
      heading={heading}
      listLabel={listLabel}
      count={matches.length}
      empty={empty}
      gap={2}
    >
      {matches.map((match) => (
        <li key={match.id} css={styles.item} data-state={match.status}>
          <div css={styles.text}>
            <p css={styles.parties}>
              <span>{match.party1}</span>
              <span aria-hidden="true"> ⇄ </span>
              <span>{match.party2}</span>
            </p>
            <p css={styles.exchange}>{match.exchange}</p>
          </div>
          <div css={styles.badges}>
            <Badge tone={match.scoreTone} data-tone={match.scoreTone} data-testid="match-score">
              {match.scoreLabel}
            </Badge>
            <Badge tone={statusTone[match.status]}>{match.statusLabel}</Badge>
            {match.status === 'potential' ? (
              <Button
                type="button"
                variant="secondary"
                compact
                aria-label={match.acceptLabel}
                onClick={() => onAccept(match.id)}
              >
                {acceptText}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({
    ...itemRow(theme),
    ...itemFrame(theme),
    background: theme.colors.surfaceSunken,
  }),
  text: { display: 'grid', gap: 2, minWidth: 0, flex: '1 1 14rem' },
  parties: (theme: Theme) => ({
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  exchange: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  badges: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
};
