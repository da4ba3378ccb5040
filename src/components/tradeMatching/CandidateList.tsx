import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { Button, ButtonLink } from '../primitives/Button';
import type { MemberFigure } from '../primitives/memberFigure';
import { plainList } from '../primitives/plainList';
import { itemFrame, itemRow } from '../primitives/listItem';

export interface CandidateView {
  id: string;
  /** The product's name (shown as text, whatever it holds). */
  name: string;
  /** What it trades as and when it was added ("Crude oil · added Nov 22, 2026"). */
  detail: string;
  /** Accessible names of the two buttons, naming the candidate. */
  useLabel: string;
  removeLabel: string;
  /** False when no search can be made from it (its goods are not traded in the network). */
  usable: boolean;
}

export interface CandidateListProps {
  heading: string;
  description: string;
  candidates: readonly CandidateView[];
  texts: {
    use: string;
    remove: string;
    emptyTitle: string;
    emptyBody: string;
    /** The empty state's way to find candidates. */
    emptyAction: string;
  };
  /** Where candidates come from (the explorer). */
  explorerPath: string;
  /** The candidate whose search is in the form now. */
  selectedId?: string | null;
  onUse: (id: string) => void;
  onRemove: (id: string) => void;
  /** Marks the list (or the empty state), which the member's candidates fill. */
  figure?: MemberFigure;
}

/**
 * The products the member asked to match (Quick Match in the explorer): each fills the matching
 * search or is removed. Empty: says where candidates come from, with a link there.
 */
export function CandidateList({
  heading,
  description,
  candidates,
  texts,
  explorerPath,
  selectedId = null,
  onUse,
  onRemove,
  figure,
}: CandidateListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="matching-candidates-heading"
      data-state={candidates.length === 0 ? 'empty' : 'ready'}
    >
      <CardHeader id="matching-candidates-heading" title={heading} description={description} />
      {candidates.length === 0 ? (
        <div css={styles.empty} {...figure}>
          <p css={styles.emptyTitle}>{texts.emptyTitle}</p>
          <p css={styles.muted}>{texts.emptyBody}</p>
          <ButtonLink to={explorerPath} variant="secondary" compact css={styles.emptyAction}>
            {texts.emptyAction}
          </ButtonLink>
        </div>
      ) : (
        <ul css={styles.list} aria-labelledby="matching-candidates-heading" {...figure}>
          {candidates.map((candidate) => (
            <li
              key={candidate.id}
              css={styles.item}
              data-state={candidate.id === selectedId ? 'selected' : 'idle'}
            >
              <div css={styles.text}>
                <span css={styles.name}>{candidate.name}</span>
                <span css={styles.muted}>{candidate.detail}</span>
              </div>
              <div css={styles.actions}>
                <Button
                  type="button"
                  compact
                  variant="primary"
                  aria-label={candidate.useLabel}
                  aria-pressed={candidate.id === selectedId}
                  disabled={!candidate.usable}
                  onClick={() => onUse(candidate.id)}
                >
                  {texts.use}
                </Button>
                <Button
                  type="button"
                  compact
                  variant="ghost"
                  aria-label={candidate.removeLabel}
                  onClick={() => onRemove(candidate.id)}
                >
                  {texts.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({
    ...itemRow(theme),
    gap: theme.space(2, 3),
    ...itemFrame(theme),
    '&[data-state="selected"]': {
      borderColor: theme.roles.active.outline,
      background: theme.roles.active.background,
    },
  }),
  text: { display: 'grid', gap: 2, minWidth: 0, flex: '1 1 200px', overflowWrap: 'anywhere' as const },
  name: { fontWeight: 600 },
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  empty: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), justifyItems: 'start' }),
  emptyTitle: { fontWeight: 600 },
  emptyAction: (theme: Theme) => ({ marginBlockStart: theme.space(2) }),
};
