import { memberFigure, memberRegion } from '../../components/primitives/memberFigure';
import type { ComponentType, Dispatch, SetStateAction } from 'react';
import type { DocumentFiltersProps } from '../../components/complianceDashboard/DocumentFilters';
import { DocumentList } from '../../components/complianceDashboard/DocumentList';
import { DocumentToolbar } from '../../components/complianceDashboard/DocumentToolbar';
import { Card, CardHeader } from '../../components/primitives/Card';
import {
  documentRegions,
  documentStatuses,
  documentTypes,
  type ComplianceDocument,
  type DocumentRegion,
  type DocumentType,
} from '../../data/complianceDashboard';
import {
  activeFilterCount,
  documentStatusTone,
  filterDocuments,
  isExpiringSoon,
  riskTone,
  type DocumentFilters as Filters,
} from '../../data/complianceRules';
import { documentFileName } from '../../data/complianceFiles';
import { formatCount } from '../../i18n/format';
import { saveFile } from '../../platform/saveFile';
import { useScreenText } from '../../platform/screenText';
import { useToast } from '../../platform/shellContext';
import type { DocumentUploadProps } from './DocumentUpload';

const uploadPanelId = 'compliance-upload-panel';
const filterPanelId = 'compliance-filter-panel';

interface DocumentsSectionProps {
  documents: readonly ComplianceDocument[];
  filters: Filters;
  query: string;
  onQueryChange: (query: string) => void;
  uploadOpen: boolean;
  setUploadOpen: Dispatch<SetStateAction<boolean>>;
  filterOpen: boolean;
  setFilterOpen: Dispatch<SetStateAction<boolean>>;
  /** The upload panel, once its module has loaded (on the first press of Upload). */
  DocumentUpload: ComponentType<DocumentUploadProps> | undefined;
  /** The filter panel, once its module has loaded (on the first opening of Filter). */
  DocumentFilters: ComponentType<DocumentFiltersProps> | undefined;
  onUploaded: (file: File, type: DocumentType, region: DocumentRegion) => void;
  onFilterChange: (field: keyof Filters, value: string) => void;
  onClearFilters: () => void;
  selectedId: string | null;
  /** The bytes of files uploaded while the screen is open, for their download (not stored). */
  files: ReadonlyMap<string, Blob>;
  /** Today's date (`YYYY-MM-DD`), for Expiring Soon. */
  today: string;
  date: (key: string | null) => string;
  expiryText: (document: ComplianceDocument) => string;
  daysLeft: (document: ComplianceDocument) => string;
  /** One "label: value" line of a downloaded document's details. */
  line: (label: string, value: string) => string;
}

/**
 * The Documents tab: Upload (through the fileUpload machine), Filter by type, status and region (kept
 * in the URL by the screen), search, and a download per document (the uploaded file itself while the
 * screen is open, otherwise the document's details as text).
 */
export function DocumentsSection({
  documents,
  filters,
  query,
  onQueryChange: setQuery,
  uploadOpen,
  setUploadOpen,
  filterOpen,
  setFilterOpen,
  DocumentUpload,
  DocumentFilters,
  onUploaded,
  onFilterChange: setFilter,
  onClearFilters: clearFilters,
  selectedId,
  files,
  today,
  date,
  expiryText,
  daysLeft,
  line,
}: DocumentsSectionProps) {
  const { t, language } = useScreenText('complianceDashboard');
  const toast = useToast();
  const filterCount = activeFilterCount(filters);
  const shown = filterDocuments(documents, filters, query);
  const options = (values: readonly string[], ns: string, all: string) => [
    { value: 'all', label: all },
    ...values.map((value) => ({ value, label: t(`${ns}.${value}`) })),
  ];

  const downloadDocument = (id: string) => {
    const document = documents.find((candidate) => candidate.id === id);
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

  return (
    <Card as="section" aria-labelledby="compliance-documents-heading">
      <CardHeader
        id="compliance-documents-heading"
        title={t('documents.heading')}
        description={t('documents.description')}
      />
      <DocumentToolbar
        labels={{
          upload: t('documents.upload'),
          filter: filterCount ? t('documents.filterCount', { count: filterCount }) : t('documents.filter'),
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
        resultFigure={memberFigure('compliance')}
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
        selectedId={selectedId}
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
        figure={memberRegion('compliance')}
        onDownload={downloadDocument}
        onEmptyAction={() => {
          setQuery('');
          clearFilters();
        }}
      />
    </Card>
  );
}
