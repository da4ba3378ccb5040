import type { Theme } from '@emotion/react';
import type { ComplexityLevel } from '../../data/tradeMatching';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { ButtonLink } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { ItemLink } from '../primitives/ItemLink';
import { plainList } from '../primitives/plainList';

/** A barter match as the card shows it: every text already translated and formatted. */
export interface BarterMatchView {
  id: string;
  /**
   * Counterparties, in the order goods flow; the member first when they take part. `to`: where the
   * company lives on another screen (its listing or negotiation room), when it has such a place.
   */
  parties: readonly { id: string; name: string; location: string; detail: string; to?: string }[];
  score: number;
  scoreText: string;
  savingsText: string;
  logisticsText: string;
  complexity: ComplexityLevel;
  complexityText: string;
  termsText: string;
  /** Where Start Negotiation goes (the negotiation chat on this match's room). */
  negotiationTo: string;
}

export interface BarterMatchCardTexts {
  /** "3-party match" */
  title: string;
  partiesLabel: string;
  score: string;
  savings: string;
  logistics: string;
  complexity: string;
  terms: string;
  startNegotiation: string;
}

const complexityTone: Record<ComplexityLevel, RoleName> = {
  simple: 'success',
  medium: 'info',
  complex: 'warning',
};

/** Score colours as elsewhere in the app: green at 90 or more, yellow at 80 or more, red below. */
const scoreTone = (score: number): RoleName => (score >= 90 ? 'success' : score >= 80 ? 'warning' : 'danger');

/** A recommended or found multi-party barter: parties, score, savings, complexity, Start Negotiation. */
export function BarterMatchCard({ match, texts }: { match: BarterMatchView; texts: BarterMatchCardTexts }) {
  const headingId = `match-${match.id}-title`;
  return (
    <Card
      as="article"
      css={styles.root}
      aria-labelledby={headingId}
      data-state={match.complexity}
      data-match-id={match.id}
    >
      <header css={styles.header}>
        <h3 id={headingId} css={styles.title}>
          {texts.title}
        </h3>
        <Badge tone={complexityTone[match.complexity]}>
          {texts.complexity}: {match.complexityText}
        </Badge>
      </header>
      <ol css={styles.parties} aria-label={texts.partiesLabel}>
        {match.parties.map((party, index) => (
          <li key={party.id} css={styles.party}>
            <span css={styles.partyIndex} aria-hidden="true">
              {index + 1}
            </span>
            <span css={styles.partyText}>
              <span css={styles.partyName} dir="auto">
                {party.to ? <ItemLink to={party.to}>{party.name}</ItemLink> : party.name}
              </span>
              <span css={styles.partyDetail}>
                {party.location}
                {party.detail ? ` · ${party.detail}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <dl css={styles.figures}>
        <div css={styles.figure}>
          <dt css={styles.figureLabel}>{texts.score}</dt>
          <dd css={styles.figureValue}>
            <Badge tone={scoreTone(match.score)}>{match.scoreText}</Badge>
          </dd>
        </div>
        <div css={styles.figure}>
          <dt css={styles.figureLabel}>{texts.savings}</dt>
          <dd css={styles.figureValue}>{match.savingsText}</dd>
        </div>
        <div css={styles.figure}>
          <dt css={styles.figureLabel}>{texts.logistics}</dt>
          <dd css={styles.figureValue}>{match.logisticsText}</dd>
        </div>
        <div css={styles.figure}>
          <dt css={styles.figureLabel}>{texts.terms}</dt>
          <dd css={styles.figureValue}>{match.termsText}</dd>
        </div>
      </dl>
      <ButtonLink to={match.negotiationTo} variant="primary" css={styles.action} aria-describedby={headingId}>
        {texts.startNegotiation}
      </ButtonLink>
    </Card>
  );
}

const styles = {
  // The Card surface with four units of padding.
  root: (theme: Theme) => ({ padding: theme.space(4) }),
  header: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  parties: (theme: Theme) => plainList(theme, 2),
  party: (theme: Theme) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space(2), minWidth: 0 }),
  partyIndex: (theme: Theme) => ({
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 24,
    blockSize: 24,
    borderRadius: '50%',
    background: theme.roles.active.background,
    color: theme.roles.active.text,
    border: `1px solid ${theme.roles.active.outline}`,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
  }),
  partyText: { display: 'grid', justifyItems: 'start', minWidth: 0 },
  partyName: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  partyDetail: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  figures: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: theme.space(3),
    margin: 0,
  }),
  figure: { display: 'grid', alignContent: 'start', gap: 2, minWidth: 0 },
  figureLabel: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  figureValue: { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' as const },
  action: { justifySelf: 'start' },
};
