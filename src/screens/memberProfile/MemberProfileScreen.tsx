/**
 * Member profile: the header with the tier badge
 * (the member store's tier, Gold by default) and the Edit Profile
 * toggle, four stat cards, and six tabs kept in the URL (`?tab=settings`; an unknown value is the
 * overview): Overview (trust score with the weights 30/40/20/10, contact), KYC & Verification,
 * Blockchain (wallet, activity trace), Compliance, Activity and Settings.
 *
 * Settings runs src/machines/profileEdit.machine.ts, created with the screen (its form loads with the
 * other tabs, so the overview paints without it): fields disabled until Edit Profile, Save checks them (src/data/memberProfile.ts: name required, bounded lengths; HTML is text), saves for 800 ms,
 * then the fields go to the member store (`profile.set`), the header shows them and a toast confirms
 * (or, when storage refused the write, says the change holds for this visit only).
 * Cancel puts the saved values back. Settings also holds "Your data" (reset, export, import:
 * ./MemberDataSection.tsx). The profile's wallet is the SDR wallet's address.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { memberFigure, memberRegion } from '../../components/primitives/memberFigure';
import { ProfileHeader } from '../../components/memberProfile/ProfileHeader';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page, Stack } from '../../components/primitives/ScreenLayout';
import { tierIds, type TierId } from '../../data/memberKey';
import { profileInitials, profileTabs, sampleProfile, verificationTone } from '../../data/memberProfile';
import {
  hasProfileErrors,
  sampleMember,
  sampleMemberCompany,
  sampleProfileFields,
  validateProfileFields,
  type ProfileFields,
} from '../../data/memberProfileFields';
import { formatDate } from '../../i18n/format';
import { selectProfile, selectTier } from '../../machines/memberStore.machine';
import {
  profileEditMachine,
  selectCanCancel,
  selectCanEdit,
  selectEditState,
} from '../../machines/profileEdit.machine';
import { useAppActorRef, useSendOnChange } from '../../platform/actors';
import { useScreenText } from '../../platform/screenText';
import { useUrlTab } from '../../platform/urlState';
import { useDeferredModule } from '../../platform/deferredModule';
import { isMemberDataSaved, memberStore, useMember } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { OverviewSection } from './OverviewSection';
import { StatsSection } from './StatsSection';
import type { RoleName } from '../../theme/themes';
import { useWorldDay } from '../../platform/worldDay';

/** The profile edit machine with the data rules plugged in; a save goes to the member store. */
const editMachine = profileEditMachine.provide({
  guards: { isDraftValid: ({ context }) => !hasProfileErrors(validateProfileFields(context.draft)) },
  actions: {
    writeProfile: (_, fields: ProfileFields) => memberStore().send({ type: 'profile.set', profile: fields }),
  },
});

// What only the other tabs show loads when one of them first opens: the overview paints without it.
const loadTabPanels = () =>
  Promise.all([
    import('./ProfileSettingsPanel'),
    import('./ProfileTabPanels'),
    import('./MemberDataSection'),
  ]).then(([settings, tabs, data]) => ({
    SettingsPanel: settings.ProfileSettingsPanel,
    KycPanel: tabs.KycPanel,
    BlockchainPanel: tabs.BlockchainPanel,
    CompliancePanel: tabs.CompliancePanel,
    ActivityPanel: tabs.ActivityPanel,
    MemberDataSection: data.MemberDataSection,
  }));

const tierTone: Record<TierId, RoleName> = {
  bronze: 'pending',
  silver: 'info',
  gold: 'warning',
  platinum: 'active',
};

export default function MemberProfileScreen() {
  const profile = sampleProfile(useWorldDay());
  const { t, language, dir } = useScreenText('memberProfile');
  const toast = useToast();
  const [tab, openTab, tabAddress] = useUrlTab(profileTabs);
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
  // The edit actor lives with the screen; the fields it starts from and follows are the store's.
  const edit = useAppActorRef(editMachine, { input: { fields: memberFields } });
  useSendOnChange(edit, { type: 'member.profile', fields: memberFields });
  const editState = useSelector(edit, selectEditState);
  const canEdit = useSelector(edit, selectCanEdit);
  const canCancel = useSelector(edit, selectCanCancel);

  useEffect(() => {
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
    const snapshot = edit.getSnapshot();
    if (selectCanCancel(snapshot)) {
      edit.send({ type: 'user.cancel' });
      return;
    }
    if (!selectCanEdit(snapshot)) return;
    edit.send({ type: 'user.edit' });
    openTab('settings');
  };

  const day = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <Page gap={6} data-state={editState}>
      <ProfileHeader
        label={t('header.label')}
        name={memberFields.name}
        title={memberFields.title}
        company={memberFields.company}
        location={memberFields.location}
        initials={profileInitials(memberFields.name)}
        tier={tier}
        tierTone={tierTone[tier]}
        tierLabel={t('header.tier', { tier: t(`tiers.${tier}`) })}
        tierLabels={tierIds.map((id) => t('header.tier', { tier: t(`tiers.${id}`) }))}
        verificationLabel={t(`statuses.${profile.verificationStatus}`)}
        verificationTone={verificationTone[profile.verificationStatus]}
        memberSinceText={t('header.memberSince', { date: day(profile.memberSince) })}
        editLabel={t('header.edit')}
        editing={editState !== 'viewing'}
        editDisabled={!canEdit && !canCancel}
        onToggleEdit={toggleEdit}
        tierFigure={memberFigure('tier')}
        profileFigure={memberRegion('profile')}
      />

      <StatsSection />

      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {profileTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>

        <TabPanel value="overview">
          <OverviewSection saved={memberFields} />
        </TabPanel>

        <TabPanel value="kyc">{panels ? <panels.KycPanel /> : null}</TabPanel>

        <TabPanel value="blockchain">{panels ? <panels.BlockchainPanel /> : null}</TabPanel>

        <TabPanel value="compliance">{panels ? <panels.CompliancePanel /> : null}</TabPanel>

        <TabPanel value="activity">{panels ? <panels.ActivityPanel /> : null}</TabPanel>

        <TabPanel value="settings">
          {panels ? (
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
