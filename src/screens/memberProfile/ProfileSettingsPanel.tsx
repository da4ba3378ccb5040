/**
 * The member profile's Settings form, wired to the screen's profile edit actor: the fields as typed,
 * the messages of a refused save (src/data/memberProfile.ts rules), Save and Cancel. Loaded the first
 * time another tab than the overview opens (Edit Profile opens Settings).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ProfileSettingsForm } from '../../components/memberProfile/ProfileSettingsForm';
import {
  hasProfileErrors,
  profileFieldMaxLength,
  profileFieldNames,
  validateProfileFields,
  type ProfileField,
} from '../../data/memberProfileFields';
import { formatCount } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import {
  selectDraft,
  selectSaveTried,
  type profileEditMachine,
  type ProfileEditState,
} from '../../machines/profileEdit.machine';

const autoComplete: Record<ProfileField, string> = {
  name: 'name',
  title: 'organization-title',
  company: 'organization',
  location: 'address-level2',
};

export type ProfileEditActor = ActorRefFrom<typeof profileEditMachine>;

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
