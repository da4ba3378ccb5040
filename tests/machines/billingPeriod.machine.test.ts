// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  billingPeriodMachine,
  selectBillingPeriod,
  type BillingPeriodEvent,
} from '../../src/machines/billingPeriod.machine';

function start() {
  const actor = createActor(billingPeriodMachine).start();
  return { actor, period: () => selectBillingPeriod(actor.getSnapshot()) };
}

describe('billingPeriodMachine', () => {
  it('starts monthly', () => {
    expect(start().period()).toBe('monthly');
  });

  it('monthly -> annual on choosing annual; annual -> monthly on choosing monthly', () => {
    const { actor, period } = start();
    actor.send({ type: 'user.choose', period: 'annual' });
    expect(period()).toBe('annual');
    actor.send({ type: 'user.choose', period: 'monthly' });
    expect(period()).toBe('monthly');
  });

  it('choosing the period already shown changes nothing', () => {
    const { actor, period } = start();
    expect(actor.getSnapshot().can({ type: 'user.choose', period: 'monthly' })).toBe(false);
    actor.send({ type: 'user.choose', period: 'monthly' });
    expect(period()).toBe('monthly');
    actor.send({ type: 'user.choose', period: 'annual' });
    expect(actor.getSnapshot().can({ type: 'user.choose', period: 'annual' })).toBe(false);
    actor.send({ type: 'user.choose', period: 'annual' });
    expect(period()).toBe('annual');
  });

  it('toggles both ways', () => {
    const { actor, period } = start();
    actor.send({ type: 'user.toggle' });
    expect(period()).toBe('annual');
    actor.send({ type: 'user.toggle' });
    expect(period()).toBe('monthly');
  });

  it('a choice without a period (or an unknown one) changes nothing and does not throw', () => {
    const { actor, period } = start();
    const bare = { type: 'user.choose' } as unknown as BillingPeriodEvent;
    expect(actor.getSnapshot().can(bare)).toBe(false);
    actor.send({ type: 'user.choose', period: 'weekly' } as unknown as BillingPeriodEvent);
    expect(period()).toBe('monthly');
  });
});
