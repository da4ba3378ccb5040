/**
 * The shared navigation: three direct links, then five grouped menus, each with a fixed list of
 * links in a fixed order. (/architecture is reached from the home page only.)
 */
import type { RouteId } from './routes';

export const directLinks = ['home', 'dashboard', 'srdWallet'] as const satisfies readonly RouteId[];

export const navGroupIds = ['trading', 'operations', 'finance', 'system', 'account'] as const;
export type NavGroupId = (typeof navGroupIds)[number];

export const navGroups: Record<NavGroupId, readonly RouteId[]> = {
  trading: [
    'explorer',
    'productExplorer',
    'tradeSimulator',
    'tradeSearch',
    'tradeMatching',
    'negotiationChat',
    'dealMaker',
    'smartContracts',
  ],
  operations: [
    'productionMonitoring',
    'qualityControl',
    'shippingLogistics',
    'iotLogistics',
    'customsClearance',
    'complianceDashboard',
  ],
  finance: ['financialStatus', 'transactionPlanning', 'financingActivities', 'paymentProcessing'],
  system: ['microservicesHub', 'apiGateway', 'blockchainMonitor', 'adminConsole'],
  account: ['memberProfile', 'membershipPackages'],
};

/** Footer columns (Platform, Services, Legal & Support). Legal links are placeholders. */
export const footerColumns = {
  platform: ['dashboard', 'explorer', 'tradeSimulator', 'srdWallet', 'architecture'],
  services: ['tradeMatching', 'smartContracts', 'iotLogistics', 'customsClearance', 'paymentProcessing'],
} as const satisfies Record<string, readonly RouteId[]>;

export const legalLinks = ['privacy', 'terms', 'support'] as const;
