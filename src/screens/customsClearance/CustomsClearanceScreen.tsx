import { Global, type Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { CustomsShipmentDetail } from '../../components/customs/CustomsShipmentDetail';
import { CustomsShipmentList } from '../../components/customs/CustomsShipmentList';
import { DeclarationActions } from '../../components/customs/DeclarationActions';
import { DeclarationPrintView } from '../../components/customs/DeclarationPrintView';
import { RequiredDocuments } from '../../components/customs/RequiredDocuments';
import { TariffInfo } from '../../components/customs/TariffInfo';
import {
  areDutiesPaid,
  customsShipments,
  customsStatusTone,
  documentStatusTone,
  documentsStatusOf,
  dutyCents,
  dutyEntry,
  dutyEntryId,
  estimatedTotalTax,
  isDeclarationFiled,
  nextUploadId,
  outstandingDocuments,
  resolveCustomsShipment,
  shipmentDocuments,
  tariffFor,
  uploadedDocument,
  type CustomsShipment,
} from '../../data/customsClearance';
import { canSpend } from '../../data/ledger';
import { defaultDocumentUploadRules, formatBytes, validateUpload } from '../../data/fileUpload';
import { formatCount, formatDate, formatPercent, formatSdr, isolateLtr } from '../../i18n/format';
import {
  customsDeclarationMachine,
  selectDeclarationStatus,
  selectSubmitProgress,
  type DeclarationDocument,
} from '../../machines/customsDeclaration.machine';
import {
  fileUploadMachine,
  selectPickedFile,
  selectProgress,
  selectRejection,
  selectUploadStatus,
  selectUploadedFile,
} from '../../machines/fileUpload.machine';
import { selectCustoms, selectLedger } from '../../machines/memberStore.machine';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef } from '../../platform/actors';
import { useNotifyStoppedOnLeave } from '../../platform/stoppedOnLeave';
import { useAccount, useMember, useMemberStore } from '../../platform/memberStore';
import { useDeferredModule } from '../../platform/deferredModule';
import { useToast } from '../../platform/shellContext';
import type { DeclarationDialog } from './DeclarationDialogs';

/** Pay Duties and Track Status load the first time one opens (not part of the first paint). */
const loadDialogs = () => import('./DeclarationDialogs');

type DeclarationActor = ActorRefFrom<typeof customsDeclarationMachine>;

const uploadRules = defaultDocumentUploadRules;
const validate = (file: { name: string; size: number; type: string }) => {
  const check = validateUpload(file, uploadRules);
  return check.ok ? null : check.reason;
};

/**
 * One declaration actor per shipment, created here and handed up: a submission under way goes on when
 * the member looks at another shipment, and files the declaration in the member's store at its end.
 * Leaving the screen stops it, and the member's notifications say so.
 */
function DeclarationHost({
  shipment,
  onReady,
}: {
  shipment: CustomsShipment;
  onReady: (id: string, actor: DeclarationActor) => void;
}) {
  const store = useMemberStore();
  const actor = useAppActorRef(customsDeclarationMachine);
  useEffect(() => {
    const subscription = actor.on('declaration.filed', () =>
      store.send({
        type: 'customs.declare',
        declaration: { shipmentId: shipment.id, status: 'submitted', at: new Date().toISOString() },
      }),
    );
    return () => subscription.unsubscribe();
  }, [actor, store, shipment.id]);
  useEffect(() => onReady(shipment.id, actor), [onReady, shipment.id, actor]);
  // Leaving the screen mid-submission stops it; the notification centre says so, with a link back.
  useNotifyStoppedOnLeave(
    actor,
    (snapshot) => (snapshot.matches('submitting') ? { kind: 'declaration', shipmentId: shipment.id } : null),
    store.send,
  );
  return null;
}

/**
 * Customs clearance (spec part 2, Customs Clearance; sections 3, 4, 9; issue 7): the shipments with a
 * selectable detail (first by default, `?shipment=` in the URL), the tariff of the shipment's HS code
 * with the estimated total tax (0.223 x declared value), the declaration's documents with Upload
 * Document (checked by the shared upload rules, simulated by the fileUpload machine; an accepted file
 * joins as pending), Submit Declaration (customsDeclaration machine; only when every required document
 * is approved), Pay Duties (a confirmation dialog with the amount), Track Status (a timeline dialog)
 * and Print (the print view below is all that prints).
 */
