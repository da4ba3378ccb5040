import { useState } from 'react';
import { StatGrid } from '../../components/primitives/StatGrid';
import { InspectionPipeline } from '../../components/qualityControl/InspectionPipeline';
import { ReportDetail } from '../../components/qualityControl/ReportDetail';
import { ReportList } from '../../components/qualityControl/ReportList';
import { StandardsCompliance } from '../../components/qualityControl/StandardsCompliance';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  averageScore,
  canRequestReinspection,
  compliancePercent,
  countByStatus,
  inspectionStages,
  passedTestsCount,
  qualityReports,
  qualityStandards,
  reportCsv,
  reportStatusTone,
  searchReports,
  stageScore,
  stageStatusTone,
  withReinspections,
  type QualityReport,
} from '../../data/qualityControl';
import { productionOrders } from '../../data/productionMonitoring';
import { routePaths } from '../../data/routes';
import { shipmentOfBatch, shipmentPath, trackedShipmentOfBatch } from '../../data/shipments';
import { formatCount, formatDate, formatPercent } from '../../i18n/format';
import { exportCsv } from '../../platform/csvExport';
import { personName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { idOf, useUrlParams, useUrlState } from '../../platform/urlState';
import { useToast } from '../../platform/shellContext';
import { commodityName } from '../../platform/commodityName';
import { useWorldDay } from '../../platform/worldDay';
import { itemOrFirst } from '../../data/itemOrFirst';

/**
 * Quality control and reports: key
 * figures (with the fixed 24 passed tests), the inspection reports with a search and a selectable
 * detail (first selected by default; `?report=` in the URL, an unknown value falls back to the first;
 * Download saves the report as CSV, Request re-inspection sends a failed report back to Under Review
 * locally), the standards compliance and the four-stage inspection pipeline.
 */
export default function QualityControlScreen() {
  const { t, language } = useScreenText('qualityControl');
  const day = useWorldDay();
  const toast = useToast();
  const [selectedId] = useUrlState('report', idOf(qualityReports(day)));
  // A link to a shipment (`?shipment=`) opens the report of the batch it carries, marked and announced.
  const [params, writeParams] = useUrlParams();
  const linkedShipment = params.get('report') === null ? params.get('shipment') : null;
  const select = (id: string) => writeParams({ report: id, shipment: null });
  const [query, setQuery] = useState('');
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());

  const reports = withReinspections(qualityReports(day), requested);
  const labelsOf = (report: QualityReport) => [
    commodityName(t, report.product),
    personName(t, report.inspector),
  ];
  const visible = searchReports(query, reports, labelsOf);
  const linked = linkedShipment
    ? reports.find((report) => shipmentOfBatch(report.batch, day)?.id === linkedShipment)
    : undefined;
  const selected = linked ?? itemOrFirst(selectedId, reports);
  const order = selected ? productionOrders(day).find((item) => item.batch === selected.batch) : undefined;
  // The batch's shipment opens where it is tracked live, the IoT tracker, as its row's label says.
  const shipment = selected ? trackedShipmentOfBatch(selected.batch, day) : undefined;

  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const percent = (value: number) => formatPercent(value, language, 0);

  const download = (id: string) => {
    const report = reports.find((candidate) => candidate.id === id);
    if (!report) return;
    const name = `${report.id}.csv`;
    const saved = t('detail.downloaded', { name });
    void exportCsv(
      { name, table: reportCsv(report), saved, failed: t('detail.downloadFailed', { name }) },
      toast,
    );
  };

  const reinspect = (id: string) => {
    const report = reports.find((candidate) => candidate.id === id);
    if (!report || !canRequestReinspection(report)) return;
    setRequested((current) => new Set(current).add(id));
    toast({ tone: 'info', title: t('detail.reinspectRequested', { id }) });
  };

  return (
    <Page>
      <StatGrid
        heading={t('stats.heading')}
        headingId="quality-stats-heading"
        columns={4}
        stats={[
          {
            id: 'reports',
            label: t('stats.reports'),
            value: formatCount(reports.length, language),
            icon: 'list',
            tone: 'info',
          },
          {
            id: 'passed',
            label: t('stats.passedReports'),
            value: formatCount(countByStatus('passed', reports), language),
            icon: 'shieldCheck',
            tone: 'success',
          },
          {
            id: 'averageScore',
            label: t('stats.averageScore'),
            value: formatPercent(averageScore(reports), language, 1),
            icon: 'activity',
            tone: 'active',
          },
          {
            id: 'passedTests',
            label: t('stats.passedTests'),
            value: formatCount(passedTestsCount, language),
            icon: 'check',
            tone: 'success',
          },
        ]}
      />
      <Columns ratio="2:3">
        <ReportList
          heading={t('reports.heading')}
          listLabel={t('reports.listLabel')}
          query={query}
          reports={visible.map((report) => ({
            id: report.id,
            product: commodityName(t, report.product),
            batch: report.batch,
            statusLabel: t(`status.${report.status}`),
            statusTone: reportStatusTone(report.status),
            scoreText: percent(report.score),
            date: date(report.date),
            selected: report.id === selected?.id,
          }))}
          labels={{
            search: t('reports.search'),
            searchPlaceholder: t('reports.searchPlaceholder'),
            clearSearch: t('reports.clearSearch'),
            score: t('reports.score'),
            count: t('reports.count', {
              shown: formatCount(visible.length, language),
              total: formatCount(reports.length, language),
            }),
            emptyTitle: t('reports.emptyTitle'),
            emptyBody: query.trim() ? t('reports.noMatchBody') : t('reports.emptyBody'),
            showAll: t('reports.showAll'),
          }}
          onQueryChange={setQuery}
          onSelect={select}
          linkedId={linked?.id ?? null}
          linkedText={linked && linkedShipment ? t('common:linked.shipment', { id: linkedShipment }) : null}
        />
        {selected ? (
          <ReportDetail
            report={{
              id: selected.id,
              product: commodityName(t, selected.product),
              batch: selected.batch,
              order: order
                ? {
                    text: order.id,
                    to: `${routePaths.productionMonitoring}?order=${encodeURIComponent(order.id)}`,
                  }
                : undefined,
              shipment: shipment ? { text: shipment.id, to: shipmentPath('iot', shipment.id) } : undefined,
              statusLabel: t(`status.${selected.status}`),
              statusTone: reportStatusTone(selected.status),
              score: compliancePercent(selected.score),
              scoreText: percent(selected.score),
              inspector: personName(t, selected.inspector),
              date: date(selected.date),
              defects: formatCount(selected.defects, language),
              canReinspect: canRequestReinspection(selected),
            }}
            labels={{
              eyebrow: t('detail.eyebrow'),
              id: t('detail.id'),
              batch: t('detail.batch'),
              order: t('detail.order'),
              shipment: t('detail.shipment'),
              status: t('detail.status'),
              score: t('detail.score'),
              inspector: t('detail.inspector'),
              date: t('detail.date'),
              defects: t('detail.defects'),
              download: t('detail.download'),
              reinspect: t('detail.reinspect'),
            }}
            onDownload={download}
            onReinspect={reinspect}
          />
        ) : null}
      </Columns>
      <Columns ratio="1:1">
        <StandardsCompliance
          heading={t('standards.heading')}
          listLabel={t('standards.listLabel')}
          standards={qualityStandards.map((row) => ({
            id: row.code,
            name: t(`standards.names.${row.code}`),
            standard: row.standard,
            value: compliancePercent(row.value),
            valueText: percent(row.value),
          }))}
          empty={{ title: t('standards.emptyTitle'), body: t('standards.emptyBody') }}
        />
        <InspectionPipeline
          heading={t('pipeline.heading')}
          description={t('pipeline.description', { tests: formatCount(passedTestsCount, language) })}
          listLabel={t('pipeline.listLabel')}
          stages={inspectionStages.map((stage) => {
            const score = stageScore(stage.score);
            return {
              id: stage.stage,
              name: t(`pipeline.stages.${stage.stage}`),
              status: stage.status,
              statusLabel: t(`pipeline.status.${stage.status}`),
              statusTone: stageStatusTone(stage.status),
              scoreText: score === null ? null : percent(score),
            };
          })}
          labels={{ score: t('pipeline.score'), noScore: t('pipeline.noScore') }}
          empty={{ title: t('pipeline.emptyTitle'), body: t('pipeline.emptyBody') }}
        />
      </Columns>
    </Page>
  );
}
