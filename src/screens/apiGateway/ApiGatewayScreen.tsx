import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { ComingSoonPanel } from '../../components/primitives/ComingSoonPanel';
import { EndpointTable } from '../../components/apiGateway/EndpointTable';
import { StatGrid, type StatGridItem } from '../../components/primitives/StatGrid';
import { TrafficOverview } from '../../components/apiGateway/TrafficOverview';
import { Badge } from '../../components/primitives/Badge';
import { Button } from '../../components/primitives/Button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page } from '../../components/primitives/ScreenLayout';
import { plainList } from '../../components/primitives/plainList';
import {
  apiEndpoints,
  apiPrefix,
  countByStatus,
  endpointStatuses,
  endpointStatusTone,
  filterEndpoints,
  gatewayFacts,
  gatewayTabs,
  httpMethods,
  methodTone,
  requestShare,
  totalRequests,
  weightedAvgResponse,
  type MethodFilter,
  type StatusFilter,
} from '../../data/apiGateway';
import { formatCompact, formatCount, formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useUrlTab } from '../../platform/urlState';

/**
 * API gateway: the OpenAPI 3.0 and OAuth2.0 badges, six
 * figures, and tabs kept in the URL (`?tab=endpoints`; unknown values show the overview): Overview
 * (traffic share per endpoint, configuration), Endpoints (the four documented /api/v1 paths with
 * method, status, requests and average response, filtered by method and status), and Webhooks and
 * Security as honest coming-soon panels.
 */
