/**
 * A live actor of a machine on a `SimulatedClock`, for the statechart stories: the snapshot, the
 * simulated time, the next scheduled timer, a log of every event with its simulated timestamp, and
 * `send`, `advance`, `nextTimer` and `reset`.
 *
 * Time moves one due timer at a time: in XState 5 a delayed transition schedules the next delay only
 * when it fires, so one big `clock.set` would fire only the first of a chain. `advance(1000)` walks
 * through every timer due within that second, in order, then sets the clock to the end.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createSeededRandom } from '../../src/machines/random';
import { inventoryOf } from './machineInventory';
import { defaultSeed, type WorkbenchConfig } from './workbenchConfig';

export interface LogEntry {
  id: number;
  at: number;
  event: string;
  state: string;
}

export interface LiveMachine {
  snapshot: AnyMachineSnapshot | undefined;
  now: number;
  nextTimerAt: number | undefined;
  log: LogEntry[];
  /** The named start state could not be reached (the story shows it instead of lying). */
  startFailed: boolean;
  send: (event: EventObject) => void;
  advance: (ms: number) => void;
  nextTimer: () => void;
  reset: () => void;
}

interface ScheduledTimeout {
  start: number;
  timeout: number;
}

/** SimulatedClock keeps its timers in a private `timeouts` map; reading it is all "next timer" needs. */
function nextDue(clock: SimulatedClock): number | undefined {
  const timeouts = (clock as unknown as { timeouts: Map<number, ScheduledTimeout> }).timeouts;
  let next: number | undefined;
  for (const { start, timeout } of timeouts.values()) {
    const due = start + timeout;
    if (next === undefined || due < next) next = due;
  }
  return next;
}

/** Fires the due timers one at a time up to `target`, then parks the clock there. */
function advanceClock(clock: SimulatedClock, target: number): void {
  for (let guard = 0; guard < 1000; guard += 1) {
    const due = nextDue(clock);
    if (due === undefined || due > target) break;
    clock.set(Math.max(due, clock.now()));
  }
  if (target > clock.now()) clock.set(target);
}

function fireNextTimer(clock: SimulatedClock): void {
  const due = nextDue(clock);
  if (due !== undefined) clock.set(Math.max(due, clock.now()));
}

export const formatStateValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => {
          const inner = formatStateValue(child);
          return inner ? `${key}.${inner}` : key;
        })
        .join(', ');

/** The events the machine knows, with the config's sample payloads: what the graph search may send. */
function sampleEvents(machine: AnyStateMachine, config: WorkbenchConfig): EventObject[] {
  const types = new Set(inventoryOf(machine).transitions.map((transition) => transition.eventType));
  return [...types].filter((type) => type !== '').map((type) => ({ ...(config.events?.[type] ?? {}), type }));
}

/** Replays the shortest path to `startIn` on the live actor: timers fire on the clock, not by hand. */
function reach(
  actor: AnyActorRef,
  clock: SimulatedClock,
  logic: AnyStateMachine,
  input: unknown,
  config: WorkbenchConfig,
  startIn: string,
): boolean {
  const events = sampleEvents(logic, config);
  const paths = getShortestPaths(logic, {
    input,
    events: (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
    toState: (snapshot: AnyMachineSnapshot) => snapshot.matches(startIn as never),
  });
  const path = paths[0];
  if (!path) return false;
  for (const step of path.steps) {
    const event = step.event as EventObject;
    if (event.type === 'xstate.init') continue;
    if (event.type.startsWith('xstate.after.')) fireNextTimer(clock);
    else actor.send(event);
  }
  const reached = actor.getSnapshot() as AnyMachineSnapshot;
  return reached.matches(startIn);
}

export function useLiveMachine(
  machine: AnyStateMachine,
  config: WorkbenchConfig,
  startIn?: string,
): LiveMachine {
  const [run, setRun] = useState(0);
  const [live, setLive] = useState<{
    actor: AnyActorRef;
    clock: SimulatedClock;
    snapshot: AnyMachineSnapshot;
    log: LogEntry[];
    startFailed: boolean;
  }>();

  useEffect(() => {
    const tools = { random: createSeededRandom(config.seed ?? defaultSeed) };
    const logic = config.provide ? machine.provide(config.provide(tools)) : machine;
    const input: unknown = config.input?.(tools);
    const clock = new SimulatedClock();
    const log: LogEntry[] = [];
    let started = false;
    const actor: AnyActorRef = createActor(logic, {
      clock,
      input,
      // The log and the view follow the actor's own snapshots (timers included), in order.
      inspect: (event: InspectionEvent) => {
        if (event.type !== '@xstate.snapshot' || event.actorRef !== actor) return;
        const snapshot = event.snapshot as AnyMachineSnapshot;
        log.push({
          id: log.length,
          at: clock.now(),
          event: event.event.type,
          state: formatStateValue(snapshot.value),
        });
        if (started) update(false);
      },
    });
    const update = (startFailed: boolean) =>
      setLive((previous) => ({
        actor,
        clock,
        snapshot: actor.getSnapshot() as AnyMachineSnapshot,
        log: [...log],
        startFailed: startFailed || (previous?.actor === actor && previous.startFailed),
      }));
    const subscription = actor.subscribe({ error: () => update(false) });
    actor.start();
    const startFailed = startIn ? !reach(actor, clock, logic, input, config, startIn) : false;
    started = true;
    update(startFailed);
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [machine, config, startIn, run]);

  const clock = live?.clock;
  const actor = live?.actor;
  const refresh = useCallback(() => {
    if (!actor || !clock) return;
    // Time moved without an event when no timer was due: show the new time anyway.
    setLive((previous) => previous && { ...previous, snapshot: actor.getSnapshot() as AnyMachineSnapshot });
  }, [actor, clock]);

  return {
    snapshot: live?.snapshot,
    now: clock?.now() ?? 0,
    nextTimerAt: clock ? nextDue(clock) : undefined,
    log: live?.log ?? [],
    startFailed: live?.startFailed ?? false,
    send: useCallback((event: EventObject) => actor?.send(event), [actor]),
    advance: useCallback(
      (ms: number) => {
        if (!clock) return;
        advanceClock(clock, clock.now() + ms);
        refresh();
      },
      [clock, refresh],
    ),
    nextTimer: useCallback(() => {
      if (!clock) return;
      fireNextTimer(clock);
      refresh();
    }, [clock, refresh]),
    reset: useCallback(() => setRun((count) => count + 1), []),
  };
}
