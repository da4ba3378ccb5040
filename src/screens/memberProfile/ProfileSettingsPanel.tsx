/**
 * The member profile's Settings form, wired to the screen's profile edit actor: the fields as typed,
 * the messages of a refused save (src/data/memberProfile.ts rules), Save and Cancel; and the host that
 * creates that actor. Loaded the first time another tab than the overview opens (Edit Profile opens
 * Settings).
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ProfileSettingsForm } from '../../components/memberProfile/ProfileSettingsForm';
import {
  hasProfileErrors,
  profileFieldMaxLength,
  profileFieldNames,
  validateProfileFields,
  type ProfileField,
  type ProfileFields,
} from '../../data/memberProfileFields';
import { formatCount } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import {
  profileEditMachine,
  selectDraft,
  selectSaveTried,
  type ProfileEditFields,
  type ProfileEditState,
} from '../../machines/profileEdit.machine';
import { useAppActorRef } from '../../platform/actors';
import { memberStore } from '../../platform/memberStore';

const autoComplete: Record<ProfileField, string> = {
  name: 'name',
  title: 'organization-title',
  company: 'organization',
  location: 'address-level2',
};

/** The profile edit machine with the data rules plugged in; a save goes to the member store. */
const editMachine = profileEditMachine.provide({
  guards: { isDraftValid: ({ context }) => !hasProfileErrors(validateProfileFields(context.draft)) },
  actions: {
    writeProfile: (_, fields: ProfileFields) => memberStore().send({ type: 'profile.set', profile: fields }),
  },
});

export type ProfileEditActor = ActorRefFrom<typeof profileEditMachine>;

export interface ProfileEditHostProps {
  /** The saved fields when the actor starts (the screen sends later changes as `member.profile`). */
  fields: ProfileEditFields;
  onReady: (actor: ProfileEditActor) => void;
}

/** Creates the screen's profile edit actor and hands it up; it lives while the screen does. */
export function ProfileEditHost({ fields, onReady }: ProfileEditHostProps) {
  const edit = useAppActorRef(editMachine, { input: { fields } });
  useEffect(() => onReady(edit), [onReady, edit]);
  return null;
}

export interface ProfileSettingsPanelProps {
  edit: ProfileEditActor;
  editState: ProfileEditState;
}

export function ProfileSettingsPanel({ edit, editState }: ProfileSettingsPanelProps) {
  const { t, language } = useScreenText('memberProfile');
  const draft = useSelector(edit, selectDraft);
  const saveTried = useSelector(edit, selectSaveTried);

  const errors = saveTried ? validateProfileFields(draft) : {};
  const fieldError = (field: ProfileField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    return t(`settings.errors.${problem}`, {
      field: t(`settings.fields.${field}`),
      max: formatCount(profileFieldMaxLength[field], language),
      length: formatCount(draft[field].trim().length, language),
    });
  };

  return (
    <ProfileSettingsForm
      heading={t('settings.heading')}
      headingId="profile-settings-heading"
      description={t(editState === 'viewing' ? 'settings.locked' : 'settings.rules')}
      state={editState}
      fields={profileFieldNames.map((field) => ({
        id: field,
        label: t(`settings.fields.${field}`),
        value: draft[field],
        hint: t('settings.hint', { max: formatCount(profileFieldMaxLength[field], language) }),
        error: fieldError(field),
        autoComplete: autoComplete[field],
        required: field === 'name',
      }))}
      errorSummary={hasProfileErrors(errors) ? t('settings.errorSummary') : undefined}
      saveLabel={t('settings.save')}
      savingLabel={t('settings.saving')}
      cancelLabel={t('settings.cancel')}
      onChange={(field, value) => edit.send({ type: 'user.change', field: field as ProfileField, value })}
      onSave={() => edit.send({ type: 'user.save' })}
      onCancel={() => edit.send({ type: 'user.cancel' })}
    />
  );
}