export default function ApiGatewayScreen() {
  const { t, language, dir } = useScreenText('apiGateway');
  const [tab, openTab, tabAddress] = useUrlTab(gatewayTabs);
  const [method, setMethod] = useState<MethodFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');

  const total = totalRequests(apiEndpoints);
  const ms = (value: number) => t('stats.msValue', { value: formatCount(value, language) });
  const stats: StatGridItem[] = [
    {
      id: 'requests',
      label: t('stats.requests'),
      value: formatCompact(total, language),
      hint: t('stats.requestsHint', { endpoints: formatCount(apiEndpoints.length, language) }),
      icon: 'activity',
      tone: 'info',
    },
    {
      id: 'avgResponse',
      label: t('stats.avgResponse'),
      value: ms(weightedAvgResponse(apiEndpoints)),
      hint: t('stats.avgResponseHint'),
      icon: 'clock',
      tone: 'active',
    },
    {
      id: 'activeEndpoints',
      label: t('stats.activeEndpoints'),
      value: t('stats.activeEndpointsValue', {
        active: formatCount(countByStatus(apiEndpoints, 'active'), language),
        total: formatCount(apiEndpoints.length, language),
      }),
      hint: t('stats.activeEndpointsHint'),
      icon: 'layers',
      tone: 'warning',
    },
    {
      id: 'uptime',
      label: t('stats.uptime'),
      value: formatPercent(gatewayFacts.uptimePercent, language, 2),
      hint: t('stats.uptimeHint'),
      icon: 'trendUp',
      tone: 'success',
    },
    {
      id: 'apiKeys',
      label: t('stats.apiKeys'),
      value: formatCount(gatewayFacts.apiKeys, language),
      hint: t('stats.apiKeysHint'),
      icon: 'lock',
      tone: 'pending',
    },
    {
      id: 'rateLimit',
      label: t('stats.rateLimit'),
      value: t('stats.rateLimitValue', { value: formatCount(gatewayFacts.rateLimitPerMinute, language) }),
      hint: t('stats.rateLimitHint'),
      icon: 'shield',
      tone: 'info',
    },
  ];

  const statusLabel = (value: (typeof endpointStatuses)[number]) => t(`endpoints.status.${value}`);
  const visible = filterEndpoints(apiEndpoints, method, status);
  const clearFilters = () => {
    setMethod('all');
    setStatus('all');
  };
  const back = (
    <Button type="button" compact onClick={() => openTab('overview')}>
      {t('comingSoon.back')}
    </Button>
  );

  return (
    <Page data-state={tab}>
      <ul css={styles.badges} aria-label={t('badges.label')}>
        <li>
          <Badge tone="info">{t('badges.openApi')}</Badge>
        </li>
        <li>
          <Badge tone="success">{t('badges.oauth')}</Badge>
        </li>
      </ul>
      <StatGrid heading={t('stats.heading')} headingId="gateway-stats-heading" stats={stats} />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {gatewayTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <TrafficOverview
            heading={t('overview.heading')}
            description={t('overview.description')}
            rows={apiEndpoints.map((endpoint) => {
              const share = requestShare(endpoint, apiEndpoints);
              return {
                id: endpoint.id,
                method: endpoint.method,
                methodTone: methodTone(endpoint.method),
                path: endpoint.name,
                share,
                shareText: t('overview.shareText', {
                  requests: formatCount(endpoint.requests, language),
                  share: formatPercent(share, language, 1),
                }),
              };
            })}
            shareLabel={(path) => t('overview.shareLabel', { path })}
            factsHeading={t('overview.factsHeading')}
            facts={[
              { id: 'basePath', label: t('overview.facts.basePath'), value: apiPrefix },
              { id: 'specification', label: t('overview.facts.specification'), value: t('badges.openApi') },
              { id: 'authentication', label: t('overview.facts.authentication'), value: t('badges.oauth') },
              {
                id: 'rateLimit',
                label: t('overview.facts.rateLimit'),
                value: t('stats.rateLimitValue', {
                  value: formatCount(gatewayFacts.rateLimitPerMinute, language),
                }),
              },
            ]}
            viewEndpoints={t('overview.viewEndpoints')}
            onViewEndpoints={() => openTab('endpoints')}
          />
        </TabPanel>
        <TabPanel value="endpoints">
          <EndpointTable
            heading={t('endpoints.heading')}
            description={t('endpoints.description')}
            tableLabel={t('endpoints.tableLabel')}
            rows={visible.map((endpoint) => ({
              id: endpoint.id,
              method: endpoint.method,
              methodTone: methodTone(endpoint.method),
              path: endpoint.name,
              statusLabel: statusLabel(endpoint.status),
              statusTone: endpointStatusTone(endpoint.status),
              requests: formatCount(endpoint.requests, language),
              avgResponse: ms(endpoint.avgResponse),
            }))}
            columns={{
              method: t('endpoints.columns.method'),
              path: t('endpoints.columns.path'),
              status: t('endpoints.columns.status'),
              requests: t('endpoints.columns.requests'),
              avgResponse: t('endpoints.columns.avgResponse'),
            }}
            methodFilter={{
              label: t('endpoints.methodFilter'),
              options: [
                { value: 'all', label: t('endpoints.all') },
                ...httpMethods.map((value) => ({ value, label: value })),
              ],
              value: method,
              onChange: setMethod,
            }}
            statusFilter={{
              label: t('endpoints.statusFilter'),
              options: [
                { value: 'all', label: t('endpoints.all') },
                ...endpointStatuses.map((value) => ({ value, label: statusLabel(value) })),
              ],
              value: status,
              onChange: setStatus,
            }}
            resultText={t('endpoints.resultText', {
              shown: formatCount(visible.length, language),
              total: formatCount(apiEndpoints.length, language),
            })}
            empty={{
              title: t('endpoints.emptyTitle'),
              body: t('endpoints.emptyBody'),
              clear: t('endpoints.clearFilters'),
            }}
            onClearFilters={clearFilters}
            dir={dir}
          />
        </TabPanel>
        <TabPanel value="webhooks">
          <ComingSoonPanel
            heading={t('tabs.webhooks')}
            headingId="gateway-webhooks-heading"
            badge={t('comingSoon.badge')}
            body={t('comingSoon.webhooks')}
            icon="bell"
            action={back}
          />
        </TabPanel>
        <TabPanel value="security">
          <ComingSoonPanel
            heading={t('tabs.security')}
            headingId="gateway-security-heading"
            badge={t('comingSoon.badge')}
            body={t('comingSoon.security')}
            icon="shieldCheck"
            action={back}
          />
        </TabPanel>
      </Tabs>
    </Page>
  );
}

const styles = {
  badges: (theme: Theme) => plainList(theme, 2, 'row'),
};
