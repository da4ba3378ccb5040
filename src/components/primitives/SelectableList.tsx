import styled from '@emotion/styled/base';
import type { ReactNode, Ref } from 'react';
import type { RoleName } from '../../theme/themes';
import { Badge } from './Badge';
import { Card, CardHeader } from './Card';
import { EmptyState } from './EmptyState';
import { linkedItemOutline } from './LinkedItem';
import { itemRow } from './listItem';
import { plainList } from './plainList';

/**
 * The master list of a list-plus-detail screen ("selecting an item highlights it and
 * shows its details; the first item is selected by default"): a list of toggle buttons
 * (`aria-pressed`), so Tab reaches each item and Enter or Space selects it. The selected item is
 * highlighted with the `active` role and a thicker inline-start edge (which mirrors in Arabic).
 * Inside an item, `ItemSummary` lays out the usual parts (`ItemTop`, `ItemTitle`, `ItemMeta`, `ItemId`).
 */
export const SelectableList = styled('ul')(({ theme }) => plainList(theme, 2));

const ItemButton = styled('button')(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  inlineSize: '100%',
  padding: theme.space(3),
  textAlign: 'start',
  font: 'inherit',
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderInlineStartWidth: 4,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  transition: `background ${theme.durations.fast}ms, border-color ${theme.durations.fast}ms`,
  [theme.mq.reducedMotion]: { transition: 'none' },
  '&:hover': { background: theme.colors.surfaceSunken },
  '&[aria-pressed="true"]': {
    background: theme.roles.active.background,
    borderColor: theme.roles.active.outline,
    borderInlineStartColor: theme.roles.active.fill,
  },
  ...linkedItemOutline(theme),
}));

export interface SelectableItemProps {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
  /** `data-*` attributes for the button (tests and styles find an item by its id). */
  data?: Readonly<Record<`data-${string}`, string>>;
  /** The item a link opened: marked current (`aria-current`) beside selected. */
  current?: boolean;
  /** The list item's element (to scroll the linked item into view). */
  itemRef?: Ref<HTMLLIElement>;
}

/** One item of a `SelectableList`: a list item holding the toggle button. */
export function SelectableItem({
  selected,
  onSelect,
  children,
  data,
  current,
  itemRef,
}: SelectableItemProps) {
  return (
    <li ref={itemRef}>
      <ItemButton
        type="button"
        aria-pressed={selected}
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
        {...data}
      >
        {children}
      </ItemButton>
    </li>
  );
}

/** The first row of an item: title or id at the start, a status badge at the end. */
export const ItemTop = styled('span')(({ theme }) => itemRow(theme));

/** An item's name in bold, wrapping anywhere rather than overflowing its row. */
export const ItemTitle = styled('span')({ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 });

/** A row of secondary facts (id, value, route, dates), wrapping on narrow screens. */
export const ItemMeta = styled('span')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  overflowWrap: 'anywhere',
}));

/** A reference number in the monospace face. */
export const ItemId = styled('span')(({ theme }) => ({ fontFamily: theme.fonts.mono }));

/**
 * The id and, beside it, the second id an item is known by, wrapping under it when narrow: the ids
 * wrap among themselves before the status beside them wraps under both.
 */
const ItemIds = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  flex: '1 1 0',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.space(2),
  minWidth: 0,
}));

const SecondaryId = styled(ItemId)(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export interface ItemSummaryProps {
  /** The item's reference number, in the monospace face. */
  id: string;
  /** A second id the item is known by, beside the first (a customs declaration's beside its shipment's). */
  secondaryId?: string;
  title: string;
  status: string;
  tone: RoleName;
  /** The secondary facts in order ("SDR 125,000.00", "65% complete"), each its own span. */
  facts: readonly string[];
  /**
   * What opens the item beside the status: its title, with the id first among the facts (plans,
   * orders), or its id, with the title on a line of its own (shipments, known by their number).
   */
  lead?: 'title' | 'id';
  /** Rows under the facts (a progress bar, a line of its own). */
  children?: ReactNode;
}

/** The body of a `SelectableItem`: title or id with the status badge, then a row of facts. */
export function ItemSummary({
  id,
  secondaryId,
  title,
  status,
  tone,
  facts,
  lead = 'title',
  children,
}: ItemSummaryProps) {
  const ids = secondaryId ? (
    <ItemIds>
      <ItemId>{id}</ItemId>
      <SecondaryId data-secondary-id="">{secondaryId}</SecondaryId>
    </ItemIds>
  ) : (
    <ItemId>{id}</ItemId>
  );
  const badge = (
    <Badge tone={tone} data-tone={tone}>
      {status}
    </Badge>
  );
  const factSpans = facts.map((fact, index) => <span key={index}>{fact}</span>);
  return lead === 'id' ? (
    <>
      <ItemTop>
        {ids}
        {badge}
      </ItemTop>
      <ItemTitle>{title}</ItemTitle>
      <ItemMeta>{factSpans}</ItemMeta>
      {children}
    </>
  ) : (
    <>
      <ItemTop>
        <ItemTitle>{title}</ItemTitle>
        {badge}
      </ItemTop>
      <ItemMeta>
        {ids}
        {factSpans}
      </ItemMeta>
      {children}
    </>
  );
}

export interface SelectableListCardProps {
  /** Id of the card's heading, which names the card. */
  headingId: string;
  heading: string;
  /** Accessible name of the list. */
  listLabel: string;
  /** How many items there are: none shows the empty state instead of the list. */
  count: number;
  empty: { title: string; body: string };
  /** The `SelectableItem`s. */
  children: ReactNode;
  /** A status under the heading (a `LinkedItemStatus`). */
  status?: ReactNode;
}

/** The master list of a list-plus-detail screen in its card: heading, then the items or an empty state. */
export function SelectableListCard({
  headingId,
  heading,
  listLabel,
  count,
  empty,
  children,
  status,
}: SelectableListCardProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state={count ? 'filled' : 'empty'}>
      <CardHeader id={headingId} title={heading} />
      {status}
      {count === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <SelectableList aria-label={listLabel}>{children}</SelectableList>
      )}
    </Card>
  );
}
