import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page } from '../../components/primitives/ScreenLayout';
import {
  complianceAlerts,
  complianceDocuments,
  type ComplianceAlert,
  type ComplianceDocument,
  type DocumentRegion,
  type DocumentType,
} from '../../data/complianceDashboard';
import {
  auditCsv,
  auditTrail,
  nextUploadedDocumentId,
  reportMonth,
  uploadedDocument,
  type AuditEvent,
} from '../../data/complianceFiles';
import {
  activeFilterCount,
  canResolve,
  complianceScorePercent,
  complianceSummary,
  complianceTabs,
  daysUntilExpiry,
  parseDocumentFilters,
  scoreBand,
  withResolutions,
  type DocumentFilters as Filters,
} from '../../data/complianceRules';
import { formatDate } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { text, useUrlParams, useUrlState, useUrlTab } from '../../platform/urlState';
import { useDeferredModule } from '../../platform/deferredModule';
import { selectCompliance } from '../../machines/memberStore.machine';
import { useMember, useMemberStore } from '../../platform/memberStore';
import { exportCsv } from '../../platform/csvExport';
import { saveFile } from '../../platform/saveFile';
import { useToast } from '../../platform/shellContext';
import { AlertsSection } from './AlertsSection';
import { DocumentsSection } from './DocumentsSection';
import { ReportsSection, type ReportId } from './ReportsSection';
import { SummarySection } from './SummarySection';
import { useWorldDay } from '../../platform/worldDay';

// Panels and tabs that are not on screen at first paint load when first opened.
const loadAlertList = () => import('../../components/complianceDashboard/ComplianceAlertList');
const loadFilters = () => import('../../components/complianceDashboard/DocumentFilters');
const loadReportList = () => import('../../components/complianceDashboard/ReportList');
/** Upload with its own fileUpload actor: loaded on the first press of Upload, then kept mounted. */
const loadUpload = () => import('./DocumentUpload');

/**
 * Compliance dashboard: the summary cards with the Compliance Score, and tabs kept in the URL
 * (`?tab=alerts`): Documents, Alerts and Reports, one section each. The screen keeps the tabs' state
 * (search, open panels, files, reports being made), since a tab's panel unmounts while another is open.
 * Uploaded documents and resolved alerts are the member's work: they live in the member store and
 * outlive the screen and a reload. The uploaded file itself is kept only while the screen is open
 * (its download gives the file back); afterwards a download gives the document's details, as for the
 * sample documents.
 */
