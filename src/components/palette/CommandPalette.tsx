import type { Theme } from '@emotion/react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { DialogClose, dialogOverlay, dialogSurface, useFocusReturn } from '../primitives/Dialog';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface PaletteItem {
  id: string;
  label: string;
  detail: string;
  /** What kind of thing it is, translated ("Shipment", "Screen"). */
  kindLabel: string;
}

export interface PaletteSection {
  id: string;
  title: string;
  items: readonly PaletteItem[];
}

export type PaletteMove = 'next' | 'previous' | 'first' | 'last';

export interface CommandPaletteProps {
  open: boolean;
  query: string;
  sections: readonly PaletteSection[];
  /** Index among all listed items, sections in order. */
  highlighted: number;
  /** The result count to announce; empty while the member is still typing. */
  announcement: string;
  /** Shown under the list while the items' names are still loading. */
  loadingNote?: string;
  dir: 'ltr' | 'rtl';
  labels: {
    title: string;
    input: string;
    placeholder: string;
    hint: string;
    close: string;
    /** Shown when a query matches nothing. */
    noResults: string;
  };
  onQueryChange: (query: string) => void;
  onMove: (move: PaletteMove) => void;
  onHover: (index: number) => void;
  onPick: (id: string) => void;
  onClose: () => void;
  /**
   * Asked when the palette closes: false when the pick opened another screen, whose heading takes
   * the focus; otherwise focus returns where it was.
   */
  shouldReturnFocus?: () => boolean;
}

const moveKeys: Readonly<Record<string, PaletteMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  PageUp: 'first',
  PageDown: 'last',
};

/**
 * The command palette: a modal dialog holding a search box and its results, built on the WAI-ARIA
 * combobox pattern (the input is a `combobox` controlling a `listbox`; the highlighted `option` is
 * named by `aria-activedescendant`, so focus stays in the input while the arrows move). The result
 * count goes to a polite live region. Props in, callbacks out: the caller owns the query and the
 * highlight (see `commandPalette.machine.ts`).
 */
export function CommandPalette({
  open,
  query,
  sections,
  highlighted,
  announcement,
  loadingNote,
  dir,
  labels,
  onQueryChange,
  onMove,
  onHover,
  onPick,
  onClose,
  shouldReturnFocus = () => true,
}: CommandPaletteProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  // Focus goes back where it was (the search button, or whatever had it at Ctrl+K).
  const focusReturn = useFocusReturn(shouldReturnFocus);
  const listRef = useRef<HTMLDivElement | null>(null);
  const items = sections.flatMap((section) => section.items);
  const active = items[highlighted] ? highlighted : -1;
  const state = items.length > 0 ? 'results' : query.trim() ? 'noResults' : 'empty';

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moveKeys[event.key];
    if (move) {
      event.preventDefault();
      onMove(move);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const item = items[active];
      if (item) onPick(item.id);
    }
  };

  const offsets = sections.map((_, at) =>
    sections.slice(0, at).reduce((sum, section) => sum + section.items.length, 0),
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={dialogOverlay} />
        <RadixDialog.Content
          css={styles.content}
          dir={dir}
          data-state-name={state}
          data-testid="command-palette"
          aria-describedby={undefined}
          {...focusReturn}
        >
          <RadixDialog.Title css={visuallyHidden}>{labels.title}</RadixDialog.Title>
          <div css={styles.inputRow}>
            <input
              css={styles.input}
              type="text"
              role="combobox"
              aria-label={labels.input}
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder={labels.placeholder}
              value={query}
              maxLength={200}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <DialogClose label={labels.close} />
          </div>
          <div ref={listRef} id={listId} role="listbox" aria-label={labels.title} css={styles.list}>
            {sections.map((section, sectionAt) =>
              section.items.length === 0 ? null : (
                <div key={section.id} role="group" aria-labelledby={`${baseId}-${section.id}`}>
                  <div id={`${baseId}-${section.id}`} role="presentation" css={styles.sectionTitle}>
                    {section.title}
                  </div>
                  {section.items.map((item, itemAt) => {
                    const at = (offsets[sectionAt] ?? 0) + itemAt;
                    return (
                      // Keys are handled by the combobox input (aria-activedescendant); options are never focused.
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                      <div
                        key={item.id}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === active}
                        tabIndex={-1}
                        data-index={at}
                        data-entry={item.id}
                        css={styles.option}
                        onPointerMove={() => at !== active && onHover(at)}
                        onClick={() => onPick(item.id)}
                      >
                        <span css={styles.optionText}>
                          <span css={styles.label}>{item.label}</span>
                          {/* Isolated: a path or an id keeps its own direction inside a right-to-left line. */}
                          {item.detail ? (
                            <span css={styles.detail}>
                              <bdi>{item.detail}</bdi>
                            </span>
                          ) : null}
                        </span>
                        <span css={styles.kind}>{item.kindLabel}</span>
                      </div>
                    );
                  })}
                </div>
              ),
            )}
          </div>
          {state === 'noResults' ? <p css={styles.note}>{labels.noResults}</p> : null}
          {loadingNote ? <p css={styles.note}>{loadingNote}</p> : null}
          <p css={styles.hint} aria-hidden="true">
            {labels.hint}
          </p>
          <div role="status" aria-live="polite" aria-atomic="true" css={visuallyHidden}>
            {announcement}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const styles = {
  content: (theme: Theme) => ({
    ...dialogSurface(theme),
    insetBlockStart: 'min(12vh, 96px)',
    insetInline: 0,
    marginInline: 'auto',
    inlineSize: 'min(640px, calc(100vw - 24px))',
    maxBlockSize: 'calc(100vh - min(12vh, 96px) - 24px)',
    display: 'flex',
    flexDirection: 'column' as const,
    overflow: 'hidden',
  }),
  inputRow: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    padding: theme.space(2, 2, 2, 4),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  }),
  input: (theme: Theme) => ({
    flex: 1,
    minInlineSize: 0,
    minBlockSize: 44,
    border: 0,
    background: 'transparent',
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  list: (theme: Theme) => ({
    overflowY: 'auto' as const,
    padding: theme.space(1, 2),
    '&:empty': { display: 'none' },
  }),
  sectionTitle: (theme: Theme) => ({
    padding: theme.space(2, 2, 1),
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    color: theme.colors.textMuted,
    textTransform: 'uppercase' as const,
  }),
  option: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
    minBlockSize: 44,
    padding: theme.space(2),
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    '&[aria-selected="true"]': {
      background: theme.roles.active.background,
      outline: `2px solid ${theme.roles.active.outline}`,
      outlineOffset: -2,
    },
  }),
  optionText: { display: 'grid', minInlineSize: 0 },
  label: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  detail: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  kind: (theme: Theme) => ({
    flex: 'none',
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.sm,
    padding: theme.space(0.5, 1.5),
  }),
  note: (theme: Theme) => ({ padding: theme.space(3, 4), color: theme.colors.textMuted }),
  hint: (theme: Theme) => ({
    padding: theme.space(2, 4),
    borderBlockStart: `1px solid ${theme.colors.border}`,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  }),
};
