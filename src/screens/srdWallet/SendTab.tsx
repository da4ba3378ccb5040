/**
 * The wallet's send tab, loaded the first time it opens (it brings the send machine and the member
 * store). The form's actor lives as long as the screen: the tab stays mounted once loaded, so a send
 * in flight still confirms when the member looks at another tab.
 *
 * A send is an entry of the member store's ledger (`ledger.submit`: a `transfer` out, `pending`, fees
 * SDR 0.35, id `TX-SEND-###`, at the click time). The store completes it after its 2 s, whether or
 * not this screen is still open; the form waits for that, then clears and says "Transfer sent" (only
 * while the screen is mounted: the listener goes with it).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { SendForm, type SendFormField } from '../../components/srdWallet/SendForm';
import type { LedgerEntry } from '../../data/ledger';
import { looksLikeLink, readPaymentLink } from '../../data/paymentLink';
import { walletAmountField } from '../../data/numberFields';
import {
  amountFieldText,
  checkSendAmount,
  maxAmountCents,
  maxSendCents,
  sendableCents,
} from '../../data/walletAmount';
import {
  isoSeconds,
  isValidAddress,
  networkFeeCents,
  nextSendId,
  processingFeeCents,
  referenceMaxLength,
  sendFeeCents,
  sendTotalCents,
  shortenAddress,
} from '../../data/srdWallet';
import { formatCount, notAvailable } from '../../i18n/format';
import { selectEntry, selectRefused as selectStoreRefused } from '../../machines/memberStore.machine';
import {
  selectCanSend,
  selectDraft,
  selectFormState,
  selectLastSent,
  selectLinkProblem,
  selectRefused,
  srdWalletSendMachine,
  type OutgoingTransfer,
  type WatchTransferInput,
} from '../../machines/srdWalletSend.machine';
import { useAppActorRef, useSendOnChange } from '../../platform/actors';
import { memberStore, useAccount } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { useWalletFormat } from './walletFormat';

/** When Send was clicked: the new entry's timestamp (read in the click handler, never in render). */
const clickTime = () => Date.now();

const toEntry = (transfer: OutgoingTransfer): LedgerEntry => ({
  id: transfer.id,
  kind: 'transfer',
  direction: 'out',
  amountCents: transfer.amountCents,
  feeCents: transfer.feeCents,
  counterparty: transfer.to,
  reference: transfer.reference,
  at: isoSeconds(transfer.at),
  status: 'pending',
});

/** The form hears back from the app's store when its entry completed or was refused. */
const storeSendMachine = srdWalletSendMachine.provide({
  actors: {
    watchTransfer: fromCallback<EventObject, WatchTransferInput>(({ input, sendBack }) => {
      const store = memberStore();
      const check = () => {
        const snapshot = store.getSnapshot();
        const entry = selectEntry(input.id)(snapshot);
        if (entry?.status === 'completed') sendBack({ type: 'transfer.completed', id: input.id });
        else if (!entry && selectStoreRefused(snapshot).includes(input.id))
          sendBack({ type: 'transfer.refused', id: input.id });
      };
      const subscription = store.subscribe(check);
      check();
      return () => subscription.unsubscribe();
    }),
  },
});

