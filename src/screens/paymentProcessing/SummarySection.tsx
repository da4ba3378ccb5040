import { memberFigure } from '../../components/primitives/memberFigure';
import { PaymentSummary } from '../../components/paymentProcessing/PaymentSummary';
import {
  methodFee,
  paymentMethodById,
  summaryFeePerMille,
  type PaymentMethodId,
  type PaymentSummary as SummaryFigures,
} from '../../data/paymentProcessing';
import { formatPercent, formatSdr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { usePaymentMethodText } from './usePaymentMethodText';

interface SummarySectionProps {
  /** The amount as typed. */
  amount: string;
  summary: SummaryFigures;
  method: PaymentMethodId;
  availableText: string;
  overAvailable: boolean;
  /** The amount is not a payable figure. */
  invalid: boolean;
}

/**
 * The summary: fee 0.001 x amount, total 1.001 x amount, beside the method's own rate and fee, and
 * what is available.
 */
export function SummarySection({
  amount,
  summary,
  method,
  availableText,
  overAvailable,
  invalid,
}: SummarySectionProps) {
  const { t, language } = useScreenText('paymentProcessing');
  const { methodName, rateText, timeText } = usePaymentMethodText();
  const selected = paymentMethodById(method);
  return (
    <PaymentSummary
      labels={{
        heading: t('summary.heading'),
        amount: t('summary.amount'),
        fee: t('summary.fee', { rate: formatPercent(summaryFeePerMille / 10, language) }),
        total: t('summary.total'),
        method: t('summary.method'),
        rate: t('summary.rate'),
        methodFee: t('summary.methodFee'),
        time: t('summary.time'),
        note: t('summary.note'),
        available: t('summary.available'),
      }}
      amount={formatSdr(summary.amount, language)}
      fee={formatSdr(summary.fee, language)}
      total={formatSdr(summary.total, language)}
      available={availableText}
      figure={memberFigure('ledger')}
      overAvailable={overAvailable}
      method={{
        name: methodName(selected.id),
        rate: rateText(selected.id),
        fee: formatSdr(methodFee(amount, selected, language), language),
        time: timeText(selected.id),
      }}
      invalidNote={invalid ? t('summary.invalid') : undefined}
    />
  );
}
