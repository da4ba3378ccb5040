import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ClearanceTimeline } from '../../components/customsClearance/ClearanceTimeline';
import { Button } from '../../components/primitives/Button';
import { Dialog } from '../../components/primitives/Dialog';
import { formAlert } from '../../components/primitives/formStyles';
import { clearanceTimeline, type CustomsStatus } from '../../data/customsClearance';

export type DeclarationDialog = 'pay' | 'track' | null;

export interface DeclarationDialogsProps {
  dialog: DeclarationDialog;
  onDialogChange: (dialog: DeclarationDialog) => void;
  /** The one id of the shipment the declaration clears ("Duties and taxes for SH-2026-006"). */
  shipmentId: string;
  /** The declaration's own id, which Track Status follows. */
  declarationId: string;
  shipmentStatus: CustomsStatus;
  /** The shipment the declaration clears has arrived. */
  arrived: boolean;
  /** Translated product name. */
  product: string;
  /** The estimated total tax, formatted: the amount Pay Duties shows. */
  taxText: string;
  /** Confirm Payment is possible: duties not paid yet and within what is available. */
  canPay: boolean;
  /** Why the duties cannot be paid from what is available (the amount and the available balance). */
  fundsMessage: string | null;
  submitted: boolean;
  dutiesPaid: boolean;
  /** Pays the duties; false when nothing was paid (the dialog stays open). */
  onConfirmPay: () => boolean;
}

/**
 * Pay Duties (the amount, then Confirm Payment) and Track Status (the clearance timeline). Loaded the
 * first time the member opens one of them: the Radix dialog is not part of the route's first paint.
 */
export default function DeclarationDialogs({
  dialog,
  onDialogChange,
  shipmentId,
  declarationId,
  shipmentStatus,
  arrived,
  product,
  taxText,
  canPay,
  fundsMessage,
  submitted,
  dutiesPaid,
  onConfirmPay,
}: DeclarationDialogsProps) {
  const { t } = useTranslation('customsClearance');
  const close = () => onDialogChange(null);
  return (
    <>
      <Dialog
        open={dialog === 'pay'}
        onOpenChange={(open) => onDialogChange(open ? 'pay' : null)}
        title={t('pay.title')}
        description={t('pay.description', { id: shipmentId, product })}
        closeLabel={t('closeLabel')}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('pay.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={!canPay}
              aria-describedby={fundsMessage ? 'customs-pay-funds' : undefined}
              onClick={() => {
                if (onConfirmPay()) close();
              }}
            >
              {t('pay.confirm')}
            </Button>
          </>
        }
      >
        <p css={styles.amountLabel}>{t('pay.amount')}</p>
        <p css={styles.amount} data-testid="customs-pay-amount">
          {taxText}
        </p>
        {fundsMessage ? (
          <p id="customs-pay-funds" css={styles.funds} data-testid="customs-pay-funds">
            {fundsMessage}
          </p>
        ) : null}
      </Dialog>
      <Dialog
        open={dialog === 'track'}
        onOpenChange={(open) => onDialogChange(open ? 'track' : null)}
        title={t('track.title')}
        description={t('track.description', { id: declarationId, product })}
        closeLabel={t('closeLabel')}
        footer={
          <Button variant="secondary" onClick={close}>
            {t('track.close')}
          </Button>
        }
      >
        <ClearanceTimeline
          label={t('track.label')}
          entries={clearanceTimeline(shipmentStatus, submitted, dutiesPaid, arrived).map((entry) => ({
            step: entry.step,
            label: t(`track.steps.${entry.step}`),
            state: entry.state,
            stateLabel: t(`track.states.${entry.state}`),
          }))}
        />
      </Dialog>
    </>
  );
}

const styles = {
  amountLabel: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  amount: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 700 }),
  funds: (theme: Theme) => ({ marginBlockStart: theme.space(3), ...formAlert(theme) }),
};
