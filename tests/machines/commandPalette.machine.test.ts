// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  commandPaletteDelays,
  commandPaletteMachine,
  maxRecentPicks,
  parseRecentPicks,
  resetCommandId,
  selectAnnounce,
  selectHighlighted,
  selectIsConfirmingReset,
  selectQuery,
  selectRecent,
  type CommandPaletteEvent,
  type CommandPaletteSnapshot,
} from '../../src/machines/commandPalette.machine';

/** Open or asking to confirm the reset: anything but closed. */
const selectIsOpen = (snapshot: CommandPaletteSnapshot) => !snapshot.matches('closed');

const delay = commandPaletteDelays.announceDelay;

function start(storedRecent: string | null = null) {
  const clock = new SimulatedClock();
  const runPick = vi.fn();
  const persistRecent = vi.fn();
  const resetData = vi.fn();
  const actor = createActor(
    commandPaletteMachine.provide({
      actions: {
        persistRecent: (_, params) => {
          persistRecent([...params.recent]);
        },
      },
    }),
    { clock, input: { storedRecent } },
  );
  actor.on('pick', ({ id }) => {
    runPick(id);
  });
  actor.on('reset', () => {
    resetData();
  });
  actor.start();
  return { clock, actor, runPick, persistRecent, resetData };
}

describe('parseRecentPicks', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['"screen:home"', []],
    ['[1, null, {}]', []],
    ['["screen:home", "screen:home", "shipment:SH-2026-001"]', ['screen:home', 'shipment:SH-2026-001']],
    ['["screen:home", "<script>", "no-colon", "x:' + 'a'.repeat(200) + '"]', ['screen:home']],
    [JSON.stringify(['a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'a:6']), ['a:1', 'a:2', 'a:3', 'a:4', 'a:5']],
    [JSON.stringify(['a:1']) + ' '.repeat(5000), []],
  ])('%j gives %j', (stored, expected) => {
    expect(parseRecentPicks(stored)).toEqual(expected);
  });
});

