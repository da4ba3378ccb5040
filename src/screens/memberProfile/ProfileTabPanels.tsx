/**
 * The member profile's tabs other than the overview and Settings (KYC & Verification, Blockchain,
 * Compliance, Activity): the sample member's facts, translated. Loaded the first time one of the
 * other tabs opens, with their components, so the overview's first paint carries none of it.
 */
import { ActivityTrace } from '../../components/memberProfile/ActivityTrace';
import { CertificationList } from '../../components/memberProfile/CertificationList';
import { DetailList } from '../../components/memberProfile/DetailList';
import { RecentActivityList } from '../../components/memberProfile/RecentActivityList';
import { VerificationList } from '../../components/memberProfile/VerificationList';
import { Columns, Stack } from '../../components/primitives/ScreenLayout';
import {
  recentActivity,
  recentActivityTone,
  sampleProfile,
  verificationKinds,
  verificationTone,
  verifiedCount,
} from '../../data/memberProfile';
import { formatCount, formatDate, formatSdr } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

function useProfileText() {
  const { t, language } = useScreenText('memberProfile');
  const day = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = (iso: string) =>
    formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const valueOf = (group: string, value: string) => t(`values.${group}.${value}`, { defaultValue: value });
  return { t, language, day, moment, valueOf };
}

export function KycPanel() {
  const profile = sampleProfile(useWorldDay());
  const { t, day, language } = useProfileText();
  return (
    <VerificationList
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
  );
}

export function BlockchainPanel() {
  const profile = sampleProfile(useWorldDay());
  const { t, moment } = useProfileText();
  return (
    <Stack gap={4}>
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
              anchored: verificationKinds.filter((kind) => profile.verifications[kind].onBlockchain).length,
              total: verificationKinds.length,
            }),
          },
        ]}
      />
      <ActivityTrace
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
    </Stack>
  );
}

export function CompliancePanel() {
  const profile = sampleProfile(useWorldDay());
  const { t, valueOf } = useProfileText();
  return (
    <Columns ratio="fit" gap={4}>
      <CertificationList
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
    </Columns>
  );
}

export function ActivityPanel() {
  const activity = recentActivity(useWorldDay());
  const { t, moment, language } = useProfileText();
  return (
    <RecentActivityList
      heading={t('activity.heading')}
      headingId="profile-activity-heading"
      emptyText={t('activity.empty')}
      items={activity.map((item) => ({
        id: item.id,
        typeLabel: t(`activity.types.${item.type}`),
        description: t(`activity.descriptions.${item.description}`, {
          defaultValue: item.description,
          company: item.company ? companyName(t, item.company) : '',
        }),
        valueText: item.value === null ? undefined : formatSdr(item.value, language),
        timestamp: item.timestamp,
        timeText: moment(item.timestamp),
        status: item.status,
        statusLabel: t(`activity.statuses.${item.status}`),
        tone: recentActivityTone[item.status],
      }))}
    />
  );
}
