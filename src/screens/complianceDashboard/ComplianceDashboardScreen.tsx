import type { Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ComplianceScore } from '../../components/compliance/ComplianceScore';
import { DocumentList } from '../../components/compliance/DocumentList';
import { DocumentToolbar } from '../../components/compliance/DocumentToolbar';
import { Card, CardHeader } from '../../components/primitives/Card';
import { StatGrid, type StatGridItem } from '../../components/primitives/StatGrid';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import {
  complianceAlerts,
  complianceDocuments,
  documentRegions,
  documentStatuses,
  documentTypes,
  type ComplianceAlert,
  type ComplianceDocument,
  type DocumentRegion,
  type DocumentType,
} from '../../data/complianceDashboard';
import {
  auditCsv,
  auditTrail,
  documentFileName,
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
  compliantSharePercent,
  daysUntilExpiry,
  documentStatusTone,
  filterDocuments,
  isExpiringSoon,
  parseDocumentFilters,
  resolveComplianceTab,
  riskTone,
  scoreBand,
  scoreBandRanges,
  scoreBandTone,
  severityTone,
  withResolutions,
  type ComplianceTab,
  type DocumentFilters as Filters,
} from '../../data/complianceRules';
import { localDay } from '../../data/calendar';
import type { MemberRecord } from '../../data/memberRecord';
import { formatCount, formatDate, formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useDeferredModule } from '../../platform/deferredModule';
import { useDeferredMember, withMemberStore } from '../../platform/memberFirstPaint';
import { exportCsv } from '../../platform/csvExport';
import { saveFile } from '../../platform/saveFile';
import { useToast } from '../../platform/shellContext';

// Panels and tabs that are not on screen at first paint load when first opened.
const loadAlertList = () => import('../../components/compliance/ComplianceAlertList');
const loadFilters = () => import('../../components/compliance/DocumentFilters');
const loadReportList = () => import('../../components/compliance/ReportList');
/** Upload with its own fileUpload actor: loaded on the first press of Upload, then kept mounted. */
const loadUpload = () => import('./DocumentUpload');

const uploadPanelId = 'compliance-upload-panel';
const filterPanelId = 'compliance-filter-panel';

type ReportId = 'monthly' | 'audit';
const noUploads: readonly ComplianceDocument[] = [];
const selectCompliance = (record: MemberRecord) => record.compliance;

/**
 * Compliance dashboard (spec part 2, Compliance Dashboard; sections 3, 4, 9). Summary cards (Total
 * Documents, Compliant, Expiring Soon = documents expiring in 1 to 30 days from today's date, Active
 * Alerts), the Compliance Score bar at 75 % with its bands, and tabs kept in the URL (`?tab=alerts`):
 * Documents (Upload through the fileUpload machine, Filter by type/status/region in the URL, search,
 * a download per document), Alerts (Resolve on unresolved ones; the Active Alerts card follows) and
 * Reports (Monthly Compliance Report as text, Audit Trail Report as CSV, both made from the data).
 * Uploaded documents and resolved alerts are the member's work: they live in the member store and
 * outlive the screen and a reload. The uploaded file itself is kept only while the screen is open
 * (its download gives the file back); afterwards a download gives the document's details, as for the
 * sample documents.
 */
