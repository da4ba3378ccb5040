/**
 * The wallet's receive tab, loaded the first time it opens: the payment link (address, optional
 * amount and reference) with copy, share and its QR code (the encoder loads with the tab). Stays
 * mounted once loaded, so what was typed is still there when the member comes back to it.
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { ReceivePanel } from '../../components/srdWallet/ReceivePanel';
import { walletAmountField } from '../../data/numberFields';
import { receiveLink } from '../../data/paymentLink';
import { maxAmountCents } from '../../data/walletAmount';
import { referenceMaxLength, wallet } from '../../data/srdWallet';
import { formatCount, formatSdr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useDeferredModule } from '../../platform/deferredModule';
import { useCopyToClipboard } from '../../platform/clipboard';

const loadPaymentQrCode = () => import('../../components/srdWallet/PaymentQrCode');

export function ReceiveTab() {
  const { t, language } = useScreenText('srdWallet');
  const qrModule = useDeferredModule(loadPaymentQrCode, true);
  const linkCopy = useCopyToClipboard({
    copied: t('receive.copyToast'),
    failed: 'Failed to copy payment link',
  });
  const [receiveAmount, setReceiveAmount] = useState('');
  const [receiveReference, setReceiveReference] = useState('');
  const receive = receiveLink(wallet.walletAddress, receiveAmount, receiveReference, language);
  const link = receive.ok ? receive.link : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copyLink = () => {
    if (link) linkCopy.copy(link);
  };
  const shareLink = () => {
    if (!link || !canShare) return;
    navigator.share({ title: t('receive.link'), url: link }).catch((error: unknown) => {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Failed to share payment link', error);
    });
  };

  return (
    <ReceivePanel
      labels={{
        heading: t('receive.heading'),
        description: t('receive.description'),
        amount: t('receive.amount'),
        amountHint: t('receive.amountHint'),
        reference: t('receive.reference'),
        referenceHint: t('receive.referenceHint', { max: referenceMaxLength }),
        link: t('receive.link'),
        noLink: t('receive.noLink'),
        copy: t('receive.copy'),
        copied: t('receive.copied'),
        share: t('receive.share'),
        qr: t('receive.qr'),
      }}
      amount={receiveAmount}
      reference={receiveReference}
      amountError={
        !receive.ok && receive.amountProblem
          ? t(`send.problems.${receive.amountProblem}`, {
              limit: formatSdr(maxAmountCents / 100, language),
              maxLength: formatCount(walletAmountField.maxLength, language),
            })
          : undefined
      }
      referenceError={
        !receive.ok && receive.referenceTooLong
          ? t('send.referenceTooLong', { length: receiveReference.length, max: referenceMaxLength })
          : undefined
      }
      link={link}
      copied={linkCopy.copied}
      canShare={canShare}
      qr={
        link ? (
          qrModule ? (
            <qrModule.default value={link} label={t('receive.qrName')} />
          ) : (
            <p css={styles.qrLoading}>{t('receive.qrLoading')}</p>
          )
        ) : null
      }
      onChange={(field, value) => (field === 'amount' ? setReceiveAmount(value) : setReceiveReference(value))}
      onCopy={copyLink}
      onShare={shareLink}
    />
  );
}

const styles = {
  qrLoading: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
