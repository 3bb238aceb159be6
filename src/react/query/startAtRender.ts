import { noop } from '@tanstack/react-query'
import type { AnyQuery, AnyQueryOptions } from './AnyQuery.js'
import type { Hold, LookupRuntime } from './createLookupRuntime.js'

/**
 * Starts `query`'s fetch as its component renders, through TanStack's own query (as
 * `usePrefetchQuery` does), where `useQuery` would start it as the component commits. Only the
 * fetch TanStack is sure to start then: for a query this component has not committed with
 * (`committed`: its mount, or a new key), enabled, with no data, no error and no fetch on its
 * way; not on the server, and only if the component subscribes (`subscribing`: not while a
 * persisted cache is restored, nor with `subscribed: false`). The fetch is the query's own,
 * which the component's observer joins: `cancelQueries` and garbage collection act on it as on
 * any fetch. Its answer reaches the query once the hold has ended, when the observers of a
 * committed render are there, so `gcTime: 0` keeps it. Returns the hold the fetch's lookup
 * waits under (see `LookupRuntime.start`), if it started one.
 */
export function startAtRender(
  runtime: LookupRuntime,
  query: AnyQuery,
  options: AnyQueryOptions,
  subscribing: boolean,
  committed: string | undefined,
): Hold | undefined {
  // Not on the server, where there is no document (and nothing commits).
  if (typeof document === 'undefined' || !subscribing || committed === options.queryHash)
    return undefined
  const { state } = query
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled
  if (enabled === false) return undefined
  // Shown, with a record or not: the page's list the batcher cuts requests from.
  runtime.seen(options.queryKey)
  // A pending query has no data.
  if (state.status !== 'pending' || state.fetchStatus !== 'idle') return undefined
  const queryFn = options.queryFn as (context: unknown) => Promise<unknown>
  let held: Hold | undefined
  // `held` is set once the fetch has started; the answer, or the failure, waits for its end.
  const fetch = (context: unknown) => queryFn(context).finally(() => held?.released)
  held = runtime.start(() => {
    query.fetch({ ...options, queryFn: fetch }).catch(noop)
  })
  return held
}
