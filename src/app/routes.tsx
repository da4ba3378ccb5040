/**
 * The route tree: the shared layout with one lazily loaded child per route of the spec, each with its
 * own error boundary, and the not-found screen for every other path.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeIds, routePaths, type RouteId } from '../data/routes';
import { RootErrorPanel, RouteErrorPanel } from './RouteErrorPanel';
import { ScreenLoadError } from '../platform/loadError';
import { preloadRouteFiles } from '../platform/routeFiles';
import { RootLayout } from './RootLayout';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** What a matched route tells the layout: which screen it is (for the title and nav marking). */
export interface RouteHandle {
  routeId?: RouteId;
  notFound?: boolean;
}

/** Each screen is its own chunk: an explicit map, so a missing or misspelt screen is a type error. */
export const screenLoaders: Record<RouteId | 'notFound', ScreenLoader> = {
  home: () => import('../screens/home/HomeScreen'),
  dashboard: () => import('../screens/dashboard/DashboardScreen'),
  explorer: () => import('../screens/explorer/ExplorerScreen'),
  productExplorer: () => import('../screens/productExplorer/ProductExplorerScreen'),
  architecture: () => import('../screens/architecture/ArchitectureScreen'),
  tradeSimulator: () => import('../screens/tradeSimulator/TradeSimulatorScreen'),
  srdWallet: () => import('../screens/srdWallet/SrdWalletScreen'),
  iotLogistics: () => import('../screens/iotLogistics/IotLogisticsScreen'),
  negotiationChat: () => import('../screens/negotiationChat/NegotiationChatScreen'),
  complianceDashboard: () => import('../screens/complianceDashboard/ComplianceDashboardScreen'),
  adminConsole: () => import('../screens/adminConsole/AdminConsoleScreen'),
  apiGateway: () => import('../screens/apiGateway/ApiGatewayScreen'),
  microservicesHub: () => import('../screens/microservicesHub/MicroservicesHubScreen'),
  memberProfile: () => import('../screens/memberProfile/MemberProfileScreen'),
  membershipPackages: () => import('../screens/membershipPackages/MembershipPackagesScreen'),
  blockchainMonitor: () => import('../screens/blockchainMonitor/BlockchainMonitorScreen'),
  tradeSearch: () => import('../screens/tradeSearch/TradeSearchScreen'),
  tradeMatching: () => import('../screens/tradeMatching/TradeMatchingScreen'),
  dealMaker: () => import('../screens/dealMaker/DealMakerScreen'),
  smartContracts: () => import('../screens/smartContracts/SmartContractsScreen'),
  paymentProcessing: () => import('../screens/paymentProcessing/PaymentProcessingScreen'),
  productionMonitoring: () => import('../screens/productionMonitoring/ProductionMonitoringScreen'),
  customsClearance: () => import('../screens/customsClearance/CustomsClearanceScreen'),
  qualityControl: () => import('../screens/qualityControl/QualityControlScreen'),
  shippingLogistics: () => import('../screens/shippingLogistics/ShippingLogisticsScreen'),
  financialStatus: () => import('../screens/financialStatus/FinancialStatusScreen'),
  transactionPlanning: () => import('../screens/transactionPlanning/TransactionPlanningScreen'),
  financingActivities: () => import('../screens/financingActivities/FinancingActivitiesScreen'),
  notFound: () => import('../screens/notFound/NotFoundScreen'),
};

export interface AppRouteOptions {
  screens?: Partial<Record<RouteId | 'notFound', ScreenLoader>>;
  /**
   * Loads a screen's translation namespace together with its code, so its title never flashes a key;
   * rejects when the file could not be fetched (the screen then shows the error panel, not raw keys).
   */
  loadNamespace: (namespace: string) => Promise<unknown>;
}

export function createAppRoutes({ screens = {}, loadNamespace }: AppRouteOptions): RouteObject[] {
  const loaderFor = (id: RouteId | 'notFound') => screens[id] ?? screenLoaders[id];
  const lazyScreen = (id: RouteId | 'notFound', namespace?: string) => async () => {
    if (id !== 'notFound') preloadRouteFiles(routePaths[id]);
    try {
      const [module] = await Promise.all([loaderFor(id)(), namespace ? loadNamespace(namespace) : undefined]);
      return { Component: module.default };
    } catch (error) {
      // React Router shows nothing for a route whose `lazy` rejects; a component that throws reaches
      // the route's error boundary instead, which offers a reload (the chunk may be gone after a deploy).
      const failure = new ScreenLoadError(`${id} screen`, error);
      return {
        Component: () => {
          throw failure;
        },
      };
    }
  };
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RootErrorPanel />,
      hydrateFallbackElement: <></>,
      children: [
        ...routeIds.map((id): RouteObject => ({
          ...(id === 'home' ? { index: true } : { path: routePaths[id], caseSensitive: true }),
          handle: { routeId: id } satisfies RouteHandle,
          errorElement: <RouteErrorPanel />,
          lazy: lazyScreen(id, id),
        })),
        {
          path: '*',
          handle: { notFound: true } satisfies RouteHandle,
          errorElement: <RouteErrorPanel />,
          lazy: lazyScreen('notFound'),
        },
      ],
    },
  ];
}
