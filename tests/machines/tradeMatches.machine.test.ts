// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createSequenceRandom } from '../support/random';
import {
  matchScoreBounds,
  selectMatchCount,
  selectMatches,
  tradeMatchesMachine,
  type TradeMatchesEvent,
} from '../../src/machines/tradeMatches.machine';

const steel = { code: 'steelCoils', value: 1000 };
const oil = { code: 'crudeOil', value: 2000 };
const soy = { code: 'soybeans', value: 500 };
const drop = (from: string, to: string, item1 = steel, item2 = oil): TradeMatchesEvent => ({
  type: 'user.drop',
  from,
  to,
  item1,
  item2,
});

function start(draws: number[] = [0, 0.999, 0.5]) {
  return createActor(tradeMatchesMachine, { input: { random: createSequenceRandom(draws) } }).start();
}

describe('tradeMatchesMachine', () => {
  it('scores from 70 to 99', () => {
    expect(matchScoreBounds).toEqual({ min: 70, max: 99 });
  });

  it('starts empty: nothing to accept, execute or reset', () => {
    const actor = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('empty')).toBe(true);
    expect(selectMatches(snapshot)).toEqual([]);
    expect(selectMatchCount(snapshot)).toBe(0);
    expect(snapshot.matches('matching')).toBe(false);
    expect(snapshot.can({ type: 'user.accept', id: 'sim-match-1' })).toBe(false);
    expect(snapshot.can({ type: 'contract.execute' })).toBe(false);
    expect(snapshot.can({ type: 'user.reset' })).toBe(false);
  });

  it('creates a potential match with a random score when dropping on another party', () => {
    const actor = start([0, 0.999, 0.5]);
    actor.send(drop('a', 'b'));
    actor.send(drop('b', 'c', oil, soy));
    actor.send(drop('c', 'a', soy, steel));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('matching')).toBe(true);
    expect(snapshot.matches('matching')).toBe(true);
    expect(selectMatches(snapshot)).toEqual([
      {
        id: 'sim-match-1',
        party1: 'a',
        party2: 'b',
        item1: steel,
        item2: oil,
        matchScore: 70,
        status: 'potential',
      },
      {
        id: 'sim-match-2',
        party1: 'b',
        party2: 'c',
        item1: oil,
        item2: soy,
        matchScore: 99,
        status: 'potential',
      },
      {
        id: 'sim-match-3',
        party1: 'c',
        party2: 'a',
        item1: soy,
        item2: steel,
        matchScore: 85,
        status: 'potential',
      },
    ]);
  });

  it('does nothing when dropping on the same party, in either state', () => {
    const actor = start();
    expect(actor.getSnapshot().can(drop('a', 'a'))).toBe(false);
    actor.send(drop('a', 'a'));
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    actor.send(drop('a', 'b'));
    actor.send(drop('b', 'b'));
    expect(selectMatchCount(actor.getSnapshot())).toBe(1);
  });

  it('ignores empty party ids and a repeated pair (same direction), accepts the reverse pair', () => {
    const actor = start();
    actor.send(drop('', 'b'));
    actor.send(drop('a', ''));
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    actor.send(drop('a', 'b'));
    actor.send(drop('a', 'b'));
    expect(selectMatchCount(actor.getSnapshot())).toBe(1);
    actor.send(drop('b', 'a'));
    expect(selectMatchCount(actor.getSnapshot())).toBe(2);
  });

  it('accepts a potential match (matched), and only a potential one', () => {
    const actor = start();
    actor.send(drop('a', 'b'));
    actor.send(drop('b', 'c'));
    expect(actor.getSnapshot().can({ type: 'user.accept', id: 'nope' })).toBe(false);
    actor.send({ type: 'user.accept', id: 'sim-match-1' });
    expect(selectMatches(actor.getSnapshot()).map((m) => m.status)).toEqual(['matched', 'potential']);
    expect(actor.getSnapshot().can({ type: 'user.accept', id: 'sim-match-1' })).toBe(false);
  });

  it('sets every match executing when the contract executes', () => {
    const actor = start();
    actor.send(drop('a', 'b'));
    actor.send(drop('b', 'c'));
    actor.send({ type: 'user.accept', id: 'sim-match-2' });
    actor.send({ type: 'contract.execute' });
    expect(selectMatches(actor.getSnapshot()).map((m) => m.status)).toEqual(['executing', 'executing']);
    expect(actor.getSnapshot().can({ type: 'user.accept', id: 'sim-match-1' })).toBe(false);
    // A match made afterwards starts potential again.
    actor.send(drop('c', 'd'));
    expect(selectMatches(actor.getSnapshot())[2]?.status).toBe('potential');
  });

  it('reset clears the matches; ids keep counting', () => {
    const actor = start();
    actor.send(drop('a', 'b'));
    actor.send({ type: 'user.reset' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(selectMatches(actor.getSnapshot())).toEqual([]);
    actor.send(drop('a', 'b'));
    expect(selectMatches(actor.getSnapshot())[0]?.id).toBe('sim-match-2');
  });
});
