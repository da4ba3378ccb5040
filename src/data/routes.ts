/**
 * The route manifest: the 28 public routes without parameters or guards, each with its path and the
 * module of its screen (from the project root). The router, the preload plugin of vite.config.ts and
 * scripts/bench.mjs all read this one list (the benchmark through Vite's module runner).
 * `id` names the screen: its folder in `src/screens`, its translation namespace and its nav label.
 */
// prettier-ignore
export const routeManifest = [
  { id: 'home',                 path: '/',                      screen: 'src/screens/home/HomeScreen.tsx' },
  { id: 'dashboard',            path: '/dashboard',             screen: 'src/screens/dashboard/DashboardScreen.tsx' },
  { id: 'explorer',             path: '/explorer',              screen: 'src/screens/explorer/ExplorerScreen.tsx' },
  { id: 'productExplorer',      path: '/product-explorer',      screen: 'src/screens/productExplorer/ProductExplorerScreen.tsx' },
  { id: 'architecture',         path: '/architecture',          screen: 'src/screens/architecture/ArchitectureScreen.tsx' },
  { id: 'tradeSimulator',       path: '/trade-simulator',       screen: 'src/screens/tradeSimulator/TradeSimulatorScreen.tsx' },
  { id: 'srdWallet',            path: '/srd-wallet',            screen: 'src/screens/srdWallet/SrdWalletScreen.tsx' },
  { id: 'iotLogistics',         path: '/iot-logistics',         screen: 'src/screens/iotLogistics/IotLogisticsScreen.tsx' },
  { id: 'negotiationChat',      path: '/negotiation-chat',      screen: 'src/screens/negotiationChat/NegotiationChatScreen.tsx' },
  { id: 'complianceDashboard',  path: '/compliance-dashboard',  screen: 'src/screens/complianceDashboard/ComplianceDashboardScreen.tsx' },
  { id: 'adminConsole',         path: '/admin-console',         screen: 'src/screens/adminConsole/AdminConsoleScreen.tsx' },
  { id: 'apiGateway',           path: '/api-gateway',           screen: 'src/screens/apiGateway/ApiGatewayScreen.tsx' },
  { id: 'microservicesHub',     path: '/microservices-hub',     screen: 'src/screens/microservicesHub/MicroservicesHubScreen.tsx' },
  { id: 'memberProfile',        path: '/member-profile',        screen: 'src/screens/memberProfile/MemberProfileScreen.tsx' },
  { id: 'membershipPackages',   path: '/membership-packages',   screen: 'src/screens/membershipPackages/MembershipPackagesScreen.tsx' },
  { id: 'blockchainMonitor',    path: '/blockchain-monitor',    screen: 'src/screens/blockchainMonitor/BlockchainMonitorScreen.tsx' },
  { id: 'tradeSearch',          path: '/trade-search',          screen: 'src/screens/tradeSearch/TradeSearchScreen.tsx' },
  { id: 'tradeMatching',        path: '/trade-matching',        screen: 'src/screens/tradeMatching/TradeMatchingScreen.tsx' },
  { id: 'dealMaker',            path: '/deal-maker',            screen: 'src/screens/dealMaker/DealMakerScreen.tsx' },
  { id: 'smartContracts',       path: '/smart-contracts',       screen: 'src/screens/smartContracts/SmartContractsScreen.tsx' },
  { id: 'paymentProcessing',    path: '/payment-processing',    screen: 'src/screens/paymentProcessing/PaymentProcessingScreen.tsx' },
  { id: 'productionMonitoring', path: '/production-monitoring', screen: 'src/screens/productionMonitoring/ProductionMonitoringScreen.tsx' },
  { id: 'customsClearance',     path: '/customs-clearance',     screen: 'src/screens/customsClearance/CustomsClearanceScreen.tsx' },
  { id: 'qualityControl',       path: '/quality-control',       screen: 'src/screens/qualityControl/QualityControlScreen.tsx' },
  { id: 'shippingLogistics',    path: '/shipping-logistics',    screen: 'src/screens/shippingLogistics/ShippingLogisticsScreen.tsx' },
  { id: 'financialStatus',      path: '/financial-status',      screen: 'src/screens/financialStatus/FinancialStatusScreen.tsx' },
  { id: 'transactionPlanning',  path: '/transaction-planning',  screen: 'src/screens/transactionPlanning/TransactionPlanningScreen.tsx' },
  { id: 'financingActivities',  path: '/financing-activities',  screen: 'src/screens/financingActivities/FinancingActivitiesScreen.tsx' },
] as const;

/** The screen of every path that is not a route. */
export const notFoundScreen = 'src/screens/notFound/NotFoundScreen.tsx';

export type RouteId = (typeof routeManifest)[number]['id'];

export const routeIds: readonly RouteId[] = routeManifest.map((route) => route.id);

export const routePaths = Object.fromEntries(routeManifest.map((route) => [route.id, route.path])) as Record<
  RouteId,
  string
>;