describe('commandPaletteMachine', () => {
  it('waits 500 ms after typing before it announces the count', () => {
    expect(delay).toBe(500);
    const { actor, clock } = start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().matches({ open: 'settled' })).toBe(true);
    expect(selectAnnounce(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.type', query: 'wal' });
    expect(selectAnnounce(actor.getSnapshot())).toBe(false);
    clock.increment(delay - 1);
    actor.send({ type: 'user.type', query: 'wall' });
    clock.increment(delay - 1);
    expect(selectAnnounce(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectAnnounce(actor.getSnapshot())).toBe(true);
    expect(selectQuery(actor.getSnapshot())).toBe('wall');
  });

  it('moves the highlight with wrap-around, resets it on typing, and ignores moves without results', () => {
    const { actor } = start();
    actor.send({ type: 'user.open' });
    const highlighted = () => selectHighlighted(actor.getSnapshot());
    actor.send({ type: 'user.next', count: 3 });
    actor.send({ type: 'user.next', count: 3 });
    expect(highlighted()).toBe(2);
    actor.send({ type: 'user.next', count: 3 });
    expect(highlighted()).toBe(0);
    actor.send({ type: 'user.previous', count: 3 });
    expect(highlighted()).toBe(2);
    actor.send({ type: 'user.first' });
    expect(highlighted()).toBe(0);
    actor.send({ type: 'user.last', count: 4 });
    expect(highlighted()).toBe(3);
    actor.send({ type: 'user.hover', index: 1 });
    expect(highlighted()).toBe(1);
    actor.send({ type: 'user.hover', index: -5 });
    expect(highlighted()).toBe(0);
    actor.send({ type: 'user.type', query: 'x' });
    expect(highlighted()).toBe(0);
    expect(actor.getSnapshot().can({ type: 'user.next', count: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.previous', count: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.last', count: 0 })).toBe(false);
  });

  it('runs a pick, closes, and keeps it first among at most five recent picks', () => {
    const { actor, runPick, persistRecent } = start('["screen:home","a:1","a:2","a:3","a:4"]');
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.pick', id: 'a:3' });
    expect(runPick).toHaveBeenCalledWith('a:3');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(persistRecent).toHaveBeenLastCalledWith(['a:3', 'screen:home', 'a:1', 'a:2', 'a:4']);
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.pick', id: 'b:9' });
    expect(selectRecent(actor.getSnapshot())).toEqual(['b:9', 'a:3', 'screen:home', 'a:1', 'a:2']);
    expect(selectRecent(actor.getSnapshot())).toHaveLength(maxRecentPicks);
  });

  it.each([
    'company:lst-201',
    'listing:lst-202',
    'transaction:tx-006',
    'deal:DL-0420',
    'deal:DL-0420-P001',
    'contract:SC-2026-003',
  ])('picks the item %s after typing: emitted as it is, the announcement pending is dropped', (id) => {
    const { clock, actor, runPick, persistRecent } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.type', query: id.split(':')[1] ?? '' });
    expect(actor.getSnapshot().matches({ open: 'typing' })).toBe(true);
    actor.send({ type: 'user.pick', id });
    expect(runPick).toHaveBeenCalledWith(id);
    expect(persistRecent).toHaveBeenLastCalledWith([id]);
    clock.increment(delay);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(selectAnnounce(actor.getSnapshot())).toBe(false);
  });

  it('refuses a malformed pick and cannot pick while closed', () => {
    const { actor, runPick } = start();
    expect(actor.getSnapshot().can({ type: 'user.pick', id: 'screen:home' })).toBe(false);
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.pick', id: 'nonsense' });
    expect(runPick).not.toHaveBeenCalled();
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
  });

  it('opens fresh: the last query and highlight are gone', () => {
    const { actor } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.type', query: 'wallet' });
    actor.send({ type: 'user.next', count: 5 });
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.open' });
    expect(selectQuery(actor.getSnapshot())).toBe('');
    expect(selectHighlighted(actor.getSnapshot())).toBe(0);
  });

  it('asks before resetting; cancel or Escape go back to the list with the query kept', () => {
    const { actor, resetData, runPick } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.type', query: 'reset' });
    actor.send({ type: 'user.pick', id: resetCommandId });
    expect(selectIsConfirmingReset(actor.getSnapshot())).toBe(true);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches({ open: 'settled' })).toBe(true);
    expect(selectQuery(actor.getSnapshot())).toBe('reset');
    actor.send({ type: 'user.pick', id: resetCommandId });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'user.pick', id: resetCommandId });
    actor.send({ type: 'user.confirm' });
    expect(resetData).toHaveBeenCalledTimes(1);
    expect(runPick).not.toHaveBeenCalled();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('reaches every state', () => {
    const events: CommandPaletteEvent[] = [
      { type: 'user.open' },
      { type: 'user.close' },
      { type: 'user.type', query: 'a' },
      { type: 'user.next', count: 2 },
      { type: 'user.pick', id: resetCommandId },
      { type: 'user.pick', id: 'screen:home' },
      { type: 'user.confirm' },
      { type: 'user.cancel' },
    ];
    const paths = getShortestPaths(commandPaletteMachine, { events, input: { storedRecent: null } });
    const reached = new Set(paths.flatMap((path) => [...path.state._nodes].map((node) => node.id)));
    const defined = getStateNodes(commandPaletteMachine.root).map((node) => node.id);
    expect(defined.sort()).toEqual([...reached].filter((id) => id !== 'commandPalette').sort());
    for (const id of [
      'commandPalette.closed',
      'commandPalette.open',
      'commandPalette.open.settled',
      'commandPalette.open.typing',
      'commandPalette.confirmingReset',
    ]) {
      expect(reached, id).toContain(id);
    }
  });
});