export default function ComplianceDashboardScreen() {
  const { t, language, dir } = useScreenText('complianceDashboard');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(() => resolveComplianceTab(params.get('tab')));
  const filters = parseDocumentFilters(params);
  const filterCount = activeFilterCount(filters);
  const [today] = useState(() => localDay(new Date()));
  // `?q=` (a link from the command palette) fills the search box, as if typed; a new link refills it.
  const linkedQuery = params.get('q');
  const [query, setQuery] = useState(linkedQuery ?? '');
  const [seenQuery, setSeenQuery] = useState(linkedQuery);
  if (seenQuery !== linkedQuery) {
    setSeenQuery(linkedQuery);
    setQuery(linkedQuery ?? '');
  }
  const [filterOpen, setFilterOpen] = useState(() => filterCount > 0);
  const [uploadOpen, setUploadOpen] = useState(false);
  const DocumentUpload = useDeferredModule(loadUpload, uploadOpen)?.default;
  const DocumentFilters = useDeferredModule(loadFilters, filterOpen)?.DocumentFilters;
  const ComplianceAlertList = useDeferredModule(loadAlertList, tab === 'alerts')?.ComplianceAlertList;
  const ReportList = useDeferredModule(loadReportList, tab === 'reports')?.ReportList;
  // The member's uploads and resolutions arrive with the store, right after the first paint.
  const compliance = useDeferredMember(selectCompliance);
  const uploads = compliance?.uploads ?? noUploads;
  const resolvedIds = useMemo(() => new Set(compliance?.resolvedAlerts), [compliance]);
  // The bytes of files uploaded while the screen is open, for their download (not stored).
  const [files, setFiles] = useState<ReadonlyMap<string, Blob>>(() => new Map());
  const [sessionEvents, setSessionEvents] = useState<readonly AuditEvent[]>([]);
  const [preparing, setPreparing] = useState<ReportId | null>(null);

  // Sample documents carry their name in the member's language; an upload keeps its file's name.
  const documents = [
    ...uploads,
    ...complianceDocuments.map((document) => ({ ...document, name: t(`sampleDocuments.${document.id}`) })),
  ];
  const alerts = withResolutions(complianceAlerts, resolvedIds);
  const summary = complianceSummary(documents, alerts, today);
  const band = scoreBand(complianceScorePercent);
  const shown = filterDocuments(documents, filters, query);

  // --- URL state
  const updateParams = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // The tab shows at once from local state (a quick run of arrow keys must not be undone by a late
  // router update); the URL follows.
  const openTab = (next: ComplianceTab) => {
    setTab(next);
    updateParams({ tab: next === 'documents' ? null : next });
  };
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
    withMemberStore((store) => {
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
    });
  };

  // --- Downloads
  const downloadDocument = (id: string) => {
    const document = documentOf(id);
    if (!document) return;
    const own = files.get(id);
    if (own) {
      saveFile({ name: document.name, content: own, type: own.type || 'application/octet-stream' });
    } else {
      const content = [
        document.name,
        '',
        line(t('file.id'), document.id),
        line(t('file.type'), t(`types.${document.type}`)),
        line(t('file.status'), t(`statuses.${document.status}`)),
        line(t('file.region'), t(`regions.${document.region}`)),
        line(t('file.risk'), t(`risks.${document.risk}`)),
        line(t('file.expiry'), document.expiryDate ? date(document.expiryDate) : t('documents.noExpiry')),
        line(t('file.updated'), date(document.lastUpdated)),
        '',
      ].join('\n');
      saveFile({ name: documentFileName(document, '.txt'), content, type: 'text/plain;charset=utf-8' });
    }
    toast({ tone: 'success', title: t('documents.downloadToast', { name: document.name }) });
  };

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
    withMemberStore((store) => store.send({ type: 'compliance.resolveAlert', id }));
    setSessionEvents((current) => [
      ...current,
      { timestamp: new Date().toISOString(), action: 'alertResolved', subjectId: id, subject: alert.code },
    ]);
    toast({ tone: 'success', title: t('alerts.resolvedToast', { title: alertTitle(alert) }) });
  };

  const stats: StatGridItem[] = [
    {
      id: 'total',
      label: t('stats.total'),
      value: formatCount(summary.total, language),
      hint: uploads.length ? t('stats.totalHint', { count: uploads.length }) : t('stats.totalHintNone'),
      icon: 'layers',
      tone: 'info',
    },
    {
      id: 'compliant',
      label: t('stats.compliant'),
      value: formatCount(summary.compliant, language),
      hint: t('stats.compliantHint', {
        percent: formatPercent(compliantSharePercent(documents), language, 0),
      }),
      icon: 'shieldCheck',
      tone: 'success',
    },
    {
      id: 'expiringSoon',
      label: t('stats.expiringSoon'),
      value: formatCount(summary.expiringSoon, language),
      hint: t('stats.expiringSoonHint'),
      icon: 'clock',
      tone: 'warning',
    },
    {
      id: 'activeAlerts',
      label: t('stats.activeAlerts'),
      value: formatCount(summary.activeAlerts, language),
      hint: t('stats.activeAlertsHint', { count: alerts.length - summary.activeAlerts }),
      icon: 'bell',
      tone: 'danger',
    },
  ];

  const options = (values: readonly string[], ns: string, all: string) => [
    { value: 'all', label: all },
    ...values.map((value) => ({ value, label: t(`${ns}.${value}`) })),
  ];

  return (
    <div css={styles.page} data-state={tab}>
      <StatGrid heading={t('stats.heading')} headingId="compliance-stats-heading" stats={stats} columns={4} />
      <ComplianceScore
        heading={t('score.heading')}
        description={t('score.description')}
        percent={complianceScorePercent}
        percentText={formatPercent(complianceScorePercent, language, 0)}
        bandLabel={t(`score.bands.${band}`)}
        bandTone={scoreBandTone(band)}
        progressLabel={t('score.heading')}
        bandsLabel={t('score.bandsLabel')}
        currentText={t('score.current')}
        bands={scoreBandRanges.map((range) => ({
          id: range.band,
          label: t(`score.bands.${range.band}`),
          range:
            range.max === null
              ? t('score.below', { value: formatCount(70, language) })
              : t('score.range', {
                  min: formatCount(range.min, language),
                  max: formatCount(range.max, language),
                }),
          tone: scoreBandTone(range.band),
          current: range.band === band,
        }))}
      />
      <Tabs value={tab} onValueChange={(value) => openTab(resolveComplianceTab(value))} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {complianceTabs.map((id) => (
            <Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="documents">
          <Card as="section" aria-labelledby="compliance-documents-heading">
            <CardHeader
              id="compliance-documents-heading"
              title={t('documents.heading')}
              description={t('documents.description')}
            />
            <DocumentToolbar
              labels={{
                upload: t('documents.upload'),
                filter: filterCount
                  ? t('documents.filterCount', { count: filterCount })
                  : t('documents.filter'),
                search: t('documents.searchLabel'),
                searchPlaceholder: t('documents.searchPlaceholder'),
                clearSearch: t('documents.clearSearch'),
              }}
              uploadOpen={uploadOpen}
              filterOpen={filterOpen}
              uploadPanelId={uploadPanelId}
              filterPanelId={filterPanelId}
              query={query}
              resultText={t('documents.showing', {
                shown: formatCount(shown.length, language),
                total: formatCount(documents.length, language),
                count: documents.length,
              })}
              onToggleUpload={() => setUploadOpen((open) => !open)}
              onToggleFilter={() => setFilterOpen((open) => !open)}
              onQueryChange={setQuery}
            />
            {DocumentUpload ? (
              <DocumentUpload
                id={uploadPanelId}
                open={uploadOpen}
                onClose={() => setUploadOpen(false)}
                onUploaded={onUploaded}
              />
            ) : null}
            {filterOpen && DocumentFilters ? (
              <DocumentFilters
                id={filterPanelId}
                heading={t('filters.heading')}
                type={{
                  label: t('filters.type'),
                  value: filters.type,
                  options: options(documentTypes, 'types', t('filters.allTypes')),
                }}
                status={{
                  label: t('filters.status'),
                  value: filters.status,
                  options: options(documentStatuses, 'statuses', t('filters.allStatuses')),
                }}
                region={{
                  label: t('filters.region'),
                  value: filters.region,
                  options: options(documentRegions, 'regions', t('filters.allRegions')),
                }}
                clearLabel={t('filters.clear')}
                active={filterCount > 0}
                onChange={setFilter}
                onClear={clearFilters}
              />
            ) : null}
            <DocumentList
              listLabel={t('documents.listLabel')}
              selectedId={params.get('doc')}
              documents={shown.map((document) => ({
                id: document.id,
                name: document.name,
                typeLabel: t(`types.${document.type}`),
                statusLabel: t(`statuses.${document.status}`),
                statusTone: documentStatusTone(document.status),
                regionLabel: t(`regions.${document.region}`),
                riskLabel: t('documents.risk', { risk: t(`risks.${document.risk}`) }),
                riskTone: riskTone(document.risk),
                expiryText: expiryText(document),
                updatedText: t('documents.updated', { date: date(document.lastUpdated) }),
                expiringSoonText: isExpiringSoon(document.expiryDate, today) ? daysLeft(document) : undefined,
                downloadLabel: t('documents.download', { name: document.name }),
                uploadedText: document.id.startsWith('UPL-') ? t('documents.uploadedBadge') : undefined,
              }))}
              empty={{
                title: t('documents.emptyTitle'),
                body: t('documents.emptyBody'),
                action: t('documents.clearAll'),
              }}
              onDownload={downloadDocument}
              onEmptyAction={() => {
                setQuery('');
                clearFilters();
              }}
            />
          </Card>
        </TabPanel>
        <TabPanel value="alerts">
          <Card as="section" aria-labelledby="compliance-alerts-heading">
            <CardHeader
              id="compliance-alerts-heading"
              title={t('alerts.heading')}
              description={t('alerts.description', { count: summary.activeAlerts })}
            />
            {ComplianceAlertList ? (
              <ComplianceAlertList
                listLabel={t('alerts.listLabel')}
                alerts={alerts.map((alert) => {
                  const title = alertTitle(alert);
                  return {
                    id: alert.id,
                    title,
                    description: alertDescription(alert),
                    severityLabel: t(`alerts.severity.${alert.severity}`),
                    severityTone: severityTone(alert.severity),
                    time: formatDate(alert.timestamp, language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'UTC',
                    }),
                    resolved: alert.resolved,
                    resolveLabel: t('alerts.resolveLabel', { title }),
                  };
                })}
                resolveText={t('alerts.resolve')}
                resolvedText={t('alerts.resolved')}
                empty={{ title: t('alerts.emptyTitle'), body: t('alerts.emptyBody') }}
                onResolve={resolve}
              />
            ) : null}
          </Card>
        </TabPanel>
        <TabPanel value="reports">
          <Card as="section" aria-labelledby="compliance-reports-heading">
            <CardHeader
              id="compliance-reports-heading"
              title={t('reports.heading')}
              description={t('reports.description')}
            />
            {ReportList ? (
              <ReportList
                listLabel={t('reports.listLabel')}
                reports={(['monthly', 'audit'] as const).map((id) => ({
                  id,
                  title: t(`reports.${id}.title`),
                  description: t(`reports.${id}.description`),
                  details:
                    id === 'monthly'
                      ? t('reports.monthly.details', { month: reportMonth(today) })
                      : t('reports.audit.details', { count: events.length }),
                  preparing: preparing === id,
                  downloadLabel: t('reports.downloadLabel', { report: t(`reports.${id}.title`) }),
                }))}
                downloadText={t('reports.download')}
                preparingText={t('reports.preparing')}
                onDownload={(id) => void downloadReport(id)}
              />
            ) : null}
          </Card>
        </TabPanel>
      </Tabs>
    </div>
  );
}

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
};
