// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { balanceVisibilityMachine, selectIsHidden } from '../../src/machines/balanceVisibility.machine';

const start = () => createActor(balanceVisibilityMachine).start();

describe('balanceVisibilityMachine', () => {
  it('starts shown', () => {
    const actor = start();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(selectIsHidden(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.show' })).toBe(false);
  });

  it('user.toggle flips shown -> hidden -> shown', () => {
    const actor = start();
    actor.send({ type: 'user.toggle' });
    expect(selectIsHidden(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.toggle' });
    expect(selectIsHidden(actor.getSnapshot())).toBe(false);
  });

  it('user.hide and user.show set it; repeating them changes nothing', () => {
    const actor = start();
    actor.send({ type: 'user.hide' });
    expect(actor.getSnapshot().can({ type: 'user.hide' })).toBe(false);
    actor.send({ type: 'user.hide' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'user.show' });
    actor.send({ type: 'user.show' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });
});