export default function CustomsClearanceScreen() {
  const { t, language } = useScreenText('customsClearance');
  const [params, setParams] = useSearchParams();
  const selected = resolveCustomsShipment(params.get('shipment'));
  const [actors, setActors] = useState<Record<string, DeclarationActor>>({});
  const onReady = useCallback(
    (id: string, actor: DeclarationActor) =>
      setActors((current) => (current[id] === actor ? current : { ...current, [id]: actor })),
    [],
  );

  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('shipment', id);
        return next;
      },
      { replace: true },
    );

  const place = (code: string) => t(`places.${code}`);
  const route = (shipment: CustomsShipment) =>
    t('route', { origin: place(shipment.origin), destination: place(shipment.destination) });
  const actor = selected ? actors[selected.id] : undefined;

  return (
    <div css={styles.page} data-customs-screen="">
      <Global styles={printStyles} />
      {customsShipments.map((shipment) => (
        <DeclarationHost key={shipment.id} shipment={shipment} onReady={onReady} />
      ))}
      <div css={styles.top}>
        <CustomsShipmentList
          heading={t('list.heading')}
          listLabel={t('list.listLabel')}
          shipments={customsShipments.map((shipment) => ({
            id: shipment.id,
            product: t(`products.${shipment.product}`),
            statusLabel: t(`status.${shipment.status}`),
            statusTone: customsStatusTone(shipment.status),
            route: route(shipment),
            value: formatSdr(shipment.value, language),
            selected: shipment.id === selected?.id,
          }))}
          empty={{ title: t('list.emptyTitle'), body: t('list.emptyBody') }}
          onSelect={select}
        />
        {selected && actor ? (
          <Declaration key={selected.id} shipment={selected} actor={actor} routeText={route(selected)} />
        ) : null}
      </div>
    </div>
  );
}

