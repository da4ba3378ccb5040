import { Columns } from '../../components/primitives/ScreenLayout';
import { DetailList } from '../../components/memberProfile/DetailList';
import { TrustScoreCard } from '../../components/memberProfile/TrustScoreCard';
import { profileTrustScore, sampleProfile, trustScoreBreakdown } from '../../data/memberProfile';
import type { ProfileFields } from '../../data/memberProfileFields';
import { formatCount, formatDate, formatNumber, formatPercent, formatSignedNumber } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

const oneDecimalDigits = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The overview tab: the trust score with its weighted parts, and the member's company and contact. */
export function OverviewSection({ saved }: { saved: Pick<ProfileFields, 'company' | 'location'> }) {
  const profile = sampleProfile(useWorldDay());
  const { t, language } = useScreenText('memberProfile');
  const trustRows = trustScoreBreakdown(profile.trustScore);
  // A score with one decimal, written as the language writes decimals ("94.6", "94,6").
  const overallText = formatNumber(profileTrustScore(profile), language, oneDecimalDigits);
  const memberSince = formatDate(`${profile.memberSince}T00:00:00Z`, language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <Columns ratio="fit" gap={4}>
      <TrustScoreCard
        heading={t('trust.heading')}
        headingId="profile-trust-heading"
        description={t('trust.description')}
        overallLabel={t('trust.overall')}
        overallText={overallText}
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
          pointsText: formatSignedNumber(row.contribution, language, oneDecimalDigits),
        }))}
      />
      <DetailList
        heading={t('overview.heading')}
        headingId="profile-about-heading"
        description={t('overview.bio')}
        emptyText={t('overview.empty')}
        items={[
          {
            id: 'company',
            label: t('settings.fields.company'),
            value: saved.company || '—',
          },
          {
            id: 'location',
            label: t('settings.fields.location'),
            value: saved.location || '—',
          },
          { id: 'email', label: t('overview.email'), value: profile.email, code: true },
          { id: 'phone', label: t('overview.phone'), value: profile.phone, code: true },
          { id: 'website', label: t('overview.website'), value: profile.website, code: true },
          { id: 'memberSince', label: t('overview.memberSince'), value: memberSince },
          {
            id: 'greenCredits',
            label: t('overview.greenCredits'),
            value: formatCount(profile.greenCredits, language),
          },
        ]}
      />
    </Columns>
  );
}
