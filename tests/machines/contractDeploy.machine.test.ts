// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  contractDeployDelays,
  contractDeployMachine,
  progressStep,
  selectDeployProgress,
  selectDeployState,
  selectIsDeploying,
  selectSelectedTemplateId,
} from '../../src/machines/contractDeploy.machine';

const interval = contractDeployDelays.progressInterval;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(contractDeployMachine, { clock });
  const deployed: string[] = [];
  actor.on('contract.deployed', ({ templateId }) => deployed.push(templateId));
  actor.start();
  return { clock, actor, deployed, progress: () => selectDeployProgress(actor.getSnapshot()) };
}

describe('contractDeployMachine', () => {
  it('has the spec timing and step', () => {
    expect(interval).toBe(500);
    expect(progressStep).toBe(10);
  });

  it('starts idle with no template: Deploy is disabled', () => {
    const { actor, deployed } = start();
    const snapshot = actor.getSnapshot();
    expect(selectDeployState(snapshot)).toBe('idle');
    expect(selectSelectedTemplateId(snapshot)).toBe(null);
    expect(selectDeployProgress(snapshot)).toBe(0);
    expect(deployed).toEqual([]);
    expect(snapshot.can({ type: 'user.deploy' })).toBe(false);
  });

  it.each(['', '   '])('ignores a blank template id %j', (templateId) => {
    const { actor } = start();
    actor.send({ type: 'user.select', templateId });
    expect(selectSelectedTemplateId(actor.getSnapshot())).toBe(null);
  });

  it('Use Template selects; another replaces it', () => {
    const { actor } = start();
    actor.send({ type: 'user.select', templateId: 'tpl-a' });
    actor.send({ type: 'user.select', templateId: 'tpl-b' });
    expect(selectSelectedTemplateId(actor.getSnapshot())).toBe('tpl-b');
    expect(actor.getSnapshot().can({ type: 'user.deploy' })).toBe(true);
  });

  it('deploys: progress rises by 10 every 500 ms to 100, then announces the contract once', () => {
    const { actor, clock, progress, deployed } = start();
    actor.send({ type: 'user.select', templateId: 'tpl-a' });
    actor.send({ type: 'user.deploy' });
    expect(selectIsDeploying(actor.getSnapshot())).toBe(true);
    expect(progress()).toBe(0);
    expect(actor.getSnapshot().can({ type: 'user.deploy' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.select', templateId: 'tpl-b' })).toBe(false);
    for (let expected = 10; expected < 100; expected += 10) {
      clock.increment(interval - 1);
      expect(progress()).toBe(expected - 10);
      clock.increment(1);
      expect(progress()).toBe(expected);
      expect(selectIsDeploying(actor.getSnapshot())).toBe(true);
      expect(deployed).toEqual([]);
    }
    clock.increment(interval);
    expect(progress()).toBe(100);
    expect(selectDeployState(actor.getSnapshot())).toBe('deployed');
    expect(deployed).toEqual(['tpl-a']);
  });

  it('a double click on Deploy starts nothing twice', () => {
    const { actor, clock, progress, deployed } = start();
    actor.send({ type: 'user.select', templateId: 'tpl-a' });
    actor.send({ type: 'user.deploy' });
    clock.increment(interval);
    actor.send({ type: 'user.deploy' });
    expect(progress()).toBe(10);
    for (let i = 0; i < 9; i += 1) clock.increment(interval);
    expect(deployed).toHaveLength(1);
  });

  it('deploys again from deployed (from 0), announcing each', () => {
    const { actor, clock, progress, deployed } = start();
    actor.send({ type: 'user.select', templateId: 'tpl-a' });
    actor.send({ type: 'user.deploy' });
    for (let i = 0; i < 10; i += 1) clock.increment(interval);
    actor.send({ type: 'user.deploy' });
    expect(progress()).toBe(0);
    for (let i = 0; i < 10; i += 1) clock.increment(interval);
    expect(deployed).toEqual(['tpl-a', 'tpl-a']);
  });

  it('choosing another template after a deploy returns to idle with progress 0', () => {
    const { actor, clock, progress, deployed } = start();
    actor.send({ type: 'user.select', templateId: 'tpl-a' });
    actor.send({ type: 'user.deploy' });
    for (let i = 0; i < 10; i += 1) clock.increment(interval);
    actor.send({ type: 'user.select', templateId: ' ' });
    expect(selectDeployState(actor.getSnapshot())).toBe('deployed');
    actor.send({ type: 'user.select', templateId: 'tpl-c' });
    expect(selectDeployState(actor.getSnapshot())).toBe('idle');
    expect(progress()).toBe(0);
    expect(selectSelectedTemplateId(actor.getSnapshot())).toBe('tpl-c');
    expect(deployed).toHaveLength(1);
  });

  it('stopping mid-deploy (leaving the screen) cancels it: no timer behind, nothing deployed', () => {
    const { actor, clock, deployed } = start();
    actor.send({ type: 'user.select', templateId: 'tpl-a' });
    actor.send({ type: 'user.deploy' });
    clock.increment(interval);
    actor.stop();
    const before = actor.getSnapshot();
    for (let i = 0; i < 12; i += 1) clock.increment(interval);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.context.progress).toBe(10);
    expect(deployed).toEqual([]);
  });
});
