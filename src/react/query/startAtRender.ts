import { isServer, noop, type QueryClient } from '@tanstack/react-query'
import type { AnyQueryOptions } from './AnyQuery.js'
import type { LookupRuntime } from './createLookupRuntime.js'

/**
 * Starts a query's first fetch as its component renders, through TanStack's own query (as
 * `usePrefetchQuery` does), where `useQuery` would start it once the page has committed and the
 * browser has painted it. Only what TanStack is sure to fetch on mount: an enabled query with no
 * data, no error and no fetch on its way; not on the server, and not while a persisted cache is
 * restored. The fetch is then the query's own, which the component's observer joins: `clear()`,
 * `cancelQueries` and garbage collection act on it as on any fetch, and a render that never
 * commits leaves a cache entry that TanStack drops after `gcTime`, as a prefetch does. Returns
 * the number of the hold the fetch's lookup waits under (see `LookupRuntime.start`), or `0`.
 */
export function startAtRender(
  runtime: LookupRuntime,
  client: QueryClient,
  options: AnyQueryOptions,
  isRestoring: boolean,
): number {
  if (isServer || isRestoring) return 0
  const query = client.getQueryCache().build(client, options)
  const { state } = query
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled
  if (
    state.data !== undefined ||
    state.status !== 'pending' ||
    state.fetchStatus !== 'idle' ||
    enabled === false
  ) {
    runtime.rendered()
    return 0
  }
  return runtime.start(() => {
    query.fetch(options).catch(noop)
  })
}
