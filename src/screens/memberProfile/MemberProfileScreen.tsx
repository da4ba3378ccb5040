/**
 * Member profile (spec part 2, Member Profile; sections 3, 4 and 9): the header with the tier badge
 * (the member store's tier, Gold by default) and the Edit Profile
 * toggle, four stat cards, and six tabs kept in the URL (`?tab=settings`; an unknown value is the
 * overview): Overview (trust score with the weights 30/40/20/10, contact), KYC & Verification,
 * Blockchain (wallet, activity trace), Compliance, Activity and Settings.
 *
 * Settings runs src/machines/profileEdit.machine.ts: fields disabled until Edit Profile, Save checks
 * them (src/data/memberProfile.ts: name required, bounded lengths; HTML is text), saves for 800 ms,
 * then the fields go to the member store (`profile.set`), the header shows them and a toast confirms.
 * Cancel puts the saved values back. Settings also holds "Your data" (reset, export, import:
 * ./MemberDataSection.tsx). The profile's wallet is the SDR wallet's address.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DetailList } from '../../components/profile/DetailList';
import { ProfileHeader } from '../../components/profile/ProfileHeader';
import { TrustScoreCard } from '../../components/profile/TrustScoreCard';
import { StatGrid } from '../../components/primitives/StatGrid';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import type { TierId } from '../../data/memberKey';
import {
  hasProfileErrors,
  profileFieldMaxLength,
  profileFieldNames,
  profileInitials,
  profileTabs,
  profileTrustScore,
  recentActivity,
  recentActivityTone,
  resolveProfileTab,
  sampleProfile,
  trustScoreBreakdown,
  validateProfileFields,
  verificationKinds,
  verificationTone,
  verifiedCount,
  type ProfileField,
  type ProfileFields,
  type ProfileTab,
} from '../../data/memberProfile';
import {
  formatCompact,
  formatCount,
  formatDate,
  formatPercent,
  formatSdr,
  intlLocale,
} from '../../i18n/format';
import { selectProfile, selectTier } from '../../machines/memberStore.machine';
import { directionOf, resolveLanguage } from '../../machines/preferences';
import {
  profileEditMachine,
  selectDraft,
  selectEditState,
  selectSaveTried,
} from '../../machines/profileEdit.machine';
import { useAppActorRef } from '../../platform/actors';
import { useDeferredModule } from '../../platform/deferredModule';
import { memberStore, useMember } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import type { RoleName } from '../../theme/themes';

// What only the other tabs show loads when one of them first opens: the overview paints without it.
const loadTabPanels = () =>
  Promise.all([
    import('../../components/profile/ActivityTrace'),
    import('../../components/profile/CertificationList'),
    import('../../components/profile/ProfileSettingsForm'),
    import('../../components/profile/RecentActivityList'),
    import('../../components/profile/VerificationList'),
    import('./MemberDataSection'),
  ]).then(([trace, certifications, settings, activity, verifications, data]) => ({
    ActivityTrace: trace.ActivityTrace,
    CertificationList: certifications.CertificationList,
    ProfileSettingsForm: settings.ProfileSettingsForm,
    RecentActivityList: activity.RecentActivityList,
    VerificationList: verifications.VerificationList,
    MemberDataSection: data.MemberDataSection,
  }));

const profile = sampleProfile;

const tierTone: Record<TierId, RoleName> = {
  bronze: 'pending',
  silver: 'info',
  gold: 'warning',
  platinum: 'active',
};

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

export default function MemberProfileScreen() {
  const { t, i18n } = useTranslation('memberProfile');
  const language = resolveLanguage(i18n.language);
  const dir = directionOf(language);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const tab = resolveProfileTab(params.get('tab'));
  const panels = useDeferredModule(loadTabPanels, tab !== 'overview');
  const openTab = (next: ProfileTab) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === 'overview') nextParams.delete('tab');
        else nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );

  // The tier and the saved fields are the member's (the store also follows other tabs and imports).
  const tier = useMember(selectTier);
  const saved = useMember(selectProfile);
  const [initialFields] = useState(saved);
  const edit = useAppActorRef(editMachine, { input: { fields: initialFields } });
  useEffect(() => {
    edit.send({ type: 'member.profile', fields: saved });
  }, [edit, saved]);
  const editState = useSelector(edit, selectEditState);
  const draft = useSelector(edit, selectDraft);
  const saveTried = useSelector(edit, selectSaveTried);
  const canEdit = useSelector(edit, (snapshot) => snapshot.can({ type: 'user.edit' }));
  const canCancel = useSelector(edit, (snapshot) => snapshot.can({ type: 'user.cancel' }));

  useEffect(() => {
    const subscription = edit.on('profile.saved', () => {
      toast({ tone: 'success', title: t('settings.savedToast') });
    });
    return () => subscription.unsubscribe();
  }, [edit, toast, t]);

  const toggleEdit = () => {
    if (canCancel) {
      edit.send({ type: 'user.cancel' });
      return;
    }
    if (!canEdit) return;
    edit.send({ type: 'user.edit' });
    openTab('settings');
  };

  const day = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = (iso: string) =>
    formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const valueOf = (group: string, value: string) => t(`values.${group}.${value}`, { defaultValue: value });

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

  const trustRows = trustScoreBreakdown(profile.trustScore);
  const overall = profileTrustScore(profile);

  return (
    <div css={styles.page} data-state={editState}>
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

      <StatGrid
        heading={t('stats.heading')}
        headingId="profile-stats-heading"
        columns={4}
        stats={[
          {
            id: 'tradeScore',
            label: t('stats.tradeScore'),
            value: formatCount(profile.tradeScore, language),
            hint: t('stats.connections', { value: formatCount(profile.connections, language) }),
            icon: 'star',
            tone: 'warning',
          },
          {
            id: 'totalTrades',
            label: t('stats.totalTrades'),
            value: formatCount(profile.totalTrades, language),
            hint: t('stats.activeDeals', { value: formatCount(profile.activeDeals, language) }),
            icon: 'activity',
            tone: 'info',
          },
          {
            id: 'successRate',
            label: t('stats.successRate'),
            value: formatPercent(profile.successRate, language, 1),
            hint: t('stats.successHint'),
            icon: 'check',
            tone: 'success',
          },
          {
            id: 'totalVolume',
            label: t('stats.totalVolume'),
            value: t('stats.sdrValue', { value: formatCompact(profile.totalVolume, language) }),
            hint: t('stats.volumeHint'),
            icon: 'trendUp',
            tone: 'active',
          },
        ]}
      />

      <Tabs value={tab} onValueChange={(value) => openTab(resolveProfileTab(value))} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {profileTabs.map((id) => (
            <Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>

        <TabPanel value="overview">
          <div css={styles.columns}>
            <TrustScoreCard
              heading={t('trust.heading')}
              headingId="profile-trust-heading"
              description={t('trust.description')}
              overallLabel={t('trust.overall')}
              overallText={oneDecimal(overall, language)}
              outOfText={t('trust.outOf')}
              columns={{
                part: t('trust.columns.part'),
                score: t('trust.columns.score'),
                weight: t('trust.columns.weight'),
                points: t('trust.columns.points'),
              }}
              rows={trustRows.map((row) => ({
                id: row.component,
                label: t(`trust.parts.${row.component}`),
                score: row.score,
                scoreText: formatCount(row.score, language),
                weightText: formatPercent(row.weight, language, 0),
                pointsText: `+${oneDecimal(row.contribution, language)}`,
              }))}
            />
            <DetailList
              heading={t('overview.heading')}
              headingId="profile-about-heading"
              description={t('overview.bio')}
              emptyText={t('overview.empty')}
              items={[
                { id: 'company', label: t('settings.fields.company'), value: saved.company || '—' },
                { id: 'location', label: t('settings.fields.location'), value: saved.location || '—' },
                { id: 'email', label: t('overview.email'), value: profile.email, code: true },
                { id: 'phone', label: t('overview.phone'), value: profile.phone, code: true },
                { id: 'website', label: t('overview.website'), value: profile.website, code: true },
                { id: 'memberSince', label: t('overview.memberSince'), value: day(profile.memberSince) },
                {
                  id: 'greenCredits',
                  label: t('overview.greenCredits'),
                  value: formatCount(profile.greenCredits, language),
                },
              ]}
            />
          </div>
        </TabPanel>

        <TabPanel value="kyc">
          {panels ? (
            <panels.VerificationList
              heading={t('kyc.heading')}
              headingId="profile-kyc-heading"
              summary={t('kyc.summary', {
                verified: formatCount(verifiedCount(profile.verifications), language),
                total: formatCount(verificationKinds.length, language),
              })}
              emptyText={t('kyc.empty')}
              items={verificationKinds.map((kind) => {
                const check = profile.verifications[kind];
                return {
                  id: kind,
                  label: t(`kyc.kinds.${kind}`),
                  status: check.status,
                  statusLabel: t(`statuses.${check.status}`),
                  tone: verificationTone[check.status],
                  dateText: t(`kyc.dated.${check.status}`, { date: day(check.date) }),
                  onBlockchain: check.onBlockchain,
                  blockchainText: t(check.onBlockchain ? 'kyc.onChain' : 'kyc.offChain'),
                };
              })}
            />
          ) : null}
        </TabPanel>

        <TabPanel value="blockchain">
          {panels ? (
            <div css={styles.stack}>
              <DetailList
                heading={t('blockchain.walletHeading')}
                headingId="profile-wallet-heading"
                description={t('blockchain.walletDescription')}
                emptyText={t('overview.empty')}
                items={[
                  {
                    id: 'walletId',
                    label: t('blockchain.walletId'),
                    value: profile.blockchainWalletId,
                    code: true,
                  },
                  {
                    id: 'anchored',
                    label: t('blockchain.anchored'),
                    value: t('blockchain.anchoredValue', {
                      anchored: verificationKinds.filter((kind) => profile.verifications[kind].onBlockchain)
                        .length,
                      total: verificationKinds.length,
                    }),
                  },
                ]}
              />
              <panels.ActivityTrace
                heading={t('blockchain.traceHeading')}
                headingId="profile-trace-heading"
                description={t('blockchain.traceDescription')}
                referenceLabel={t('blockchain.reference')}
                emptyText={t('blockchain.empty')}
                items={profile.activityTrace.map((item) => ({
                  id: item.id,
                  actionLabel: t(`blockchain.actions.${item.action}`, { defaultValue: item.action }),
                  timestamp: item.timestamp,
                  timeText: moment(item.timestamp),
                  reference: item.blockchainRef,
                  verified: item.verified,
                  verifiedLabel: t(item.verified ? 'blockchain.verified' : 'blockchain.unverified'),
                }))}
              />
            </div>
          ) : null}
        </TabPanel>

        <TabPanel value="compliance">
          {panels ? (
            <div css={styles.columns}>
              <panels.CertificationList
                heading={t('compliance.certifications')}
                headingId="profile-certifications-heading"
                description={t('compliance.certificationsDescription')}
                certifications={profile.complianceCertifications}
                emptyText={t('compliance.empty')}
              />
              <DetailList
                heading={t('compliance.heading')}
                headingId="profile-compliance-heading"
                emptyText={t('overview.empty')}
                items={[
                  {
                    id: 'aeoStatus',
                    label: t('compliance.aeoStatus'),
                    value: valueOf('aeo', profile.aeoStatus),
                  },
                  {
                    id: 'dueDiligence',
                    label: t('compliance.dueDiligence'),
                    value: valueOf('dueDiligence', profile.dueDiligenceStatus),
                  },
                  {
                    id: 'kycLevel',
                    label: t('compliance.kycLevel'),
                    value: valueOf('kyc', profile.kycLevel),
                  },
                  { id: 'creditRating', label: t('compliance.creditRating'), value: profile.creditRating },
                  {
                    id: 'businessLicense',
                    label: t('compliance.businessLicense'),
                    value: profile.businessLicense,
                    code: true,
                  },
                ]}
              />
            </div>
          ) : null}
        </TabPanel>

        <TabPanel value="activity">
          {panels ? (
            <panels.RecentActivityList
              heading={t('activity.heading')}
              headingId="profile-activity-heading"
              emptyText={t('activity.empty')}
              items={recentActivity.map((item) => ({
                id: item.id,
                typeLabel: t(`activity.types.${item.type}`),
                description: t(`activity.descriptions.${item.description}`, {
                  defaultValue: item.description,
                }),
                valueText: item.value === null ? undefined : formatSdr(item.value, language),
                timestamp: item.timestamp,
                timeText: moment(item.timestamp),
                status: item.status,
                statusLabel: t(`activity.statuses.${item.status}`),
                tone: recentActivityTone[item.status],
              }))}
            />
          ) : null}
        </TabPanel>

        <TabPanel value="settings">
          {panels ? (
            <div css={styles.stack}>
              <panels.ProfileSettingsForm
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
                onChange={(field, value) =>
                  edit.send({ type: 'user.change', field: field as ProfileField, value })
                }
                onSave={() => edit.send({ type: 'user.save' })}
                onCancel={() => edit.send({ type: 'user.cancel' })}
              />
              <panels.MemberDataSection />
            </div>
          ) : null}
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** A score with one decimal, written as the language writes decimals ("94.6", "94,6"). */
function oneDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(6), minWidth: 0 }),
  columns: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    alignItems: 'start',
  }),
  stack: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
};
