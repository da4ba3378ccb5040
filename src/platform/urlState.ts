import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { isVisitShown, useVisitSource, visitSource } from './hydration';
import { itemOrFirst } from '../data/itemOrFirst';

/**
 * Tabs, filters and selections kept in the URL query (`?tab=history`), so a reload or a shared link
 * shows the same view. A change writes the address bar with `history.replaceState`, keeping the
 * router's history state, instead of a router navigation: Back, Forward and reload work as before,
 * and only the components that read the query re-render, not the whole route. A router navigation (a
 * link, Back, Forward) is read afresh from the router's location. Under an in-memory router (stories,
 * tests) there is no address bar to write: the change is a replacing navigation there.
 */

/** How one query parameter reads (missing or unknown text gives the default) and is written. */
export interface UrlParam<T> {
  /** The value of the parameter's text, `null` when it is missing. */
  parse: (raw: string | null) => T;
  /** The parameter's text for a value; `null` removes it from the address. */
  format: (value: T) => string | null;
}

/** One of a fixed list (exact match); anything else is the fallback, which leaves the address. */
export function oneOf<const T extends string>(values: readonly [T, ...T[]]): UrlParam<T>;
export function oneOf<const T extends string, const F extends string>(
  values: readonly T[],
  fallback: F,
): UrlParam<T | F>;
export function oneOf(values: readonly string[], fallback = values[0] ?? ''): UrlParam<string> {
  return {
    parse: (raw) => values.find((value) => value === raw) ?? fallback,
    format: (value) => (value === fallback ? null : value),
  };
}

/** Free text as typed; missing is empty, and empty leaves the address. */
export const text: UrlParam<string> = {
  parse: (raw) => raw ?? '',
  format: (value) => value || null,
};

/** The id of the item `resolve` finds for the parameter's text (none: empty); a chosen id is always written. */
export function idFrom(
  resolve: (raw: string | null) => { readonly id: string } | undefined,
): UrlParam<string> {
  return {
    parse: (raw) => resolve(raw)?.id ?? '',
    format: (value) => value || null,
  };
}

/** The id of one item of a list (the first when missing or unknown); a chosen id is always written. */
export const idOf = (list: readonly { readonly id: string }[]): UrlParam<string> =>
  idFrom((raw) => itemOrFirst(raw, list));

/** The query written into the address bar for a router location (which keeps its `search` as it came). */
const written = new WeakMap<Location, string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const searchOf = (location: Location) => written.get(location) ?? location.search;
const noQuery = () => '';

type QueryValues = Readonly<Record<string, string | null | undefined>>;

/** The query `search` becomes with the values written into it; `null` or empty removes a parameter. */
function searchWith(search: string | URLSearchParams, values: QueryValues): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Writes the values into the query of the current location; `null` or empty removes a parameter. */
function writeQuery(location: Location, navigate: NavigateFunction, values: QueryValues) {
  const search = searchWith(searchOf(location), values);
  if (search === searchOf(location)) return;
  const { history } = window;
  const historyKey = (history.state as { key?: string } | null)?.key ?? 'default';
  if (window.location.pathname !== location.pathname || historyKey !== location.key) {
    void navigate({ search, hash: location.hash }, { replace: true, state: location.state as unknown });
    return;
  }
  written.set(location, search);
  history.replaceState(history.state, '', `${location.pathname}${search}${window.location.hash}`);
  for (const listener of listeners) listener();
}

/** The current query and a writer for several parameters at once (a search form, a set of filters). */
export function useUrlParams(): [
  URLSearchParams,
  (values: Readonly<Record<string, string | null | undefined>>) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  // Pages are prerendered without a query: hydration reads none, and the query applies right after.
  // Until hydration is over the query read is the prerendered one (none): writing it would erase the
  // address's own query before the screen has read it.
  const source = useMemo(() => visitSource(subscribe, () => searchOf(location), noQuery), [location]);
  const search = useVisitSource(source);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The writer stays the same function across renders and navigations (safe in effects' dependencies).
  const latest = useRef({ location, navigate });
  useLayoutEffect(() => {
    latest.current = { location, navigate };
  });
  const write = useCallback((values: Readonly<Record<string, string | null | undefined>>) => {
    if (isVisitShown()) writeQuery(latest.current.location, latest.current.navigate, values);
  }, []);
  return [params, write];
}

/**
 * One query parameter, read with its parser, its setter, and the address a value makes (the current
 * one with that value written): a tab's link. The address is the prerendered one until the visit
 * shows, like the value.
 */
export function useUrlState<T>(
  key: string,
  param: UrlParam<T>,
): [T, (next: T) => void, (value: T) => string] {
  const [params, write] = useUrlParams();
  const { pathname } = useLocation();
  const value = param.parse(params.get(key));
  const { format } = param;
  const set = useCallback((next: T) => write({ [key]: format(next) }), [write, key, format]);
  const addressOf = useCallback(
    (shown: T) => `${pathname}${searchWith(params, { [key]: format(shown) })}`,
    [pathname, params, key, format],
  );
  return [value, set, addressOf];
}

/**
 * The open tab (`?tab=`): one of the tabs, the first when missing or unknown (and then not written).
 * Opening takes any text (a tabs component's value): unknown text opens the first tab. The third is
 * each tab's address, the `href` of its `Tab`.
 */
export function useUrlTab<const T extends string>(
  tabs: readonly [T, ...T[]],
): [T, (next: T | (string & {})) => void, (tab: T) => string] {
  const param = useMemo(() => oneOf(tabs), [tabs]);
  const [tab, setTab, tabAddress] = useUrlState('tab', param);
  const openTab = useCallback((next: string) => setTab(param.parse(next)), [setTab, param]);
  return [tab, openTab, tabAddress];
}