export default function ComplianceDashboardScreen() {
  const { t, language, dir } = useScreenText('complianceDashboard');
  const toast = useToast();
  const [params, updateParams] = useUrlParams();
  const [tab, openTab, tabAddress] = useUrlTab(complianceTabs);
  const filters = parseDocumentFilters(params);
  const filterCount = activeFilterCount(filters);
  const today = useWorldDay();
  // `?q=` (a link from the command palette) fills the search box, as if typed; a new link refills it.
  const [linkedQuery] = useUrlState('q', text);
  const [query, setQuery] = useState(linkedQuery);
  const [seenQuery, setSeenQuery] = useState(linkedQuery);
  if (seenQuery !== linkedQuery) {
    setSeenQuery(linkedQuery);
    setQuery(linkedQuery);
  }
  const [filterOpen, setFilterOpen] = useState(() => filterCount > 0);
  const [uploadOpen, setUploadOpen] = useState(false);
  const DocumentUpload = useDeferredModule(loadUpload, uploadOpen)?.default;
  const DocumentFilters = useDeferredModule(loadFilters, filterOpen)?.DocumentFilters;
  const ComplianceAlertList = useDeferredModule(loadAlertList, tab === 'alerts')?.ComplianceAlertList;
  const ReportList = useDeferredModule(loadReportList, tab === 'reports')?.ReportList;
  const store = useMemberStore();
  const compliance = useMember(selectCompliance);
  const uploads = compliance.uploads;
  const resolvedIds = useMemo(() => new Set(compliance.resolvedAlerts), [compliance]);
  // The bytes of files uploaded while the screen is open, for their download (not stored).
  const [files, setFiles] = useState<ReadonlyMap<string, Blob>>(() => new Map());
  const [sessionEvents, setSessionEvents] = useState<readonly AuditEvent[]>([]);
  const [preparing, setPreparing] = useState<ReportId | null>(null);

  // Sample documents carry their name in the member's language; an upload keeps its file's name.
  const documents = [
    ...uploads,
    ...complianceDocuments(today).map((document) => ({
      ...document,
      name: t(`sampleDocuments.${document.id}`),
    })),
  ];
  const alerts = withResolutions(complianceAlerts(today), resolvedIds);
  const summary = complianceSummary(documents, alerts, today);
  const band = scoreBand(complianceScorePercent(today));

  // --- URL state
  const setFilter = (field: keyof Filters, value: string) =>
    updateParams({ [field]: value === 'all' ? null : value });
  const clearFilters = () => updateParams({ type: null, status: null, region: null });

  // --- Formatting
  const date = (key: string | null) =>
    key === null
      ? ''
      : formatDate(`${key.slice(0, 10)}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const documentOf = (id: string | undefined) => documents.find((document) => document.id === id);
  const alertTitle = (alert: ComplianceAlert) => t(`alerts.items.${alert.code}.title`);
  const alertDescription = (alert: ComplianceAlert) => {
    const document = documentOf(alert.documentId);
    return t(`alerts.items.${alert.code}.description`, {
      document: document?.name ?? '',
      id: document?.id ?? '',
      date: date(document?.expiryDate ?? null),
    });
  };
  const expiryText = (document: ComplianceDocument) =>
    document.expiryDate === null
      ? t('documents.noExpiry')
      : t('documents.expires', { date: date(document.expiryDate) });
  const daysLeft = (document: ComplianceDocument) =>
    t('documents.expiringIn', { count: daysUntilExpiry(document.expiryDate, today) ?? 0 });
  const line = (label: string, value: string) => t('file.line', { label, value });

  // --- Uploads
  const onUploaded = (file: File, type: DocumentType, region: DocumentRegion) => {
    const id = nextUploadedDocumentId(store.getSnapshot().context.record.compliance.uploads);
    const document = uploadedDocument(id, file.name, type, region, today);
    store.send({ type: 'compliance.upload', document });
    setFiles((current) => new Map(current).set(id, file));
    setSessionEvents((current) => [
      ...current,
      {
        timestamp: new Date().toISOString(),
        action: 'documentUploaded',
        subjectId: id,
        subject: document.name,
      },
    ]);
    toast({ tone: 'success', title: t('upload.toast', { name: document.name }) });
  };

  // --- Reports
  const events = auditTrail(documents, alerts, sessionEvents);
  const downloadReport = async (id: string) => {
    if (preparing) return;
    const report: ReportId = id === 'audit' ? 'audit' : 'monthly';
    const title = t(`reports.${report}.title`);
    setPreparing(report);
    try {
      if (report === 'monthly') {
        const name = `compliance-report-${reportMonth(today)}.txt`;
        // The report's text builder loads on the first download (not needed to paint the screen).
        const { monthlyReport } = await import('./monthlyReport');
        const content = monthlyReport({
          t,
          language,
          documents,
          alerts,
          today,
          summary,
          band,
          line,
          date,
          expiryText,
          daysLeft,
          alertTitle,
        });
        saveFile({ name, content, type: 'text/plain;charset=utf-8' });
        toast({ tone: 'success', title: t('reports.toast', { name }) });
      } else {
        const name = `compliance-audit-trail-${today}.csv`;
        const saved = t('reports.toast', { name });
        await exportCsv(
          { name, table: auditCsv(events), saved, failed: t('reports.failed', { report: title }) },
          toast,
        );
      }
    } catch (error) {
      console.error('Failed to create the compliance report', error);
      toast({ tone: 'danger', title: t('reports.failed', { report: title }) });
    } finally {
      setPreparing(null);
    }
  };

  // --- Alerts
  const resolve = (id: string) => {
    const alert = alerts.find((candidate) => candidate.id === id);
    if (!canResolve(alert) || !alert) return;
    store.send({ type: 'compliance.resolveAlert', id });
    setSessionEvents((current) => [
      ...current,
      { timestamp: new Date().toISOString(), action: 'alertResolved', subjectId: id, subject: alert.code },
    ]);
    toast({ tone: 'success', title: t('alerts.resolvedToast', { title: alertTitle(alert) }) });
  };

  return (
    <Page data-state={tab}>
      <SummarySection
        summary={summary}
        documents={documents}
        uploadCount={uploads.length}
        alertCount={alerts.length}
        band={band}
      />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {complianceTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="documents">
          <DocumentsSection
            documents={documents}
            filters={filters}
            query={query}
            onQueryChange={setQuery}
            uploadOpen={uploadOpen}
            setUploadOpen={setUploadOpen}
            filterOpen={filterOpen}
            setFilterOpen={setFilterOpen}
            DocumentUpload={DocumentUpload}
            DocumentFilters={DocumentFilters}
            onUploaded={onUploaded}
            onFilterChange={setFilter}
            onClearFilters={clearFilters}
            selectedId={params.get('doc')}
            files={files}
            today={today}
            date={date}
            expiryText={expiryText}
            daysLeft={daysLeft}
            line={line}
          />
        </TabPanel>
        <TabPanel value="alerts">
          <AlertsSection
            alerts={alerts}
            activeAlerts={summary.activeAlerts}
            ComplianceAlertList={ComplianceAlertList}
            alertTitle={alertTitle}
            alertDescription={alertDescription}
            onResolve={resolve}
          />
        </TabPanel>
        <TabPanel value="reports">
          <ReportsSection
            ReportList={ReportList}
            today={today}
            eventCount={events.length}
            preparing={preparing}
            onDownload={(id) => void downloadReport(id)}
          />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
