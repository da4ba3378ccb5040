/**
 * The landing page: the six feature cards in the order it shows them and where the
 * four calls to action lead. Codes only; the texts live in `public/locales/<lng>/home.json`.
 */
import { routePaths } from './routes';

/** The six feature cards, in the order the home page shows them. */
export const homeFeatureIds = [
  'aiMatching',
  'blockchainSecurity',
  'sdrcValuation',
  'globalNetwork',
  'smartLogistics',
  'analyticsSuite',
] as const;

export type HomeFeatureId = (typeof homeFeatureIds)[number];

/** Hero: Launch Dashboard and Explore Products. Call to action: Start Trading and View Architecture. */
export const homeLinks = {
  launchDashboard: routePaths.dashboard,
  exploreProducts: routePaths.explorer,
  startTrading: routePaths.dashboard,
  viewArchitecture: routePaths.architecture,
} as const;

/** The three selling points under the hero's buttons. */
export const homeHeroPoints = ['multiParty', 'sdrValued', 'onChain'] as const;
