import {
  isPaymentMethodId,
  methodRatePercent,
  paymentMethodById,
  type PaymentMethodId,
} from '../../data/paymentProcessing';
import { formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';

/** A payment method's name, rate and time as the picker, the summary and the transactions say them. */
export function usePaymentMethodText() {
  const { t, language } = useScreenText('paymentProcessing');
  const methodName = (id: string | undefined) => (isPaymentMethodId(id) ? t(`methods.names.${id}`) : '');
  const rateText = (id: PaymentMethodId) => formatPercent(methodRatePercent(paymentMethodById(id)), language);
  const timeText = (id: PaymentMethodId) => t(`methods.time.${paymentMethodById(id).time}`);
  return { methodName, rateText, timeText };
}
