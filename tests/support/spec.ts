/**
 * The product's required lists (routes and the like), written out by hand so the tests compare the app
 * against what it must be and not against itself. Shared by the unit and the browser tests.
 */

/** The spec's route table, in its order. */
export const specPaths = [
  '/',
  '/dashboard',
  '/explorer',
  '/product-explorer',
  '/architecture',
  '/trade-simulator',
  '/srd-wallet',
  '/iot-logistics',
  '/negotiation-chat',
  '/compliance-dashboard',
  '/admin-console',
  '/api-gateway',
  '/microservices-hub',
  '/member-profile',
  '/membership-packages',
  '/blockchain-monitor',
  '/trade-search',
  '/trade-matching',
  '/deal-maker',
  '/smart-contracts',
  '/payment-processing',
  '/production-monitoring',
  '/customs-clearance',
  '/quality-control',
  '/shipping-logistics',
  '/financial-status',
  '/transaction-planning',
  '/financing-activities',
];

/** The spec's navigation, by path so a renamed id cannot hide a changed link. */
export const specGroups = {
  trading: [
    '/explorer',
    '/product-explorer',
    '/trade-simulator',
    '/trade-search',
    '/trade-matching',
    '/negotiation-chat',
    '/deal-maker',
    '/smart-contracts',
  ],
  operations: [
    '/production-monitoring',
    '/quality-control',
    '/shipping-logistics',
    '/iot-logistics',
    '/customs-clearance',
    '/compliance-dashboard',
  ],
  finance: ['/financial-status', '/transaction-planning', '/financing-activities', '/payment-processing'],
  system: ['/microservices-hub', '/api-gateway', '/blockchain-monitor', '/admin-console'],
  account: ['/member-profile', '/membership-packages'],
};
