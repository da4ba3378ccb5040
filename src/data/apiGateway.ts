/**
 * API gateway sample data and rules. The documented
 * paths are display only: GET trades, GET wallet balance, POST products search, GET negotiations, each
 * under the /api/v1 prefix. Statuses active, maintenance, error; methods GET, POST, PUT, DELETE.
 */

export const apiPrefix = '/api/v1';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export const endpointStatuses = ['active', 'maintenance', 'error'] as const;
export type EndpointStatus = (typeof endpointStatuses)[number];

export interface ApiEndpoint {
  id: string;
  /** The path, shown as is. */
  name: string;
  method: HttpMethod;
  status: EndpointStatus;
  /** Requests in the last 24 hours. */
  requests: number;
  /** Average response time in milliseconds. */
  avgResponse: number;
}

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    id: 'ep-trades',
    name: `${apiPrefix}/trades`,
    method: 'GET',
    status: 'active',
    requests: 45230,
    avgResponse: 120,
  },
  {
    id: 'ep-wallet-balance',
    name: `${apiPrefix}/wallet/balance`,
    method: 'GET',
    status: 'active',
    requests: 32150,
    avgResponse: 85,
  },
  {
    id: 'ep-products-search',
    name: `${apiPrefix}/products/search`,
    method: 'POST',
    status: 'maintenance',
    requests: 28940,
    avgResponse: 210,
  },
  {
    id: 'ep-negotiations',
    name: `${apiPrefix}/negotiations`,
    method: 'GET',
    status: 'error',
    requests: 12480,
    avgResponse: 340,
  },
];

/** Gateway figures that are not derived from the endpoint list (fixed sample values). */
export const gatewayFacts = {
  uptimePercent: 99.97,
  apiKeys: 156,
  rateLimitPerMinute: 1000,
} as const;

export const gatewayTabs = ['overview', 'endpoints', 'webhooks', 'security'] as const;

export function endpointStatusTone(status: EndpointStatus): 'success' | 'warning' | 'danger' {
  return status === 'active' ? 'success' : status === 'maintenance' ? 'warning' : 'danger';
}

export function methodTone(method: HttpMethod): 'info' | 'success' | 'warning' | 'danger' {
  return { GET: 'info', POST: 'success', PUT: 'warning', DELETE: 'danger' }[method] as
    'info' | 'success' | 'warning' | 'danger';
}

export type MethodFilter = 'all' | HttpMethod;
export type StatusFilter = 'all' | EndpointStatus;

export function filterEndpoints(
  endpoints: readonly ApiEndpoint[],
  method: MethodFilter,
  status: StatusFilter,
): ApiEndpoint[] {
  return endpoints.filter(
    (endpoint) =>
      (method === 'all' || endpoint.method === method) && (status === 'all' || endpoint.status === status),
  );
}

/** Sum of the requests; non-finite or negative counts count as 0. */
export function totalRequests(endpoints: readonly ApiEndpoint[]): number {
  return endpoints.reduce(
    (sum, endpoint) =>
      sum + (Number.isFinite(endpoint.requests) && endpoint.requests > 0 ? endpoint.requests : 0),
    0,
  );
}

/** Average response weighted by requests, in whole ms; NaN when there is no traffic. */
export function weightedAvgResponse(endpoints: readonly ApiEndpoint[]): number {
  const valid = endpoints.filter(
    (e) =>
      Number.isFinite(e.requests) && e.requests > 0 && Number.isFinite(e.avgResponse) && e.avgResponse >= 0,
  );
  const total = totalRequests(valid);
  if (total === 0) return Number.NaN;
  return Math.round(valid.reduce((sum, e) => sum + e.requests * e.avgResponse, 0) / total);
}

/** Share of all requests, in percent (0 when there is no traffic). */
export function requestShare(endpoint: ApiEndpoint, endpoints: readonly ApiEndpoint[]): number {
  const total = totalRequests(endpoints);
  if (total === 0 || !Number.isFinite(endpoint.requests) || endpoint.requests <= 0) return 0;
  return (endpoint.requests / total) * 100;
}

export function countByStatus(endpoints: readonly ApiEndpoint[], status: EndpointStatus): number {
  return endpoints.filter((endpoint) => endpoint.status === status).length;
}
