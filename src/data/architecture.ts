/**
 * The system architecture page: the five layers with four components each,
 * the six-step data flow, the core technology stack, the Security & Compliance items and the layout of
 * the source repository that "View on GitHub" shows. Codes only: names, descriptions and technology
 * lines live in `public/locales/<lng>/architecture.json` under the same codes.
 */

/** The five layer tabs in the order the page shows them, each with its four components. */
export const architectureLayers = [
  {
    id: 'userChannels',
    components: ['webPortal', 'mobileApps', 'partnerApi', 'messagingBots'],
  },
  {
    id: 'coreMicroservices',
    components: ['valuationService', 'matchingService', 'tradeManager', 'logisticsService'],
  },
  {
    id: 'blockchainNetwork',
    components: ['permissionedLedger', 'contractEngine', 'sdrcSettlement', 'tradeOracles'],
  },
  {
    id: 'dataAi',
    components: ['matchingModels', 'priceForecasting', 'riskScoring', 'dataLake'],
  },
  {
    id: 'cloudInfrastructure',
    components: ['containerPlatform', 'chinaRegion', 'frankfurtRegion', 'edgeProtection'],
  },
] as const;

export type ArchitectureLayer = (typeof architectureLayers)[number];
export type ArchitectureLayerId = ArchitectureLayer['id'];

export const architectureLayerIds: readonly ArchitectureLayerId[] = architectureLayers.map(
  (layer) => layer.id,
);

export const defaultArchitectureLayer: ArchitectureLayerId = 'userChannels';

/** The search parameter that makes the selected layer linkable: `/architecture?layer=dataAi`. */
export const layerSearchParam = 'layer';

/**
 * The layer a `?layer=` value names. Case and surrounding spaces are forgiven; anything else (missing,
 * empty, unknown, hostile) falls back to the first layer rather than showing nothing.
 */
export function parseArchitectureLayer(value: string | null | undefined): ArchitectureLayerId {
  if (typeof value !== 'string') return defaultArchitectureLayer;
  const wanted = value.trim().toLowerCase();
  return architectureLayerIds.find((id) => id.toLowerCase() === wanted) ?? defaultArchitectureLayer;
}

/** The six steps of the data-flow panel, in order. */
export const dataFlowStepIds = [
  'userRequest',
  'aiProcessing',
  'valuation',
  'smartContract',
  'execution',
  'settlement',
] as const;

/** The core technology stack: one row per concern, each naming the technologies used for it. */
export const techStack = [
  { id: 'frontend', items: ['react', 'typescript', 'reactNative'] },
  { id: 'services', items: ['go', 'grpc', 'nodeGraphql', 'python'] },
  { id: 'messaging', items: ['kafka', 'redis'] },
  { id: 'blockchain', items: ['hyperledgerFabric', 'chaincode', 'besu'] },
  { id: 'data', items: ['postgresql', 'clickhouse', 'pytorch'] },
  { id: 'infrastructure', items: ['kubernetes', 'istio', 'terraform', 'opentelemetry'] },
] as const;

/** Security & Compliance: the four items; data sovereignty names its two regions. */
export const securityItems = [
  { id: 'dataSovereignty', details: ['chinaData', 'internationalData'] },
  { id: 'quantumCryptography', details: [] },
  { id: 'sanctionScreening', details: [] },
  { id: 'attackMitigation', details: [] },
] as const;

export type SecurityItem = (typeof securityItems)[number];
export type SecurityItemId = SecurityItem['id'];

/**
 * What "View on GitHub" shows: the repository is private to members and there is no network here,
 * so the page lists its layout instead of leaving. Paths are literal; descriptions are translated.
 */
export const repositoryLayout = [
  { id: 'web', path: 'apps/web' },
  { id: 'mobile', path: 'apps/mobile' },
  { id: 'services', path: 'services/' },
  { id: 'chaincode', path: 'chaincode/' },
  { id: 'ml', path: 'ml/' },
  { id: 'infra', path: 'infra/terraform' },
  { id: 'docs', path: 'docs/adr' },
] as const;

/** The repository's name as shown in the dialog (a literal, like a path). */
export const repositoryName = 'silk-road-trade/platform';
