import { memberRegion } from '../../components/primitives/memberFigure';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { CustomsShipmentDetail } from '../../components/customsClearance/CustomsShipmentDetail';
import { DeclarationActions } from '../../components/customsClearance/DeclarationActions';
import { RequiredDocuments } from '../../components/customsClearance/RequiredDocuments';
import { TariffInfo } from '../../components/customsClearance/TariffInfo';
import {
  areDutiesPaid,
  customsStatusTone,
  hasShipmentArrived,
  documentStatusTone,
  documentsStatusOf,
  dutyCents,
  dutyEntry,
  dutyEntryId,
  estimatedTotalTax,
  isDeclarationFiled,
  outstandingDocuments,
  shipmentDocuments,
  tariffFor,
  type CustomsShipment,
} from '../../data/customsClearance';
import { canSpend } from '../../data/ledger';
import { worldMoment } from '../../data/sampleWorld';
import { ItemLink } from '../../components/primitives/ItemLink';
import { Stack } from '../../components/primitives/ScreenLayout';
import { formatCount, formatDate, formatList, formatPercent, formatSdr, isolateLtr } from '../../i18n/format';
import {
  selectDeclarationStatus,
  selectSubmitProgress,
  type DeclarationDocument,
} from '../../machines/customsDeclaration.machine';
import { selectCustoms, selectLedger } from '../../machines/memberStore.machine';
import { useScreenText } from '../../platform/screenText';
import { useAccount, useMember, useMemberStore } from '../../platform/memberStore';
import { useDeferredModule } from '../../platform/deferredModule';
import { useToast } from '../../platform/shellContext';
import type { DeclarationActor, UploadActor } from '../../machines/customsClearance.machine';
import type { CustomsClearanceActor } from './customsActor';
import type { DeclarationDialog } from './DeclarationDialogs';
import { useDocumentUpload } from './useDocumentUpload';
import { commodityName } from '../../platform/commodityName';
import { useWorldDay } from '../../platform/worldDay';

/** Pay Duties and Track Status load the first time one opens (not part of the first paint). */
const loadDialogs = () => import('./DeclarationDialogs');
/** The print view is not seen on screen: it loads right after the first paint. */
const loadPrintView = () => import('../../components/customsClearance/DeclarationPrintView');

