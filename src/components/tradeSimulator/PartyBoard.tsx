import type { Theme } from '@emotion/react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useId, useMemo, useRef } from 'react';
import type { PartyColor } from '../../data/tradeSimulator';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface PartyItemView {
  name: string;
  /** "SDR 1,250,000.00". */
  value: string;
  /** "2,500 tons". */
  quantity: string;
}

export interface PartyView {
  id: string;
  name: string;
  country: string;
  offering: PartyItemView;
  seeking: PartyItemView;
  color: PartyColor;
}

export interface PartyBoardLabels {
  offering: string;
  seeking: string;
  /** Accessible name of an offering's drag handle: "Drag Steel Coils from Sino Steel". */
  dragHandle: (offering: string, party: string) => string;
  /** Said by screen readers when a drag handle gets focus: how to drag with the keyboard. */
  instructions: string;
  /** Live announcements: they name the offering and the party. */
  announce: {
    start: (offering: string, party: string) => string;
    over: (offering: string, party: string) => string;
    overNone: (offering: string) => string;
    drop: (offering: string, party: string) => string;
    dropSame: (offering: string) => string;
    dropNone: (offering: string) => string;
    cancel: (offering: string) => string;
  };
}

export interface PartyBoardProps {
  parties: readonly PartyView[];
  labels: PartyBoardLabels;
  /** Right-to-left: the arrow keys move the other way along the row. */
  dir?: 'ltr' | 'rtl';
  /** A party's offering was dropped on another party's card. */
  onMatch: (fromPartyId: string, toPartyId: string) => void;
  /** Styles the board, e.g. while a contract runs. */
  state?: string;
}

interface DragData {
  partyId: string;
}

/**
 * Arrow keys jump between the party cards (in their order; Left/Right mirrored in Arabic) instead of
 * nudging by pixels: the lifted offering lands centred on the next or previous card.
 */
function partyCoordinates(order: readonly string[], dir: 'ltr' | 'rtl'): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const forward: string = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward: string = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let step = 0;
    if (event.code === forward || event.code === 'ArrowDown') step = 1;
    else if (event.code === backward || event.code === 'ArrowUp') step = -1;
    else return undefined;
    event.preventDefault();
    const activeParty = (context.active?.data.current as DragData | undefined)?.partyId;
    const currentId = context.over ? String(context.over.id) : activeParty;
    const index = Math.max(0, order.indexOf(currentId ?? ''));
    const nextId = order[(index + step + order.length) % order.length];
    const target = nextId ? context.droppableRects.get(nextId) : undefined;
    const dragged = context.collisionRect;
    if (!target || !dragged) return undefined;
    return {
      x: target.left + (target.width - dragged.width) / 2,
      y: target.top + (target.height - dragged.height) / 2,
    };
  };
}

/**
 * The four trade-party cards. Each card's offering can be dragged (mouse, touch or keyboard: Space lifts,
 * arrows move between the parties, Space drops, Esc cancels) onto another party's card to propose a
 * match; dropping on its own card does nothing. Screen readers hear which offering is over which party.
 */
export function PartyBoard({ parties, labels, dir = 'ltr', onMatch, state = 'idle' }: PartyBoardProps) {
  // dnd-kit names its instructions (each offering's `aria-describedby`) from a module-wide counter
  // unless given an id: React's id is the same in the prerendered page and in its hydration.
  const contextId = useId();
  const order = useMemo(() => parties.map((party) => party.id), [parties]);
  const coordinateGetter = useMemo(() => partyCoordinates(order, dir), [order, dir]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const byId = useMemo(() => new Map(parties.map((party) => [party.id, party])), [parties]);
  const offeringOf = (id: string | number) => {
    const party = byId.get(String(id).replace(/^offer:/, ''));
    return party ? party.offering.name : '';
  };
  const partyName = (id: string | number | undefined) =>
    id === undefined ? '' : (byId.get(String(id))?.name ?? '');
  const sourceOf = (id: string | number) => String(id).replace(/^offer:/, '');

  // dnd-kit reports the offering "over" its own card right after lifting it: that first report is
  // skipped so screen readers keep hearing which offering was picked up.
  const justLifted = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justLifted.current = true;
      return labels.announce.start(offeringOf(active.id), partyName(sourceOf(active.id)));
    },
    onDragOver: ({ active, over }) => {
      const wasJustLifted = justLifted.current;
      justLifted.current = false;
      if (wasJustLifted && over && String(over.id) === sourceOf(active.id)) return undefined;
      return over
        ? labels.announce.over(offeringOf(active.id), partyName(over.id))
        : labels.announce.overNone(offeringOf(active.id));
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return labels.announce.dropNone(offeringOf(active.id));
      if (String(over.id) === sourceOf(active.id)) return labels.announce.dropSame(offeringOf(active.id));
      return labels.announce.drop(offeringOf(active.id), partyName(over.id));
    },
    onDragCancel: ({ active }) => labels.announce.cancel(offeringOf(active.id)),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = sourceOf(active.id);
    const to = String(over.id);
    if (from !== to) onMatch(from, to);
  };

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: labels.instructions } }}
    >
      <ul css={styles.grid} data-state={state}>
        {parties.map((party) => (
          <PartyCard key={party.id} party={party} labels={labels} />
        ))}
      </ul>
    </DndContext>
  );
}

