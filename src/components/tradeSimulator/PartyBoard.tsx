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
import { useMemo, useRef } from 'react';
import { OfferingButton, PartyCard, PartyGrid, type PartyBoardLabels, type PartyView } from './PartyCards';

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
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: labels.instructions } }}
    >
      <PartyGrid state={state}>
        {parties.map((party) => (
          <DroppableCard key={party.id} party={party} labels={labels} />
        ))}
      </PartyGrid>
    </DndContext>
  );
}

function DroppableCard({ party, labels }: { party: PartyView; labels: PartyBoardLabels }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: party.id });
  const isOwn = (active?.data.current as DragData | undefined)?.partyId === party.id;
  const dropState = isOver ? (isOwn ? 'own' : 'over') : active ? 'target' : 'idle';
  return (
    <PartyCard party={party} labels={labels} dropRef={setNodeRef} dropState={dropState}>
      <DraggableOffering party={party} label={labels.dragHandle(party.offering.name, party.name)} />
    </PartyCard>
  );
}

function DraggableOffering({ party, label }: { party: PartyView; label: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `offer:${party.id}`,
    data: { partyId: party.id } satisfies DragData,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <OfferingButton
      party={party}
      label={label}
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      dragging={isDragging}
      style={style}
    />
  );
}
