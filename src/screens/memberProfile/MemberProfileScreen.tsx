/**
 * Member profile: the header with the tier badge
 * (the member store's tier, Gold by default) and the Edit Profile
 * toggle, four stat cards, and six tabs kept in the URL (`?tab=settings`; an unknown value is the
 * overview): Overview (trust score with the weights 30/40/20/10, contact), KYC & Verification,
 * Blockchain (wallet, activity trace), Compliance, Activity and Settings.
 *
 * Settings runs src/machines/profileEdit.machine.ts (loaded with the other tabs: the overview paints
 * without it; Edit Profile pressed before it has arrived starts editing once it has): fields disabled
 * until Edit Profile, Save checks them (src/data/memberProfile.ts: name required, bounded lengths; HTML is text), saves for 800 ms,
 * then the fields go to the member store (`profile.set`), the header shows them and a toast confirms
 * (or, when storage refused the write, says the change holds for this visit only).
 * Cancel puts the saved values back. Settings also holds "Your data" (reset, export, import:
 * ./MemberDataSection.tsx). The profile's wallet is the SDR wallet's address.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ProfileHeader } from '../../components/memberProfile/ProfileHeader';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page, Stack } from '../../components/primitives/ScreenLayout';
import type { TierId } from '../../data/memberKey';
import { profileInitials, profileTabs, sampleProfile, verificationTone } from '../../data/memberProfile';
import { sampleMember, sampleMemberCompany, sampleProfileFields } from '../../data/memberProfileFields';
import { formatDate } from '../../i18n/format';
import { selectProfile, selectTier } from '../../machines/memberStore.machine';
import { useScreenText } from '../../platform/screenText';
import { useUrlTab } from '../../platform/urlState';
import type { ProfileEditSnapshot, ProfileEditState } from '../../machines/profileEdit.machine';
import { useDeferredModule } from '../../platform/deferredModule';
import type { ProfileEditActor } from './ProfileSettingsPanel';
import { isMemberDataSaved, useMember } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { OverviewSection } from './OverviewSection';
import { StatsSection } from './StatsSection';
import type { RoleName } from '../../theme/themes';

// The edit actor's selectors, written out, with what they are before it exists: viewing, the saved
// fields, Edit enabled.
const selectEditState = (snapshot: ProfileEditSnapshot | undefined): ProfileEditState =>
  snapshot?.value ?? 'viewing';
const selectSavedFields = (snapshot: ProfileEditSnapshot | undefined) => snapshot?.context.saved;
const selectCanEdit = (snapshot: ProfileEditSnapshot | undefined) =>
  snapshot ? snapshot.can({ type: 'user.edit' }) : true;
const selectCanCancel = (snapshot: ProfileEditSnapshot | undefined) =>
  snapshot ? snapshot.can({ type: 'user.cancel' }) : false;

/** A value of the edit actor's snapshot, live (`useSelector` would bring XState's React bindings in). */
function useEditValue<T>(
  edit: ProfileEditActor | undefined,
  select: (snapshot: ProfileEditSnapshot | undefined) => T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = edit?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [edit],
  );
  const read = () => select(edit?.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}

// What only the other tabs show loads when one of them first opens: the overview paints without it.
const loadTabPanels = () =>
  Promise.all([
    import('./ProfileSettingsPanel'),
    import('./ProfileTabPanels'),
    import('./MemberDataSection'),
  ]).then(([settings, tabs, data]) => ({
    EditHost: settings.ProfileEditHost,
    SettingsPanel: settings.ProfileSettingsPanel,
    KycPanel: tabs.KycPanel,
    BlockchainPanel: tabs.BlockchainPanel,
    CompliancePanel: tabs.CompliancePanel,
    ActivityPanel: tabs.ActivityPanel,
    MemberDataSection: data.MemberDataSection,
  }));

const profile = sampleProfile;

const tierTone: Record<TierId, RoleName> = {
  bronze: 'pending',
  silver: 'info',
  gold: 'warning',
  platinum: 'active',
};

