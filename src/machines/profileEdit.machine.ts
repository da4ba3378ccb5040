/**
 * Editing the member profile's Settings: Edit opens the fields with the saved values, Save checks the
 * draft (a refused save keeps what was typed), Cancel puts the saved values back. The saved profile is the
 * member store's: `member.profile` follows it.
 *
 * States: `viewing` (initial), `editing`, `saving`.
 * Events: `user.edit`, `user.change` (field, value), `user.save`, `user.cancel`, `member.profile` (fields).
 * Emits `profile.saved` (fields).
 * Delays: `saveDuration` 800 ms.
 * Input: `fields` (the saved profile).
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';

export const profileEditDelays = { saveDuration: 800 } as const;

export interface ProfileEditFields {
  name: string;
  title: string;
  company: string;
  location: string;
}
export type ProfileEditField = keyof ProfileEditFields;

const fieldNames = ['name', 'title', 'company', 'location'] as const satisfies readonly ProfileEditField[];

export interface ProfileEditInput {
  fields: ProfileEditFields;
}

export interface ProfileEditContext {
  /** What the page shows everywhere (header, Settings while viewing). */
  saved: ProfileEditFields;
  /** What is typed in Settings. */
  draft: ProfileEditFields;
  /** A save was refused: the screen shows the messages of every field until the next edit session. */
  saveTried: boolean;
  /** Completed saves, so a screen can react to each one once. */
  saveCount: number;
}

export type ProfileEditEvent =
  | { type: 'user.edit' }
  | { type: 'user.change'; field: ProfileEditField; value: string }
  | { type: 'user.save' }
  | { type: 'user.cancel' }
  | { type: 'member.profile'; fields: ProfileEditFields };

export interface ProfileEditEmitted {
  type: 'profile.saved';
  fields: ProfileEditFields;
}

const isField = (value: unknown): value is ProfileEditField =>
  typeof value === 'string' && (fieldNames as readonly string[]).includes(value);

const copyFields = (fields: Partial<ProfileEditFields> | undefined): ProfileEditFields => {
  const copy: ProfileEditFields = { name: '', title: '', company: '', location: '' };
  for (const field of fieldNames) {
    const value = fields?.[field];
    if (typeof value === 'string') copy[field] = value;
  }
  return copy;
};

const trimFields = (fields: ProfileEditFields): ProfileEditFields => ({
  name: fields.name.trim(),
  title: fields.title.trim(),
  company: fields.company.trim(),
  location: fields.location.trim(),
});

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
    emitted: {} as ProfileEditEmitted,
  },
  delays: profileEditDelays,
  guards: {
    isDraftValid: ({ context }) => context.draft.name.trim() !== '',
  },
  actions: {
    startDraft: assign(({ context }) => ({ draft: context.saved, saveTried: false })),
    setField: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'user.change');
        return isField(event.field) && typeof event.value === 'string'
          ? { ...context.draft, [event.field]: event.value }
          : context.draft;
      },
    }),
    markSaveTried: assign({ saveTried: true }),
    followSaved: assign({
      saved: ({ event }) => {
        assertEvent(event, 'member.profile');
        return copyFields(event.fields);
      },
    }),
    followDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'member.profile');
        return copyFields(event.fields);
      },
    }),
    restoreSaved: assign(({ context }) => ({ draft: context.saved, saveTried: false })),
    applyDraft: assign(({ context }) => {
      const saved = trimFields(context.draft);
      return { saved, draft: saved, saveTried: false, saveCount: context.saveCount + 1 };
    }),
    // Provided by the screen: write the saved fields to the member store.
    writeProfile: (_, _fields: ProfileEditFields) => {},
    notifySaved: emit(({ context }) => ({ type: 'profile.saved' as const, fields: context.saved })),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => {
    const fields = copyFields(input.fields);
    return { saved: fields, draft: fields, saveTried: false, saveCount: 0 };
  },
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'user.edit': { target: 'editing', actions: 'startDraft' },
        'member.profile': { actions: ['followSaved', 'followDraft'] },
      },
    },
    editing: {
      on: {
        'user.change': { actions: 'setField' },
        'user.save': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'markSaveTried' }],
        'user.cancel': { target: 'viewing', actions: 'restoreSaved' },
        'member.profile': { actions: 'followSaved' },
      },
    },
    saving: {
      on: { 'member.profile': { actions: 'followSaved' } },
      after: {
        saveDuration: {
          target: 'viewing',
          actions: [
            'applyDraft',
            { type: 'writeProfile', params: ({ context }) => trimFields(context.draft) },
            'notifySaved',
          ],
        },
      },
    },
  },
});

export type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;
export type ProfileEditState = 'viewing' | 'editing' | 'saving';

export const selectEditState = (snapshot: ProfileEditSnapshot): ProfileEditState => snapshot.value;
export const selectDraft = (snapshot: ProfileEditSnapshot): ProfileEditFields => snapshot.context.draft;
export const selectSaveTried = (snapshot: ProfileEditSnapshot): boolean => snapshot.context.saveTried;
/** Edit Profile starts editing now (not while editing or saving). */
export const selectCanEdit = (snapshot: ProfileEditSnapshot): boolean => snapshot.can({ type: 'user.edit' });
/** Edit Profile, pressed again, cancels the editing under way. */
export const selectCanCancel = (snapshot: ProfileEditSnapshot): boolean =>
  snapshot.can({ type: 'user.cancel' });
