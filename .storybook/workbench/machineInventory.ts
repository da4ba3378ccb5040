/**
 * What a machine is made of, read from its definition: every state node and every transition, each
 * with a stable key and a readable label. The statechart stories label their arrows with it and the
 * transition coverage of the machine tests (`tests/support/machineCoverage.ts`) counts against it, so
 * a diagram arrow and a line of the coverage table always say the same thing.
 *
 * A transition is one candidate of a state node for one event: `toastQueue.showing.running` has two
 * for its `toastDuration` delay (`[hasOthers]` back to itself, otherwise to `empty`), and each counts
 * on its own. Targetless transitions (actions only) count too; their target is the source itself.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface TransitionInfo {
  /** Stable across `machine.provide(...)` copies: source id, event type and the candidate's index. */
  key: string;
  /** `showing.running --after 5000 ms (toastDuration) [hasOthers]--> showing.running` */
  label: string;
  source: string;
  targets: string[];
  /** The event label alone: `user.login`, `after 5000 ms (toastDuration)`, `always`. */
  event: string;
  eventType: string;
  guard: string | undefined;
  /** True for `after` transitions: the clock, not a button, takes them. */
  delayed: boolean;
}

export interface MachineInventory {
  id: string;
  /** State node ids without the root (`toastQueue.showing.paused`). */
  states: string[];
  transitions: TransitionInfo[];
}

/** Every state node below `node`, depth first, in definition order. */
function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodesOf(child)]);
}

/** The path of a state node without the machine id: `showing.running` (the root is `(machine)`). */
function statePath(node: AnyStateNode): string {
  return node.path.length > 0 ? node.path.join('.') : '(machine)';
}

/** XState types `eventType` loosely; it is always a string (`''` for `always`). */
const eventTypeOf = (transition: AnyTransitionDefinition): string =>
  (transition as { eventType: string }).eventType;

function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source;
  if (source.always?.includes(transition)) return source.always;
  return source.transitions.get(eventTypeOf(transition)) ?? [transition];
}

/** The key a taken transition is recorded under; the same for the definition and for a running copy. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const index = candidatesOf(transition).indexOf(transition);
  return `${transition.source.id}#${eventTypeOf(transition)}#${index}`;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

function delayLabel(transition: AnyTransitionDefinition): string | undefined {
  const delay = (transition as { delay?: string | number }).delay;
  if (delay === undefined) return undefined;
  if (typeof delay === 'number') return `after ${delay} ms`;
  const machine = transition.source.machine as { implementations: { delays: Record<string, unknown> } };
  const value = machine.implementations.delays[delay];
  return typeof value === 'number' ? `after ${value} ms (${delay})` : `after ${delay}`;
}

export function describeTransition(transition: AnyTransitionDefinition): TransitionInfo {
  const source = statePath(transition.source);
  const targets = transition.target?.length ? transition.target.map(statePath) : [source];
  const delayed = delayLabel(transition);
  const isAlways = transition.source.always?.includes(transition) ?? false;
  const eventType = eventTypeOf(transition);
  const event = delayed ?? (isAlways ? 'always' : eventType);
  const guard = guardName(transition.guard);
  const guardText = guard ? ` [${guard}]` : '';
  return {
    key: transitionKey(transition),
    label: `${source} --${event}${guardText}--> ${targets.join(', ')}`,
    source,
    targets,
    event,
    eventType,
    guard,
    delayed: delayed !== undefined,
  };
}

/** Every transition a state node defines itself (`on`, `after`, `always`, `onDone`), in order. */
function ownTransitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function inventoryOf(machine: AnyStateMachine): MachineInventory {
  const nodes = [machine.root as AnyStateNode, ...stateNodesOf(machine.root as AnyStateNode)];
  return {
    id: machine.id,
    states: nodes.slice(1).map((node) => node.id),
    transitions: nodes.flatMap(ownTransitionsOf).map(describeTransition),
  };
}

/** The events a button can send: not delays, not `always`, not XState's own (`xstate.done.*`). */
export function buttonEvents(machine: AnyStateMachine): string[] {
  const types = inventoryOf(machine)
    .transitions.filter((transition) => !transition.delayed && transition.eventType !== '')
    .map((transition) => transition.eventType)
    .filter((type) => !type.startsWith('xstate.'));
  return [...new Set(types)];
}

/** Duck-typed: a module's `xxxMachine` export that really is a state machine. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'id' in value &&
    typeof (value as { transition?: unknown }).transition === 'function'
  );
}

/** The machine a `src/machines/*.machine.ts` module exports as `<name>Machine`, or the first one. */
export function machineOfModule(name: string, module: Record<string, unknown>): AnyStateMachine | undefined {
  const named = module[`${name}Machine`];
  if (isStateMachine(named)) return named;
  return Object.entries(module).find(
    ([key, value]) => key.endsWith('Machine') && isStateMachine(value),
  )?.[1] as AnyStateMachine | undefined;
}

/** `/src/machines/toastQueue.machine.ts` → `toastQueue`. */
export function machineNameOf(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.machine\.[cm]?[jt]sx?$/, '');
}