export default function MemberProfileScreen() {
  const { t, language, dir } = useScreenText('memberProfile');
  const toast = useToast();
  const [tab, openTab] = useUrlTab(profileTabs);
  const panels = useDeferredModule(loadTabPanels, tab !== 'overview');

  // The tier and the saved fields are the member's (the store also follows other tabs and imports).
  const tier = useMember(selectTier);
  const storedFields = useMember(selectProfile);
  // The sample member's name, title, company and location are written in each language; what the
  // member saved is shown as typed (and a save keeps what the form showed). The cast's keys are
  // written out: its name helpers would be one more chunk on this first paint.
  const memberFields = useMemo(
    () => ({
      ...storedFields,
      name:
        storedFields.name === sampleProfileFields.name ? t(`cast:people.${sampleMember}`) : storedFields.name,
      company:
        storedFields.company === sampleProfileFields.company
          ? t(`cast:${sampleMemberCompany}`)
          : storedFields.company,
      title: storedFields.title === sampleProfileFields.title ? t('sampleProfile.title') : storedFields.title,
      location:
        storedFields.location === sampleProfileFields.location
          ? t('sampleProfile.location')
          : storedFields.location,
    }),
    [storedFields, t],
  );
  // The edit actor comes with the tab panels (panels.EditHost); Edit Profile pressed before asks for it.
  // The ref has the actor from the moment it exists: a press in the instant before the screen redraws
  // with it still reaches it (the state alone would drop that press).
  const [edit, setEdit] = useState<ProfileEditActor | undefined>(undefined);
  const editRef = useRef<ProfileEditActor | undefined>(undefined);
  const editAsked = useRef(false);
  const onEditReady = useCallback((actor: ProfileEditActor) => {
    editRef.current = actor;
    setEdit(actor);
    if (!editAsked.current) return;
    editAsked.current = false;
    actor.send({ type: 'user.edit' });
  }, []);
  useEffect(() => {
    edit?.send({ type: 'member.profile', fields: memberFields });
  }, [edit, memberFields]);
  // What the page shows: the saved fields as the edit machine holds them (it follows the store).
  const saved = useEditValue(edit, selectSavedFields) ?? memberFields;
  const editState = useEditValue(edit, selectEditState);
  const canEdit = useEditValue(edit, selectCanEdit);
  const canCancel = useEditValue(edit, selectCanCancel);

  useEffect(() => {
    if (!edit) return;
    // "Saved" only when storage took it; otherwise the profile holds for this visit and it says so.
    const subscription = edit.on('profile.saved', () => {
      toast(
        isMemberDataSaved()
          ? { tone: 'success', title: t('settings.savedToast') }
          : { tone: 'warning', title: t('settings.notSavedToast') },
      );
    });
    return () => subscription.unsubscribe();
  }, [edit, toast, t]);

  const toggleEdit = () => {
    const actor = editRef.current;
    if (!actor) {
      editAsked.current = true;
      openTab('settings');
      return;
    }
    const snapshot = actor.getSnapshot();
    if (selectCanCancel(snapshot)) {
      actor.send({ type: 'user.cancel' });
      return;
    }
    if (!selectCanEdit(snapshot)) return;
    actor.send({ type: 'user.edit' });
    openTab('settings');
  };

  const day = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <Page gap={6} data-state={editState}>
      {panels ? <panels.EditHost fields={memberFields} onReady={onEditReady} /> : null}
      <ProfileHeader
        label={t('header.label')}
        name={saved.name}
        title={saved.title}
        company={saved.company}
        location={saved.location}
        initials={profileInitials(saved.name)}
        tier={tier}
        tierTone={tierTone[tier]}
        tierLabel={t('header.tier', { tier: t(`tiers.${tier}`) })}
        verificationLabel={t(`statuses.${profile.verificationStatus}`)}
        verificationTone={verificationTone[profile.verificationStatus]}
        memberSinceText={t('header.memberSince', { date: day(profile.memberSince) })}
        editLabel={t('header.edit')}
        editing={editState !== 'viewing'}
        editDisabled={!canEdit && !canCancel}
        onToggleEdit={toggleEdit}
      />

      <StatsSection />

      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {profileTabs.map((id) => (
            <Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>

        <TabPanel value="overview">
          <OverviewSection saved={saved} />
        </TabPanel>

        <TabPanel value="kyc">{panels ? <panels.KycPanel /> : null}</TabPanel>

        <TabPanel value="blockchain">{panels ? <panels.BlockchainPanel /> : null}</TabPanel>

        <TabPanel value="compliance">{panels ? <panels.CompliancePanel /> : null}</TabPanel>

        <TabPanel value="activity">{panels ? <panels.ActivityPanel /> : null}</TabPanel>

        <TabPanel value="settings">
          {panels && edit ? (
            <Stack gap={4}>
              <panels.SettingsPanel edit={edit} editState={editState} />
              <panels.MemberDataSection />
            </Stack>
          ) : null}
        </TabPanel>
      </Tabs>
    </Page>
  );
}
