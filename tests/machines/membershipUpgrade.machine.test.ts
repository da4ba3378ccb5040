// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  membershipUpgradeDelays,
  membershipUpgradeMachine,
  selectPendingTier,
  selectProcessingTier,
  selectUpgradeState,
} from '../../src/machines/membershipUpgrade.machine';
import { tierIds, type TierId } from '../../src/data/memberKey';

const duration = membershipUpgradeDelays.upgradeDuration;
const choose = (tier: unknown) => ({ type: 'user.choose', tier: tier as TierId }) as const;

function start(currentTier: TierId = 'gold') {
  const clock = new SimulatedClock();
  const actor = createActor(membershipUpgradeMachine, { clock, input: { currentTier, tiers: tierIds } });
  const confirmed: TierId[] = [];
  actor.on('tier.confirmed', ({ tier }) => confirmed.push(tier));
  actor.start();
  return { clock, actor, confirmed, state: () => selectUpgradeState(actor.getSnapshot()) };
}

describe('membershipUpgradeMachine', () => {
  it('names its delay: a change processes for 2 s', () => {
    expect(duration).toBe(2000);
  });

  it('starts idle on the given tier; a tier outside the list starts from the lowest', () => {
    const { actor, state } = start('silver');
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.currentTier).toBe('silver');
    expect(selectPendingTier(actor.getSnapshot())).toBe(null);
    expect(actor.getSnapshot().context.previousTier).toBe(null);
    const bad = createActor(membershipUpgradeMachine, {
      input: { currentTier: 'diamond' as never, tiers: tierIds },
    }).start();
    expect(bad.getSnapshot().context.currentTier).toBe('bronze');
  });

  it('idle -> processing on a higher tier; confirmed after exactly 2 s with the new tier, emitted once', () => {
    const { actor, clock, state, confirmed } = start();
    actor.send(choose('platinum'));
    expect(state()).toBe('processing');
    expect(selectProcessingTier(actor.getSnapshot())).toBe('platinum');
    expect(actor.getSnapshot().context.currentTier).toBe('gold');
    clock.increment(duration - 1);
    expect(state()).toBe('processing');
    expect(confirmed).toEqual([]);
    clock.increment(1);
    expect(state()).toBe('confirmed');
    expect(confirmed).toEqual(['platinum']);
    expect(actor.getSnapshot().context.currentTier).toBe('platinum');
    expect(actor.getSnapshot().context.previousTier).toBe('gold');
    expect(selectPendingTier(actor.getSnapshot())).toBe(null);
    expect(selectProcessingTier(actor.getSnapshot())).toBe(null);
  });

  it('idle -> confirmingDowngrade on a lower tier; confirm -> processing -> confirmed', () => {
    const { actor, clock, state } = start();
    actor.send(choose('bronze'));
    expect(state()).toBe('confirmingDowngrade');
    expect(selectPendingTier(actor.getSnapshot())).toBe('bronze');
    expect(selectProcessingTier(actor.getSnapshot())).toBe(null);
    clock.increment(duration * 5);
    expect(state()).toBe('confirmingDowngrade');
    actor.send({ type: 'user.confirm' });
    expect(state()).toBe('processing');
    expect(selectProcessingTier(actor.getSnapshot())).toBe('bronze');
    clock.increment(duration);
    expect(state()).toBe('confirmed');
    expect(actor.getSnapshot().context.currentTier).toBe('bronze');
  });

  it('confirmingDowngrade -> idle on cancel, keeping the current tier', () => {
    const { actor, state } = start();
    actor.send(choose('silver'));
    actor.send({ type: 'user.cancel' });
    expect(state()).toBe('idle');
    expect(selectPendingTier(actor.getSnapshot())).toBe(null);
    expect(actor.getSnapshot().context.currentTier).toBe('gold');
  });

  it('while asking, other choices are refused', () => {
    const { actor, state } = start();
    actor.send(choose('bronze'));
    expect(actor.getSnapshot().can(choose('platinum'))).toBe(false);
    actor.send(choose('platinum'));
    expect(state()).toBe('confirmingDowngrade');
    expect(selectPendingTier(actor.getSnapshot())).toBe('bronze');
  });

  it('confirmed -> processing on a higher tier, -> confirmingDowngrade on a lower one, -> idle on dismiss', () => {
    const { actor, clock, state } = start('bronze');
    actor.send(choose('silver'));
    clock.increment(duration);
    expect(state()).toBe('confirmed');
    actor.send(choose('gold'));
    expect(state()).toBe('processing');
    clock.increment(duration);
    expect(actor.getSnapshot().context.currentTier).toBe('gold');
    expect(actor.getSnapshot().context.previousTier).toBe('silver');
    actor.send(choose('silver'));
    expect(state()).toBe('confirmingDowngrade');
    actor.send({ type: 'user.cancel' });
    expect(state()).toBe('idle');
    actor.send(choose('platinum'));
    clock.increment(duration);
    actor.send({ type: 'user.dismiss' });
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.currentTier).toBe('platinum');
  });

  it.each([
    ['the current tier', 'gold'],
    ['an unknown tier', 'diamond'],
    ['HTML', '<b>platinum</b>'],
    ['empty', ''],
    ['a number', 3],
    ['nothing', undefined],
  ])('refuses choosing %s (in idle and in confirmed)', (_name, tier) => {
    const { actor, clock, state } = start();
    expect(actor.getSnapshot().can(choose(tier))).toBe(false);
    actor.send(choose(tier));
    expect(state()).toBe('idle');
    actor.send(choose('platinum'));
    clock.increment(duration);
    actor.send(choose(tier === 'gold' ? 'platinum' : tier));
    expect(state()).toBe('confirmed');
  });

  it('refuses bare events without throwing (the workbench probes them)', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'user.choose' } as never)).toBe(false);
    expect(snapshot.can({ type: 'user.confirm' })).toBe(false);
    expect(snapshot.can({ type: 'user.cancel' })).toBe(false);
    expect(snapshot.can({ type: 'user.dismiss' })).toBe(false);
  });

  it('a double click processes one change; other tiers are refused while processing', () => {
    const { actor, clock, state } = start();
    actor.send(choose('platinum'));
    expect(actor.getSnapshot().can(choose('platinum'))).toBe(false);
    expect(actor.getSnapshot().can(choose('bronze'))).toBe(false);
    actor.send(choose('platinum'));
    actor.send(choose('bronze'));
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.dismiss' });
    expect(state()).toBe('processing');
    clock.increment(duration);
    expect(state()).toBe('confirmed');
    expect(actor.getSnapshot().context.currentTier).toBe('platinum');
    expect(actor.getSnapshot().context.previousTier).toBe('gold');
    clock.increment(duration);
    expect(state()).toBe('confirmed');
  });

  it('a double confirm of a downgrade processes once', () => {
    const { actor, clock, state } = start();
    actor.send(choose('bronze'));
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.confirm' });
    clock.increment(duration);
    expect(state()).toBe('confirmed');
    expect(actor.getSnapshot().context.previousTier).toBe('gold');
  });

  it('stopping mid-run (leaving the screen) leaves no timer and changes nothing', () => {
    const { actor, clock, confirmed } = start();
    actor.send(choose('platinum'));
    actor.stop();
    clock.increment(duration * 3);
    expect(confirmed).toEqual([]);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().context.currentTier).toBe('gold');
    expect(selectUpgradeState(actor.getSnapshot())).toBe('processing');
  });

  it('follows the store: member.tier moves the current tier in every state; an unknown tier is ignored', () => {
    const { actor, clock, state, confirmed } = start();
    actor.send({ type: 'member.tier', tier: 'silver' });
    expect(actor.getSnapshot().context.currentTier).toBe('silver');
    // Gold is now an upgrade, Bronze still a downgrade.
    expect(actor.getSnapshot().can(choose('gold'))).toBe(true);
    actor.send({ type: 'member.tier', tier: 'diamond' as never });
    expect(actor.getSnapshot().can({ type: 'member.tier', tier: 'diamond' as never })).toBe(false);
    expect(actor.getSnapshot().context.currentTier).toBe('silver');
    actor.send(choose('bronze'));
    actor.send({ type: 'member.tier', tier: 'platinum' });
    expect(state()).toBe('confirmingDowngrade');
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'member.tier', tier: 'gold' });
    expect(state()).toBe('processing');
    clock.increment(duration);
    expect(confirmed).toEqual(['bronze']);
    expect(actor.getSnapshot().context.previousTier).toBe('gold');
    actor.send({ type: 'member.tier', tier: 'platinum' });
    expect(state()).toBe('confirmed');
    expect(actor.getSnapshot().context.currentTier).toBe('platinum');
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(membershipUpgradeMachine, {
      input: { currentTier: 'gold', tiers: tierIds },
      events: [
        choose('platinum'),
        choose('bronze'),
        { type: 'user.confirm' },
        { type: 'user.cancel' },
        { type: 'user.dismiss' },
        { type: 'member.tier', tier: 'silver' },
      ],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['idle', 'confirmingDowngrade', 'processing']) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });
});