export function SendTab({ hidden }: { hidden: boolean }) {
  const { t, money, language } = useWalletFormat(hidden);
  const toast = useToast();
  const account = useAccount();
  const send = useAppActorRef(storeSendMachine, {
    input: {
      availableCents: account.availableCents,
      feeCents: sendFeeCents,
      sendableCents,
      language,
      amountText: amountFieldText,
      readPaymentLink,
    },
  });
  const formState = useSelector(send, selectFormState);
  const draft = useSelector(send, selectDraft);
  const lastSent = useSelector(send, selectLastSent);
  const refused = useSelector(send, selectRefused);
  const linkProblem = useSelector(send, selectLinkProblem);
  const canSend = useSelector(send, selectCanSend);
  const available = account.availableCents;

  // What is available moves with every entry (this tab's sends, another tab's, a payment elsewhere).
  useSendOnChange(send, { type: 'account.update', availableCents: available });
  // The amount is read, and Use Max written, as the member's language writes numbers.
  useSendOnChange(send, { type: 'locale.update', language });
  // The send goes to the store, which owns it from here (it completes even if this screen is gone).
  useEffect(() => {
    const subscription = send.on('transfer.submit', ({ transfer }) =>
      memberStore().send({ type: 'ledger.submit', entry: toEntry(transfer) }),
    );
    return () => subscription.unsubscribe();
  }, [send]);
  // "Transfer sent" when the store completed the send; nothing once the screen is gone.
  useEffect(() => {
    const subscription = send.on('transfer.sent', ({ transfer }) =>
      toast({ tone: 'success', title: t('send.toast', { amount: money(transfer.amountCents) }) }),
    );
    return () => subscription.unsubscribe();
  }, [send, toast, t, money]);

  // Errors for an empty field show once it was edited in this round (a completed send starts a new one).
  const [touched, setTouched] = useState<{ round: OutgoingTransfer | null; fields: SendFormField[] }>({
    round: null,
    fields: [],
  });
  const touchedNow = touched.round === lastSent ? touched.fields : [];
  const amountCheck = checkSendAmount(draft.amount, available, language);
  const addressOk = isValidAddress(draft.address);
  const showAddress = draft.address !== '' || touchedNow.includes('address');
  const showAmountError =
    !amountCheck.ok && (amountCheck.problem !== 'empty' || touchedNow.includes('amount'));
  const referenceTooLong = draft.reference.length > referenceMaxLength;
  const totalCents = amountCheck.ok ? sendTotalCents(amountCheck.cents) : null;
  const afterCents = totalCents === null ? null : available - totalCents;
  const blockedReason = !addressOk
    ? t('send.blocked.address')
    : !amountCheck.ok
      ? t('send.blocked.amount')
      : referenceTooLong
        ? t('send.blocked.reference')
        : '';
  const amountProblem = amountCheck.ok ? null : amountCheck.problem;
  const edit = (field: SendFormField, value: string) => {
    setTouched((current) => ({
      round: lastSent,
      fields: current.round === lastSent ? [...new Set([...current.fields, field])] : [field],
    }));
    send.send({ type: 'user.edit', field, value });
  };
  // A pasted link fills the form whole or says why not; a pasted address is typed text like any other.
  const pasteRecipient = (text: string) => {
    if (!looksLikeLink(text)) return false;
    send.send({ type: 'user.pasteLink', text });
    return true;
  };
  const startSend = () => {
    const event = {
      type: 'user.send' as const,
      at: clickTime(),
      id: nextSendId(memberStore().getSnapshot().context.record.ledger),
    };
    if (!send.getSnapshot().can(event)) return;
    send.send(event);
  };
  const status =
    formState === 'sent' && lastSent
      ? t('send.sent', { amount: money(lastSent.amountCents), to: shortenAddress(lastSent.to) })
      : refused
        ? t('send.refused', { available: money(available) })
        : undefined;

  return (
    <SendForm
      labels={{
        heading: t('send.heading'),
        description: t('send.description'),
        address: t('send.address'),
        addressHint: t('send.addressHint'),
        addressPlaceholder: t('send.addressPlaceholder'),
        amount: t('send.amount'),
        amountHint: t('send.amountHint', { available: money(available), fees: money(sendFeeCents) }),
        useMax: t('send.useMax'),
        useMaxName: t('send.useMaxName'),
        reference: t('send.reference'),
        referenceHint: t('send.referenceHint', { max: referenceMaxLength }),
        fees: t('send.fees'),
        available: t('send.available'),
        networkFee: t('send.networkFee'),
        processingFee: t('send.processingFee'),
        total: t('send.total'),
        availableAfter: t('send.availableAfter'),
        send: t('send.send'),
        sending: t('send.sending'),
      }}
      state={formState}
      address={draft.address}
      amount={draft.amount}
      reference={draft.reference}
      addressValid={showAddress && addressOk ? t('send.valid') : undefined}
      addressInvalid={showAddress && !addressOk ? t('send.invalid') : undefined}
      linkError={linkProblem ? t(`send.linkProblems.${linkProblem}`, { max: referenceMaxLength }) : undefined}
      amountError={
        showAmountError && amountProblem
          ? t(`send.problems.${amountProblem}`, {
              available: money(available),
              max: money(maxSendCents(available)),
              fees: money(sendFeeCents),
              limit: money(maxAmountCents),
              maxLength: formatCount(walletAmountField.maxLength, language),
            })
          : undefined
      }
      referenceError={
        referenceTooLong
          ? t('send.referenceTooLong', { length: draft.reference.length, max: referenceMaxLength })
          : undefined
      }
      available={money(available)}
      networkFee={money(networkFeeCents)}
      processingFee={money(processingFeeCents)}
      total={totalCents === null ? notAvailable : money(totalCents)}
      availableAfter={afterCents === null ? notAvailable : money(afterCents)}
      blockedReason={canSend ? '' : blockedReason}
      statusMessage={status}
      canSend={canSend}
      onChange={edit}
      onPasteRecipient={pasteRecipient}
      onUseMax={() => send.send({ type: 'user.useMax' })}
      onSend={startSend}
    />
  );
}