/** One party's card, a drop target; its `data-state` says how a drag over it looks. */
function PartyCard({ party, labels }: { party: PartyView; labels: PartyBoardLabels }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: party.id });
  const isOwn = (active?.data.current as DragData | undefined)?.partyId === party.id;
  const dropState = isOver ? (isOwn ? 'own' : 'over') : active ? 'target' : 'idle';
  return (
    <li
      ref={setNodeRef}
      css={(theme: Theme) => styles.card(theme, party.color)}
      data-state={dropState}
      data-party={party.id}
    >
      <div css={styles.head}>
        <h3 css={styles.name}>{party.name}</h3>
        <p css={styles.country}>{party.country}</p>
      </div>
      <div css={styles.item}>
        <p css={styles.itemLabel}>{labels.offering}</p>
        <DraggableOffering party={party} label={labels.dragHandle(party.offering.name, party.name)} />
      </div>
      <div css={styles.item}>
        <p css={styles.itemLabel}>{labels.seeking}</p>
        <p css={styles.itemName}>{party.seeking.name}</p>
        <p css={styles.itemMeta}>
          <bdi>{party.seeking.value}</bdi> · <bdi>{party.seeking.quantity}</bdi>
        </p>
      </div>
    </li>
  );
}

/** A party's offering: the button that drags it. */
function DraggableOffering({ party, label }: { party: PartyView; label: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `offer:${party.id}`,
    data: { partyId: party.id } satisfies DragData,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      css={(theme: Theme) => styles.offering(theme, party.color)}
      data-state={isDragging ? 'dragging' : 'idle'}
      style={style}
    >
      <Icon name="grid" size={16} />
      <span css={styles.offeringText}>
        {/* The name says what dragging does ("Drag Steel Coils from Sino Steel Corp"); it contains the
            visible goods name, so voice control users can say what they see. */}
        <span css={styles.visuallyHidden}>{label}</span>
        <span css={styles.itemName} aria-hidden="true">
          {party.offering.name}
        </span>
        <span css={styles.itemMeta}>
          <bdi>{party.offering.value}</bdi> · <bdi>{party.offering.quantity}</bdi>
        </span>
      </span>
    </button>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: '1fr',
    '@media (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  card: (theme: Theme, color: PartyColor) => ({
    display: 'grid',
    alignContent: 'start',
    gap: theme.space(3),
    padding: theme.space(4),
    minWidth: 0,
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    border: `2px solid ${theme.colors.border}`,
    borderBlockStart: `4px solid ${theme.roles[color].fill}`,
    transition: `border-color ${theme.durations.normal}ms ease, background ${theme.durations.normal}ms ease`,
    '&[data-state="target"]': { borderStyle: 'dashed', borderColor: theme.colors.borderStrong },
    '&[data-state="over"]': {
      borderColor: theme.roles.success.fill,
      background: theme.roles.success.background,
    },
    '&[data-state="own"]': { borderColor: theme.colors.borderStrong, background: theme.colors.surfaceSunken },
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
  head: { display: 'grid', gap: 2, minWidth: 0 },
  name: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  country: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  item: { display: 'grid', gap: 4, minWidth: 0 },
  itemLabel: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: theme.colors.textMuted,
  }),
  itemName: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
  itemMeta: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  offering: (theme: Theme, color: PartyColor) => ({
    position: 'relative' as const,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    inlineSize: '100%',
    padding: theme.space(2, 3),
    textAlign: 'start' as const,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.roles[color].background,
    border: `1px solid ${theme.roles[color].outline}`,
    borderRadius: theme.radii.md,
    cursor: 'grab',
    touchAction: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '&[data-state="dragging"]': { cursor: 'grabbing', boxShadow: theme.colors.shadow, zIndex: 10 },
  }),
  offeringText: { display: 'grid', gap: 2, minWidth: 0 },
  visuallyHidden,
};
