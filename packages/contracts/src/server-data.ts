/**
 * How a module's server data reaches the browser (docs/decisions/0085-server-data-handoff.md).
 * A module's `loadServerData` (a `*.server.ts` file) runs the same query options its components
 * use (key and fetcher) in a query cache of its own and returns that cache as TanStack Query's
 * `dehydrate()` writes it. In the browser a page with a query cache is seeded from it
 * (`seedQueryCache()`); a component without one (the visitors' lead forms, the admin pages'
 * sign-in check, where the query library would not fit the first-load budget) reads its query's
 * data by key (`seededData()`). Only the parts read here are described; the format is TanStack
 * Query's.
 */

/** One query the server ran: its key, and its state when the page was rendered. */
export interface SeededQuery {
  readonly queryKey: readonly unknown[];
  readonly queryHash: string;
  readonly state: { readonly status: string; readonly data?: unknown; readonly dataUpdatedAt?: number };
}

/** A module's server data: its query cache, dehydrated. */
export interface SeededQueries {
  readonly queries: readonly SeededQuery[];
  readonly mutations: readonly unknown[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSeededQuery(value: unknown): value is SeededQuery {
  return (
    isRecord(value) &&
    Array.isArray(value.queryKey) &&
    typeof value.queryHash === 'string' &&
    isRecord(value.state) &&
    typeof value.state.status === 'string'
  );
}

/** The host hands `serverData` on as `unknown`: only a dehydrated query cache is used. */
export function isSeededQueries(value: unknown): value is SeededQueries {
  return (
    isRecord(value) &&
    Array.isArray(value.mutations) &&
    Array.isArray(value.queries) &&
    value.queries.every(isSeededQuery)
  );
}

/**
 * What the server loaded for the query `queryKey` (a successful query only), or undefined. Keys
 * compare as JSON, as TanStack Query hashes keys of strings, numbers and arrays.
 */
export function seededData(serverData: unknown, queryKey: readonly unknown[]): unknown {
  if (!isSeededQueries(serverData)) return undefined;
  const hash = JSON.stringify(queryKey);
  const query = serverData.queries.find((seeded) => JSON.stringify(seeded.queryKey) === hash);
  return query?.state.status === 'success' ? query.state.data : undefined;
}

/** The part of TanStack Query's QueryClient that seeding uses (contracts depend on no query library). */
export interface SeedableQueryCache {
  getQueryData(queryKey: readonly unknown[]): unknown;
  setQueryData(queryKey: readonly unknown[], data: unknown, options: { updatedAt?: number }): unknown;
}

/**
 * Puts every successful query the server ran into `cache` with the time the server fetched it,
 * before the first render, so the page hydrates with the server's data and does not fetch it
 * again; a query the cache already holds (a later visit in the same page) is kept. What TanStack
 * Query's `hydrate()` does for the queries this site hands over, at a tenth of its bytes
 * (docs/decisions/0085-server-data-handoff.md).
 */
export function seedQueryCache(cache: SeedableQueryCache, serverData: unknown): void {
  if (!isSeededQueries(serverData)) return;
  for (const { queryKey, state } of serverData.queries) {
    if (state.status !== 'success' || cache.getQueryData(queryKey) !== undefined) continue;
    cache.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
}
