import { useState } from 'react';
import { AlertList } from '../../components/adminConsole/AlertList';
import { SystemHealthPanel } from '../../components/adminConsole/SystemHealthPanel';
import { ComingSoonPanel } from '../../components/primitives/ComingSoonPanel';
import { StatGrid, type StatGridItem } from '../../components/primitives/StatGrid';
import { Badge } from '../../components/primitives/Badge';
import { Button } from '../../components/primitives/Button';
import { Icon } from '../../components/primitives/Icon';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  adminAlerts,
  adminSummary,
  adminTabs,
  alertSeverities,
  filterAlerts,
  healthTone,
  liquidityThresholdSdr,
  severityTone,
  systemHealth,
  type AdminAlert,
  type AdminTab,
  type SeverityFilter,
} from '../../data/adminConsole';
import { contractLink } from '../../data/itemLinks';
import { formatCompact, formatCount, formatDate, formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useUrlTab } from '../../platform/urlState';
import { useToast } from '../../platform/shellContext';
import { useWorldDay } from '../../platform/worldDay';

/**
 * Admin console: the Admin Access badge (a label only:
 * the console checks no access), six summary figures (the liquidity pool in short form, 45.2M), and tabs kept in the
 * URL (`?tab=disputes`; unknown values show the overview): Overview (system health bars and recent
 * alerts, among them the pool below the 10M SDR threshold; filter by severity, acknowledge locally)
 * and Compliance, Liquidity and Disputes as honest coming-soon panels.
 */
export default function AdminConsoleScreen() {
  const day = useWorldDay();
  const { t, language, dir } = useScreenText('adminConsole');
  const toast = useToast();
  const [tab, openTab, tabAddress] = useUrlTab(adminTabs);
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(() => new Set());

  const stats: StatGridItem[] = [
    {
      id: 'totalUsers',
      label: t('stats.totalUsers'),
      value: formatCount(adminSummary.totalUsers, language),
      hint: t('stats.totalUsersHint'),
      icon: 'users',
      tone: 'info',
    },
    {
      id: 'activeTrades',
      label: t('stats.activeTrades'),
      value: formatCount(adminSummary.activeTrades, language),
      hint: t('stats.activeTradesHint'),
      icon: 'activity',
      tone: 'active',
    },
    {
      id: 'disputes',
      label: t('stats.disputes'),
      value: formatCount(adminSummary.disputes, language),
      hint: t('stats.disputesHint'),
      icon: 'bell',
      tone: 'danger',
    },
    {
      id: 'liquidity',
      label: t('stats.liquidity'),
      value: t('stats.liquidityValue', { value: formatCompact(adminSummary.liquidityPoolSdr, language) }),
      hint: t('stats.liquidityHint', { threshold: formatCompact(liquidityThresholdSdr, language) }),
      icon: 'wallet',
      tone: 'warning',
    },
    {
      id: 'compliance',
      label: t('stats.compliance'),
      value: formatPercent(adminSummary.networkComplianceScorePercent, language, 1),
      hint: t('stats.complianceHint', { members: formatCount(adminSummary.totalUsers, language) }),
      icon: 'shieldCheck',
      tone: 'success',
    },
    {
      id: 'health',
      label: t('stats.health'),
      value: formatPercent(adminSummary.systemHealthPercent, language, 1),
      hint: t('stats.healthHint'),
      icon: 'trendUp',
      // Coloured as its bars are: the headline is their mean.
      tone: healthTone(adminSummary.systemHealthPercent),
    },
  ];

  const messageOf = (alert: AdminAlert) => {
    const values = alert.values ?? {};
    const formatted = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'number'
          ? key === 'amount' || key === 'threshold'
            ? formatCompact(value, language)
            : formatCount(value, language)
          : value,
      ]),
    );
    return t(`alerts.messages.${alert.message}`, formatted);
  };
  const acknowledge = (id: string) => {
    if (acknowledged.has(id)) return;
    setAcknowledged(new Set([...acknowledged, id]));
    toast({ tone: 'success', title: t('alerts.acknowledgedToast', { id }) });
  };
  const back = (
    <Button type="button" compact onClick={() => openTab('overview')}>
      {t('comingSoon.back')}
    </Button>
  );
  const comingSoon = (id: Exclude<AdminTab, 'overview'>, icon: 'shieldCheck' | 'wallet' | 'users') => (
    <TabPanel value={id}>
      <ComingSoonPanel
        heading={t(`tabs.${id}`)}
        headingId={`admin-${id}-heading`}
        badge={t('comingSoon.badge')}
        body={t(`comingSoon.${id}`)}
        icon={icon}
        action={back}
      />
    </TabPanel>
  );

  return (
    <Page data-state={tab}>
      <div css={styles.badgeRow}>
        <Badge tone="danger">
          <Icon name="lock" size={14} />
          {t('adminAccess')}
        </Badge>
      </div>
      <StatGrid heading={t('stats.heading')} headingId="admin-stats-heading" stats={stats} />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {adminTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <Columns ratio="2:3">
            <SystemHealthPanel
              heading={t('health.heading')}
              description={t('health.description')}
              bars={systemHealth.map((item) => ({
                id: item.id,
                label: t(`health.components.${item.id}`),
                percent: item.percent,
                percentText: formatPercent(item.percent, language, 1),
                tone: healthTone(item.percent),
              }))}
            />
            <AlertList
              heading={t('alerts.heading')}
              description={t('alerts.description')}
              listLabel={t('alerts.listLabel')}
              alerts={filterAlerts(adminAlerts(day), severity).map((alert) => {
                const message = messageOf(alert);
                return {
                  id: alert.id,
                  typeLabel: t(`alerts.types.${alert.type}`),
                  severityLabel: t(`alerts.severity.${alert.severity}`),
                  severityTone: severityTone(alert.severity),
                  message,
                  time: formatDate(alert.timestamp, language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'UTC',
                  }),
                  acknowledged: acknowledged.has(alert.id),
                  link: alert.contractId
                    ? {
                        to: contractLink(alert.contractId),
                        text: t('alerts.contractLink', { id: alert.contractId }),
                      }
                    : undefined,
                  acknowledgeLabel: t('alerts.acknowledgeLabel', { message }),
                };
              })}
              severityFilter={{
                label: t('alerts.severityFilter'),
                options: [
                  { value: 'all', label: t('alerts.all') },
                  ...alertSeverities.map((value) => ({ value, label: t(`alerts.severity.${value}`) })),
                ],
                value: severity,
                onChange: setSeverity,
              }}
              acknowledgeText={t('alerts.acknowledge')}
              acknowledgedText={t('alerts.acknowledged')}
              empty={{
                title: t('alerts.emptyTitle'),
                body: t('alerts.emptyBody'),
                clear: t('alerts.showAll'),
              }}
              onClearFilter={() => setSeverity('all')}
              onAcknowledge={acknowledge}
              dir={dir}
            />
          </Columns>
        </TabPanel>
        {comingSoon('compliance', 'shieldCheck')}
        {comingSoon('liquidity', 'wallet')}
        {comingSoon('disputes', 'users')}
      </Tabs>
    </Page>
  );
}

const styles = {
  badgeRow: { display: 'flex' },
};
