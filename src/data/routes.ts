/**
 * The route table of spec part 1, section 2.1: 28 public routes without parameters or guards.
 * `id` names the screen: its folder in `src/screens`, its translation namespace and its nav label.
 */
export const routeIds = [
  'home',
  'dashboard',
  'explorer',
  'productExplorer',
  'architecture',
  'tradeSimulator',
  'srdWallet',
  'iotLogistics',
  'negotiationChat',
  'complianceDashboard',
  'adminConsole',
  'apiGateway',
  'microservicesHub',
  'memberProfile',
  'membershipPackages',
  'blockchainMonitor',
  'tradeSearch',
  'tradeMatching',
  'dealMaker',
  'smartContracts',
  'paymentProcessing',
  'productionMonitoring',
  'customsClearance',
  'qualityControl',
  'shippingLogistics',
  'financialStatus',
  'transactionPlanning',
  'financingActivities',
] as const;

export type RouteId = (typeof routeIds)[number];

export const routePaths: Record<RouteId, string> = {
  home: '/',
  dashboard: '/dashboard',
  explorer: '/explorer',
  productExplorer: '/product-explorer',
  architecture: '/architecture',
  tradeSimulator: '/trade-simulator',
  srdWallet: '/srd-wallet',
  iotLogistics: '/iot-logistics',
  negotiationChat: '/negotiation-chat',
  complianceDashboard: '/compliance-dashboard',
  adminConsole: '/admin-console',
  apiGateway: '/api-gateway',
  microservicesHub: '/microservices-hub',
  memberProfile: '/member-profile',
  membershipPackages: '/membership-packages',
  blockchainMonitor: '/blockchain-monitor',
  tradeSearch: '/trade-search',
  tradeMatching: '/trade-matching',
  dealMaker: '/deal-maker',
  smartContracts: '/smart-contracts',
  paymentProcessing: '/payment-processing',
  productionMonitoring: '/production-monitoring',
  customsClearance: '/customs-clearance',
  qualityControl: '/quality-control',
  shippingLogistics: '/shipping-logistics',
  financialStatus: '/financial-status',
  transactionPlanning: '/transaction-planning',
  financingActivities: '/financing-activities',
};

/** The route whose path is exactly `pathname` (trailing slash tolerated), if any. */
export function routeIdForPath(pathname: string): RouteId | undefined {
  // Trailing slashes cut with a loop: /\/+$/ would retry from every slash of a long run in the middle.
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end -= 1;
  const normalised = pathname.length > 1 ? pathname.slice(0, end) : pathname;
  return routeIds.find((id) => routePaths[id] === normalised);
}
