// @vitest-environment node
import { createActor, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  profileEditDelays,
  profileEditMachine,
  selectDraft,
  selectEditState,
  selectSaveTried,
  type ProfileEditEvent,
  type ProfileEditField,
  type ProfileEditFields,
} from '../../src/machines/profileEdit.machine';

const duration = profileEditDelays.saveDuration;
const saved: ProfileEditFields = {
  name: 'Li Wei',
  title: 'Head of Commodity Trading',
  company: 'Silk Road Agri Holdings',
  location: 'Shanghai, China',
};
const change = (field: ProfileEditField, value: string) => ({ type: 'user.change', field, value }) as const;

function start(fields: ProfileEditFields = saved, machine = profileEditMachine) {
  const clock = new SimulatedClock();
  const writeProfile = vi.fn<(fields: ProfileEditFields) => void>();
  const actor = createActor(
    machine.provide({
      actions: {
        writeProfile: (_, params: ProfileEditFields) => {
          writeProfile(params);
        },
      },
    }),
    { clock, input: { fields } },
  );
  const emitted: ProfileEditFields[] = [];
  actor.on('profile.saved', (event) => emitted.push(event.fields));
  actor.start();
  return { clock, actor, writeProfile, emitted, state: () => selectEditState(actor.getSnapshot()) };
}