/** The selected shipment's detail, tariff, documents and actions, with its dialogs and print view. */
export function DeclarationSection({
  shipment,
  clearance,
  declaration,
  uploader,
  routeText,
}: {
  shipment: CustomsShipment;
  /** The screen's actor: the submission and the uploads are sent to it. */
  clearance: CustomsClearanceActor;
  /** This shipment's children of it, read with their own selectors. */
  declaration: DeclarationActor;
  uploader: UploadActor;
  routeText: string;
}) {
  const day = useWorldDay();
  const { t, language } = useScreenText('customsClearance');
  const toast = useToast();
  const store = useMemberStore();
  const customs = useMember(selectCustoms);
  const ledger = useMember(selectLedger);
  const { availableCents } = useAccount();
  const documents = shipmentDocuments(shipment, customs.uploads);
  const filed = isDeclarationFiled(shipment, customs.declarations);
  const submitEvent = { type: 'user.submit' as const, shipmentId: shipment.id, documents, filed };
  const submission = useSelector(declaration, selectDeclarationStatus);
  const status = filed ? 'submitted' : submission;
  const submitProgress = useSelector(declaration, selectSubmitProgress);
  const canSubmit = useSelector(clearance, (snapshot) => snapshot.can(submitEvent));
  // Duties are paid once per shipment: the store keeps the one DUTY-<shipment> entry.
  const dutiesPaid = areDutiesPaid(shipment, ledger);
  const duties = dutyCents(shipment);
  const canPay =
    !dutiesPaid && duties !== null && !ledger.some((entry) => entry.id === dutyEntryId(shipment.id));
  const canAffordDuties = duties !== null && canSpend(duties, availableCents);
  const [dialog, setDialog] = useState<DeclarationDialog>(null);
  const Dialogs = useDeferredModule(loadDialogs, dialog !== null)?.default;

  const PrintView = useDeferredModule(loadPrintView, true)?.DeclarationPrintView;
  // Print pressed before the print view has arrived prints once it is on the page.
  const printWanted = useRef(false);
  useEffect(() => {
    if (!PrintView || !printWanted.current) return;
    printWanted.current = false;
    window.print();
  }, [PrintView]);
  const { upload, onPick } = useDocumentUpload(clearance, shipment.id, uploader);

  const product = commodityName(t, shipment.product);
  const tariff = tariffFor(shipment.hsCode);
  const tax = estimatedTotalTax(shipment.value);
  const taxText = tax === null ? formatSdr(Number.NaN, language) : formatSdr(tax, language);
  /** A figure inside a sentence keeps the order Intl wrote it in, also in a right-to-left line. */
  const inSentence = (figure: string) => isolateLtr(figure.replace(/\u200f/g, ''), language);
  const documentName = (document: DeclarationDocument) =>
    document.code ? t(`documents.names.${document.code}`) : (document.fileName ?? '');

  const outstanding = outstandingDocuments(documents);
  const confirmation =
    status === 'submitted'
      ? shipment.status === 'cleared'
        ? t('actions.alreadyCleared', { id: shipment.shipmentId })
        : t('actions.confirmation', { id: shipment.shipmentId, reference: `DEC-${shipment.id}` })
      : null;
  // 3.2%, 19%, 0%: as many decimals as the rate has (at most one).
  const percent = (value: number) => formatPercent(value, language, Number.isInteger(value) ? 0 : 1);
  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

  const factRows = [
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
  // The shipment the declaration clears, a link where another screen shows it.
  const detailRows = [
    {
      id: 'shipment',
      label: t('detail.shipment'),
      value: shipment.shipmentLink ? (
        <ItemLink to={shipment.shipmentLink}>{shipment.shipmentId}</ItemLink>
      ) : (
        shipment.shipmentId
      ),
    },
    ...factRows,
  ];
  const tariffRows = tariff
    ? [
        { id: 'duty', label: t('tariff.duty'), value: percent(tariff.dutyRate) },
        { id: 'vat', label: t('tariff.vat'), value: percent(tariff.vat) },
        { id: 'fees', label: t('tariff.fees'), value: percent(tariff.additionalFees) },
      ]
    : [];

  return (
    <Stack>
      <CustomsShipmentDetail
        heading={product}
        description={t('detail.description', {
          shipment: shipment.shipmentId,
          id: shipment.id,
          route: routeText,
        })}
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
        upload={upload}
        onPick={onPick}
        figure={memberRegion('customs')}
      />
      <DeclarationActions
        heading={t('actions.heading')}
        status={status}
        canSubmit={canSubmit}
        canPay={canPay}
        submitHint={
          status === 'documents' && outstanding.length > 0
            ? t('actions.waiting', { documents: formatList(outstanding.map(documentName), language) })
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
        onSubmit={() => clearance.send(submitEvent)}
        onPay={() => setDialog('pay')}
        onTrack={() => setDialog('track')}
        onPrint={() => {
          if (PrintView) window.print();
          else printWanted.current = true;
        }}
        figure={memberRegion('customs', 'ledger')}
      />
      {Dialogs ? (
        <Dialogs
          dialog={dialog}
          onDialogChange={setDialog}
          shipmentId={shipment.shipmentId}
          declarationId={shipment.id}
          shipmentStatus={shipment.status}
          arrived={hasShipmentArrived(shipment, worldMoment(day))}
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
                title: t('pay.toast', { amount: inSentence(taxText), id: shipment.shipmentId }),
              });
            return paid;
          }}
        />
      ) : null}
      {PrintView ? (
        <PrintView
          heading={t('print.heading', { id: shipment.id })}
          rows={[
            { id: 'shipment', label: t('print.shipment'), value: shipment.shipmentId },
            { id: 'product', label: t('print.product'), value: product },
            { id: 'route', label: t('print.route'), value: routeText },
            { id: 'status', label: t('print.status'), value: t(`status.${shipment.status}`) },
            ...factRows,
            ...tariffRows,
            { id: 'tax', label: t('tariff.total'), value: taxText },
          ]}
          documentsHeading={t('print.documents')}
          documents={documents.map((document) => ({
            id: document.id,
            name: documentName(document),
            status: t(`documents.status.${document.status}`, { defaultValue: document.status }),
          }))}
          footer={t('print.footer', {
            date: formatDate(`${day}T00:00:00Z`, language, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        />
      ) : null}
    </Stack>
  );
}
