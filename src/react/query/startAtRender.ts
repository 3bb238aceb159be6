import { isServer, noop } from '@tanstack/react-query'
import type { AnyQuery, AnyQueryOptions } from './AnyQuery.js'
import type { Hold, LookupRuntime } from './createLookupRuntime.js'

/**
 * Starts `query`'s first fetch as its component renders, through TanStack's own query (as
 * `usePrefetchQuery` does), where `useQuery` would start it once the page has committed and the
 * browser has painted it. Only what TanStack is sure to fetch on mount: an enabled query with no
 * data, no error and no fetch on its way; not on the server, and not while a persisted cache is
 * restored. The fetch is then the query's own, which the component's observer joins: `clear()`,
 * `cancelQueries` and garbage collection act on it as on any fetch, and a render that never
 * commits leaves a cache entry that TanStack drops after `gcTime`, as a prefetch does. Returns
 * the hold the fetch's lookup waits under (see `LookupRuntime.start`), if it started one.
 */
export function startAtRender(
  runtime: LookupRuntime,
  query: AnyQuery,
  options: AnyQueryOptions,
  isRestoring: boolean,
): Hold | undefined {
  if (isServer || isRestoring) return undefined
  const { state } = query
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled
  if (
    state.data !== undefined ||
    state.status !== 'pending' ||
    state.fetchStatus !== 'idle' ||
    enabled === false
  ) {
    runtime.rendered()
    return undefined
  }
  return runtime.start(() => {
    query.fetch(options).catch(noop)
  })
}