describe('profileEditMachine', () => {
  it('names its delay: a save runs 800 ms', () => {
    expect(duration).toBe(800);
  });

  it('starts viewing the given fields, read-only; only Edit Profile is accepted', () => {
    const { actor, state } = start();
    const snapshot = actor.getSnapshot();
    expect(state()).toBe('viewing');
    expect(snapshot.context.saved).toEqual(saved);
    expect(selectDraft(snapshot)).toEqual(saved);
    expect(snapshot.matches('editing')).toBe(false);
    expect(selectSaveTried(snapshot)).toBe(false);
    expect(snapshot.context.saveCount).toBe(0);
    expect(snapshot.can({ type: 'user.edit' })).toBe(true);
    expect(snapshot.can({ type: 'user.save' })).toBe(false);
    expect(snapshot.can({ type: 'user.cancel' })).toBe(false);
    expect(snapshot.can(change('name', 'x'))).toBe(false);
  });

  it('ignores typing while viewing', () => {
    const { actor } = start();
    actor.send(change('name', 'Someone'));
    expect(selectDraft(actor.getSnapshot()).name).toBe('Li Wei');
  });

  it('copies only text fields from the input; missing ones are empty', () => {
    const { actor } = start({ name: 'A', title: 7 } as unknown as ProfileEditFields);
    expect(actor.getSnapshot().context.saved).toEqual({
      name: 'A',
      title: '',
      company: '',
      location: '',
    });
  });

  it('viewing -> editing on Edit Profile; typing changes the draft only', () => {
    const { actor, state } = start();
    actor.send({ type: 'user.edit' });
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send(change('title', 'CFO'));
    actor.send(change('location', '<b>Kano</b>'));
    expect(selectDraft(actor.getSnapshot())).toEqual({ ...saved, title: 'CFO', location: '<b>Kano</b>' });
    expect(actor.getSnapshot().context.saved).toEqual(saved);
    expect(actor.getSnapshot().can({ type: 'user.edit' })).toBe(false);
  });

  it('ignores a change without a known field or a text value', () => {
    const { actor } = start();
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.change' } as unknown as ProfileEditEvent);
    actor.send({ type: 'user.change', field: 'email', value: 'x' } as unknown as ProfileEditEvent);
    actor.send({ type: 'user.change', field: 'name', value: 5 } as unknown as ProfileEditEvent);
    expect(selectDraft(actor.getSnapshot())).toEqual(saved);
  });

  it('editing -> viewing on Cancel: the saved values come back, nothing is written', () => {
    const { actor, state, writeProfile, clock } = start();
    actor.send({ type: 'user.edit' });
    actor.send(change('name', 'Someone else'));
    actor.send({ type: 'user.cancel' });
    expect(state()).toBe('viewing');
    expect(selectDraft(actor.getSnapshot())).toEqual(saved);
    clock.increment(duration * 3);
    expect(writeProfile).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.saveCount).toBe(0);
  });

  it('editing -> saving on a valid Save; viewing with the trimmed draft after exactly 800 ms', () => {
    const { actor, clock, state, writeProfile, emitted } = start();
    actor.send({ type: 'user.edit' });
    actor.send(change('name', '  Amina Yusuf '));
    actor.send(change('company', ' Sahel Grain'));
    actor.send({ type: 'user.save' });
    expect(state()).toBe('saving');
    expect(actor.getSnapshot().matches('editing')).toBe(false);
    expect(actor.getSnapshot().context.saved).toEqual(saved);
    clock.increment(duration - 1);
    expect(state()).toBe('saving');
    expect(writeProfile).not.toHaveBeenCalled();
    clock.increment(1);
    const expected = { ...saved, name: 'Amina Yusuf', company: 'Sahel Grain' };
    expect(state()).toBe('viewing');
    expect(actor.getSnapshot().context.saved).toEqual(expected);
    expect(selectDraft(actor.getSnapshot())).toEqual(expected);
    expect(actor.getSnapshot().context.saveCount).toBe(1);
    expect(writeProfile).toHaveBeenCalledTimes(1);
    expect(writeProfile).toHaveBeenCalledWith(expected);
    expect(emitted).toEqual([expected]);
  });

  it('a refused Save (empty name) stays editing, keeps what was typed and turns the messages on', () => {
    const { actor, clock, state, writeProfile } = start();
    actor.send({ type: 'user.edit' });
    actor.send(change('name', '   '));
    actor.send(change('title', 'Trader'));
    actor.send({ type: 'user.save' });
    expect(state()).toBe('editing');
    expect(selectSaveTried(actor.getSnapshot())).toBe(true);
    expect(selectDraft(actor.getSnapshot())).toEqual({ ...saved, name: '   ', title: 'Trader' });
    clock.increment(duration);
    expect(writeProfile).not.toHaveBeenCalled();
    // Fixing the name lets the next Save through.
    actor.send(change('name', 'Li'));
    actor.send({ type: 'user.save' });
    expect(state()).toBe('saving');
  });

  it('uses the guard the screen provides (e.g. length limits)', () => {
    const strict = profileEditMachine.provide({
      guards: { isDraftValid: ({ context }) => context.draft.name.length <= 80 },
    });
    const { actor, state } = start(saved, strict);
    actor.send({ type: 'user.edit' });
    actor.send(change('name', 'a'.repeat(500)));
    actor.send({ type: 'user.save' });
    expect(state()).toBe('editing');
    expect(selectDraft(actor.getSnapshot()).name).toHaveLength(500);
  });

  it('Cancel and a new edit session clear the messages', () => {
    const { actor } = start();
    actor.send({ type: 'user.edit' });
    actor.send(change('name', ''));
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.cancel' });
    expect(selectSaveTried(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.edit' });
    expect(selectSaveTried(actor.getSnapshot())).toBe(false);
    expect(selectDraft(actor.getSnapshot())).toEqual(saved);
  });

  it('a double Save starts one save; nothing is accepted while saving', () => {
    const { actor, clock, writeProfile } = start();
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.save' });
    const snapshot = actor.getSnapshot();
    for (const event of [{ type: 'user.save' }, { type: 'user.cancel' }, { type: 'user.edit' }] as const) {
      expect(snapshot.can(event)).toBe(false);
    }
    expect(snapshot.can(change('name', 'x'))).toBe(false);
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.cancel' });
    actor.send(change('name', 'typed while saving'));
    clock.increment(duration);
    expect(writeProfile).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.saved).toEqual(saved);
  });

  it('edits again after a save, starting from the new saved values; Cancel then restores them', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.edit' });
    actor.send(change('title', 'CFO'));
    actor.send({ type: 'user.save' });
    clock.increment(duration);
    actor.send({ type: 'user.edit' });
    expect(selectDraft(actor.getSnapshot()).title).toBe('CFO');
    actor.send(change('title', 'CEO'));
    actor.send({ type: 'user.cancel' });
    expect(selectDraft(actor.getSnapshot()).title).toBe('CFO');
    expect(actor.getSnapshot().context.saveCount).toBe(1);
  });

  it('stopping mid-save leaves no timer: nothing is written later', () => {
    const { actor, clock, writeProfile } = start();
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.save' });
    clock.increment(duration / 2);
    actor.stop();
    clock.increment(duration * 10);
    expect(writeProfile).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('follows the store: while viewing the page shows the new fields; while editing what is typed stays', () => {
    const other = { ...saved, name: 'Amina Yusuf', company: 'Sahel Grain' };
    const { actor, clock, writeProfile } = start();
    actor.send({ type: 'member.profile', fields: other });
    expect(actor.getSnapshot().context.saved).toEqual(other);
    expect(selectDraft(actor.getSnapshot())).toEqual(other);
    actor.send({ type: 'user.edit' });
    actor.send(change('title', 'CFO'));
    actor.send({ type: 'member.profile', fields: saved });
    expect(actor.getSnapshot().context.saved).toEqual(saved);
    expect(selectDraft(actor.getSnapshot())).toEqual({ ...other, title: 'CFO' });
    actor.send({ type: 'user.save' });
    actor.send({ type: 'member.profile', fields: other });
    expect(selectEditState(actor.getSnapshot())).toBe('saving');
    expect(actor.getSnapshot().context.saved).toEqual(other);
    clock.increment(duration);
    // The save completes with what was typed: the member's last word wins.
    expect(writeProfile).toHaveBeenCalledWith({ ...other, title: 'CFO' });
    expect(writeProfile).toHaveBeenCalledTimes(1);
  });

  it('copies only text fields from the store', () => {
    const { actor } = start();
    actor.send({ type: 'member.profile', fields: { name: 'X', title: 3 } as never });
    expect(actor.getSnapshot().context.saved).toEqual({
      name: 'X',
      title: '',
      company: '',
      location: '',
    });
  });

  // The graph helpers do not type a machine's emitted events; the chart itself is unchanged.
  const graphMachine = profileEditMachine as unknown as AnyStateMachine;
  const afterSave = 'xstate.after.saveDuration.profileEdit.saving';
  const graphEvents = [
    { type: 'user.edit' },
    change('name', 'Graph'),
    { type: 'user.save' },
    { type: 'user.cancel' },
    { type: 'member.profile', fields: saved },
    { type: afterSave },
  ] as ProfileEditEvent[];
  const graphOptions = {
    events: (snapshot: AnyMachineSnapshot) => graphEvents.filter((event) => snapshot.can(event)),
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
    input: { fields: saved },
  };

  it('takes every transition of the chart (xstate/graph adjacency)', () => {
    const adjacency = getAdjacencyMap(graphMachine, graphOptions);
    type Edge = { event: ProfileEditEvent; state: AnyMachineSnapshot };
    const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.values(transitions as Record<string, Edge>).map(
        ({ event, state }) => `${from} --${event.type}--> ${JSON.stringify(state.value)}`,
      ),
    );
    expect(edges.sort()).toEqual(
      [
        '"viewing" --user.edit--> "editing"',
        '"viewing" --member.profile--> "viewing"',
        '"editing" --member.profile--> "editing"',
        '"saving" --member.profile--> "saving"',
        '"editing" --user.change--> "editing"',
        '"editing" --user.save--> "saving"',
        '"editing" --user.cancel--> "viewing"',
        `"saving" --${afterSave}--> "viewing"`,
      ].sort(),
    );
  });

  it('reaches every state (xstate/graph shortest paths, replayed on the simulated clock)', () => {
    const paths = getShortestPaths(graphMachine, graphOptions);
    expect(new Set(paths.map((path) => path.state.value as unknown))).toEqual(
      new Set(['viewing', 'editing', 'saving']),
    );
    for (const path of paths) {
      const { actor, clock } = start();
      for (const step of path.steps) {
        const event = step.event as ProfileEditEvent;
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(duration);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });
});
