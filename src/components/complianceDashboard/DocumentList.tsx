import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import type { MemberFigure } from '../primitives/memberFigure';
import { plainList } from '../primitives/plainList';
import { itemFrame } from '../primitives/listItem';

export interface DocumentView {
  id: string;
  /** The document's own title or the uploaded file's name: rendered as text, wraps anywhere. */
  name: string;
  typeLabel: string;
  statusLabel: string;
  statusTone: RoleName;
  regionLabel: string;
  riskLabel: string;
  riskTone: RoleName;
  /** "Expires Dec 15, 2026" or "Expiry not set". */
  expiryText: string;
  /** "Updated Sep 18, 2026". */
  updatedText: string;
  /** "Expires in 23 days" when the document expires in 1 to 30 days. */
  expiringSoonText?: string;
  /** Accessible name of the download button ("Download DOC-001 ISO 22000…"). */
  downloadLabel: string;
  /** Marks a document the member uploaded. */
  uploadedText?: string;
}

export interface DocumentListProps {
  listLabel: string;
  documents: readonly DocumentView[];
  empty: { title: string; body: string; action?: string };
  onDownload: (id: string) => void;
  /** The empty state's way out (clear filters and search). */
  onEmptyAction?: () => void;
  /** The document a link opened, marked as the current one. */
  selectedId?: string | null;
  /** Marks the list, which the member's uploads join. */
  figure?: MemberFigure;
}

/** The compliance documents: name, id, type, status, region, risk, expiry and a download button each. */
export function DocumentList({
  listLabel,
  documents,
  empty,
  onDownload,
  onEmptyAction,
  selectedId = null,
  figure,
}: DocumentListProps) {
  if (documents.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        body={empty.body}
        action={
          empty.action && onEmptyAction ? (
            <Button type="button" compact onClick={onEmptyAction}>
              {empty.action}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul aria-label={listLabel} css={styles.list} data-state="filled" {...figure}>
      {documents.map((document) => (
        <li
          key={document.id}
          css={styles.item}
          data-document={document.id}
          aria-current={document.id === selectedId ? 'true' : undefined}
        >
          <div css={styles.main}>
            <p css={styles.name}>{document.name}</p>
            <p css={styles.meta}>
              <span css={styles.id}>{document.id}</span>
              <span>{document.typeLabel}</span>
              <span>{document.regionLabel}</span>
            </p>
            <div css={styles.badges}>
              <Badge tone={document.statusTone} data-tone={document.statusTone}>
                {document.statusLabel}
              </Badge>
              <Badge tone={document.riskTone} data-tone={document.riskTone}>
                {document.riskLabel}
              </Badge>
              {document.expiringSoonText ? (
                <Badge tone="warning" data-expiring="soon">
                  <Icon name="clock" size={12} />
                  {document.expiringSoonText}
                </Badge>
              ) : null}
              {document.uploadedText ? <Badge tone="active">{document.uploadedText}</Badge> : null}
            </div>
            <p css={styles.dates}>
              <span>{document.expiryText}</span>
              <span>{document.updatedText}</span>
            </p>
          </div>
          <Button
            type="button"
            variant="secondary"
            compact
            aria-label={document.downloadLabel}
            title={document.downloadLabel}
            onClick={() => onDownload(document.id)}
          >
            <Icon name="download" size={18} />
          </Button>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 3),
  item: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.space(3),
    ...itemFrame(theme, 3, 4),
    background: theme.colors.surface,
    '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
  }),
  main: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0, flex: 1 }),
  name: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    columnGap: theme.space(3),
    rowGap: 2,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
  id: { fontVariantNumeric: 'tabular-nums' as const, fontWeight: 600 },
  badges: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(2),
    marginBlock: 2,
  }),
  dates: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    columnGap: theme.space(4),
    rowGap: 2,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
};