/** The selected shipment's detail, tariff, documents and actions, with its dialogs and print view. */
function Declaration({
  shipment,
  actor,
  routeText,
}: {
  shipment: CustomsShipment;
  actor: DeclarationActor;
  routeText: string;
}) {
  const { t, language } = useScreenText('customsClearance');
  const toast = useToast();
  const store = useMemberStore();
  const customs = useMember(selectCustoms);
  const ledger = useMember(selectLedger);
  const { availableCents } = useAccount();
  const documents = shipmentDocuments(shipment, customs.uploads);
  const filed = isDeclarationFiled(shipment, customs.declarations);
  const submitEvent = { type: 'user.submit' as const, documents, filed };
  const submission = useSelector(actor, selectDeclarationStatus);
  const status = filed ? 'submitted' : submission;
  const submitProgress = useSelector(actor, selectSubmitProgress);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can(submitEvent));
  // Duties are paid once per shipment: the store keeps the one DUTY-<shipment> entry.
  const dutiesPaid = areDutiesPaid(shipment, ledger);
  const duties = dutyCents(shipment);
  const canPay =
    !dutiesPaid && duties !== null && !ledger.some((entry) => entry.id === dutyEntryId(shipment.id));
  const canAffordDuties = duties !== null && canSpend(duties, availableCents);
  const [dialog, setDialog] = useState<DeclarationDialog>(null);
  const Dialogs = useDeferredModule(loadDialogs, dialog !== null)?.default;

  const uploader = useAppActorRef(fileUploadMachine, { input: { validate } });
  const uploadStatus = useSelector(uploader, selectUploadStatus);
  const uploadProgress = useSelector(uploader, selectProgress);
  const rejection = useSelector(uploader, selectRejection);
  const picked = useSelector(uploader, selectPickedFile);
  const uploaded = useSelector(uploader, selectUploadedFile);
  const lastAdded = useRef<unknown>(null);

  const product = t(`products.${shipment.product}`);
  const tariff = tariffFor(shipment.hsCode);
  const tax = estimatedTotalTax(shipment.value);
  const taxText = tax === null ? formatSdr(Number.NaN, language) : formatSdr(tax, language);
  /** A figure inside a sentence keeps the order Intl wrote it in, also in a right-to-left line. */
  const inSentence = (figure: string) => isolateLtr(figure.replace(/\u200f/g, ''), language);
  const documentName = (document: DeclarationDocument) =>
    document.code ? t(`documents.names.${document.code}`) : (document.fileName ?? '');
  const max = formatBytes(uploadRules.maxBytes);

  // An uploaded file joins this declaration's documents as pending, once, kept in the member's store.
  useEffect(() => {
    if (!uploaded || lastAdded.current === uploaded) return;
    lastAdded.current = uploaded;
    const { uploads } = store.getSnapshot().context.record.customs;
    store.send({
      type: 'customs.upload',
      upload: {
        shipmentId: shipment.id,
        document: uploadedDocument(nextUploadId(shipment.id, uploads), uploaded.name),
        at: new Date().toISOString(),
      },
    });
    toast({ tone: 'success', title: t('upload.toast', { name: uploaded.name, id: shipment.id }) });
  }, [uploaded, store, shipment.id, toast, t]);

  const uploadMessage = (() => {
    const name = picked?.name ?? '';
    if (uploadStatus === 'rejected' && rejection && picked)
      return t(`upload.rejected.${rejection}`, { name, size: formatBytes(picked.size), max });
    if (uploadStatus === 'uploading') return t('upload.uploading', { name });
    if (uploadStatus === 'uploaded') return t('upload.uploaded', { name });
    return null;
  })();

  const outstanding = outstandingDocuments(documents);
  const confirmation =
    status === 'submitted'
      ? shipment.status === 'cleared'
        ? t('actions.alreadyCleared', { id: shipment.id })
        : t('actions.confirmation', { id: shipment.id, reference: `DEC-${shipment.id}` })
      : null;
  // 3.2%, 19%, 0%: as many decimals as the rate has (at most one), as the spec writes them.
  const percent = (value: number) => formatPercent(value, language, Number.isInteger(value) ? 0 : 1);
  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

  const detailRows = [
    { id: 'hsCode', label: t('detail.hsCode'), value: shipment.hsCode },
    { id: 'value', label: t('detail.value'), value: formatSdr(shipment.value, language) },
    {
      id: 'weight',
      label: t('detail.weight'),
      value: t('detail.kg', { weight: formatCount(shipment.weightKg, language) }),
    },
    {
      id: 'documentsStatus',
      label: t('detail.documentsStatus'),
      value: t(`documentsStatus.${documentsStatusOf(documents)}`),
    },
    {
      id: 'estimatedClearance',
      label: t('detail.estimatedClearance'),
      value: date(shipment.estimatedClearance),
    },
  ];
  const tariffRows = tariff
    ? [
        { id: 'duty', label: t('tariff.duty'), value: percent(tariff.dutyRate) },
        { id: 'vat', label: t('tariff.vat'), value: percent(tariff.vat) },
        { id: 'fees', label: t('tariff.fees'), value: percent(tariff.additionalFees) },
      ]
    : [];

  return (
    <div css={styles.stack}>
      <CustomsShipmentDetail
        heading={product}
        description={t('detail.description', { id: shipment.id, route: routeText })}
        statusLabel={t(`status.${shipment.status}`)}
        statusTone={customsStatusTone(shipment.status)}
        rows={detailRows}
      />
      <TariffInfo
        heading={t('tariff.heading')}
        description={
          tariff
            ? t('tariff.description', { code: tariff.hsCode, description: t(`tariffs.${tariff.code}`) })
            : null
        }
        rows={tariffRows}
        totalLabel={t('tariff.total')}
        total={taxText}
        totalHint={t('tariff.totalHint', { value: formatSdr(shipment.value, language) })}
        empty={{ title: t('tariff.emptyTitle'), body: t('tariff.emptyBody', { code: shipment.hsCode }) }}
      />
      <RequiredDocuments
        heading={t('documents.heading')}
        listLabel={t('documents.listLabel')}
        documents={documents.map((document) => ({
          id: document.id,
          name: documentName(document),
          statusLabel: t(`documents.status.${document.status}`, { defaultValue: document.status }),
          statusTone: documentStatusTone(document.status),
          requirementLabel: document.required ? t('documents.required') : t('documents.optional'),
        }))}
        empty={{ title: t('documents.emptyTitle'), body: t('documents.emptyBody') }}
        upload={{
          label: t('upload.label'),
          hint: t('upload.hint', { max }),
          accept: uploadRules.accept.join(','),
          status: uploadStatus,
          progress: uploadProgress,
          progressLabel: t('upload.progress'),
          message: uploadMessage,
        }}
        onPick={(file) =>
          uploader.send({ type: 'user.pick', file: { name: file.name, size: file.size, type: file.type } })
        }
      />
      <DeclarationActions
        heading={t('actions.heading')}
        status={status}
        canSubmit={canSubmit}
        canPay={canPay}
        submitHint={
          status === 'documents' && outstanding.length > 0
            ? t('actions.waiting', { documents: outstanding.map(documentName).join(', ') })
            : null
        }
        submitProgress={submitProgress}
        progressText={t('actions.progressText', { percent: formatPercent(submitProgress, language, 0) })}
        confirmation={confirmation}
        paidNote={dutiesPaid ? t('actions.paid', { amount: inSentence(taxText) }) : null}
        labels={{
          submit: t('actions.submit'),
          submitting: t('actions.submitting'),
          pay: t('actions.pay'),
          track: t('actions.track'),
          print: t('actions.print'),
          progress: t('actions.progress'),
        }}
        onSubmit={() => actor.send(submitEvent)}
        onPay={() => setDialog('pay')}
        onTrack={() => setDialog('track')}
        onPrint={() => window.print()}
      />
      {Dialogs ? (
        <Dialogs
          dialog={dialog}
          onDialogChange={setDialog}
          shipmentId={shipment.id}
          shipmentStatus={shipment.status}
          product={product}
          taxText={taxText}
          canPay={canPay && canAffordDuties}
          fundsMessage={
            canPay && !canAffordDuties
              ? t('pay.notEnough', {
                  amount: inSentence(taxText),
                  available: inSentence(formatSdr(availableCents / 100, language)),
                })
              : null
          }
          submitted={status === 'submitted'}
          dutiesPaid={dutiesPaid}
          onConfirmPay={() => {
            if (duties === null || !canPay) return false;
            store.send({
              type: 'ledger.submit',
              entry: dutyEntry(shipment, duties, new Date().toISOString()),
            });
            // The store refuses duties above what is available: then nothing was paid.
            const paid = store
              .getSnapshot()
              .context.record.ledger.some((entry) => entry.id === dutyEntryId(shipment.id));
            if (paid)
              toast({
                tone: 'success',
                title: t('pay.toast', { amount: inSentence(taxText), id: shipment.id }),
              });
            return paid;
          }}
        />
      ) : null}
      <DeclarationPrintView
        heading={t('print.heading', { id: shipment.id })}
        rows={[
          { id: 'shipment', label: t('print.shipment'), value: shipment.id },
          { id: 'product', label: t('print.product'), value: product },
          { id: 'route', label: t('print.route'), value: routeText },
          { id: 'status', label: t('print.status'), value: t(`status.${shipment.status}`) },
          ...detailRows,
          ...tariffRows,
          { id: 'tax', label: t('tariff.total'), value: taxText },
        ]}
        documentsHeading={t('print.documents')}
        documents={documents.map((document) => ({
          id: document.id,
          name: documentName(document),
          status: t(`documents.status.${document.status}`, { defaultValue: document.status }),
        }))}
        footer={t('print.footer', { date: formatDate(new Date(), language, { dateStyle: 'long' }) })}
      />
    </div>
  );
}

/** In print only the declaration shows: the app chrome and the interactive panels are hidden. */
const printStyles = {
  '@media print': {
    'header, footer, nav, [role="region"][aria-label^="Notifications"], a[href="#main"]': {
      display: 'none !important',
    },
    '[data-customs-screen] section, [data-customs-screen] [role="dialog"]': { display: 'none !important' },
    '[data-customs-screen], [data-customs-screen] *': { boxShadow: 'none !important' },
  },
};

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
  top: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
    // The list is hidden in print: the declaration takes the whole width of the sheet.
    '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
  }),
  stack: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
};
