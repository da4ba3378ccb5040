import { useMemo } from 'react';
import { AiRecommendations } from '../../components/dealMaker/AiRecommendations';
import { dealRecommendations, recommendedValue } from '../../data/dealMaker';
import type { NegotiationTerms, TermField } from '../../data/dealTerms';
import { formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useToast } from '../../platform/shellContext';
import { useTermText } from './useTermText';

export interface RecommendationsSectionProps {
  /** Today as YYYY-MM-DD: a recommended delivery date is counted from it. */
  today: string;
  terms: NegotiationTerms;
  /** Puts a recommended value into the form. */
  onApply: (field: TermField, value: string) => void;
}

/** The AI recommendations: each Apply puts its value into the form and says so with a toast. */
export function RecommendationsSection({ today, terms, onApply }: RecommendationsSectionProps) {
  const { t, language } = useScreenText('dealMaker');
  const toast = useToast();
  const { fieldLabel, showValue } = useTermText();
  const recommendations = useMemo(
    () =>
      dealRecommendations.map((rec) => ({
        rec,
        value: recommendedValue(
          rec,
          today,
          t(`recommendations.${rec.id}.value`, { defaultValue: '' }),
          language,
        ),
      })),
    [t, today, language],
  );
  return (
    <AiRecommendations
      heading={t('recommendations.heading')}
      description={t('recommendations.description')}
      items={recommendations.map(({ rec, value }) => ({
        id: rec.id,
        title: t(`recommendations.${rec.id}.title`),
        body: t(`recommendations.${rec.id}.body`),
        confidence: t('recommendations.confidence', {
          value: formatPercent(rec.confidence, language, 0),
        }),
        suggestion: `${fieldLabel(rec.field)}: ${showValue(rec.field, value)}`,
        applyLabel: t('recommendations.apply', { field: fieldLabel(rec.field) }),
        applied: terms[rec.field] === value,
        appliedLabel: t('recommendations.applied'),
      }))}
      onApply={(id) => {
        const found = recommendations.find(({ rec }) => rec.id === id);
        if (!found) return;
        onApply(found.rec.field, found.value);
        toast({ tone: 'info', title: t('toast.applied', { field: fieldLabel(found.rec.field) }) });
      }}
    />
  );
}
