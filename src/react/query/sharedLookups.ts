import {
  type DefaultedQueryObserverOptions,
  type QueryClient,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import type { LookupQueryKey } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { AnyQuery, AnyQueryOptions } from './AnyQuery.js'
import { whileRendering } from './rendering.js'

type Data = DnameRecord | null
export type SharedLookupOptions = DefaultedQueryObserverOptions<
  Data,
  DnameError,
  Data,
  Data,
  LookupQueryKey
>
export type SharedLookupResult = QueryObserverResult<Data, DnameError>

/** What the components show of a result: they render again only when one of these changes. */
export const SHOWN = ['data', 'status', 'error'] as const

/** One lookup the components of a provider show, as a store for `useSyncExternalStore`. */
export interface SharedLookup {
  readonly options: SharedLookupOptions
  /** The hash of the query the observer is subscribed to, while a component shows it. */
  committed(): string | undefined
  /**
   * A component shows the lookup from its commit on (a layout effect): the first subscribes
   * the observer to its query, as `useQuery` subscribes, and fetches what that fetches on
   * mount; each later one fetches what a new `useQuery` would fetch on mount. Returns the
   * detach; the observer unsubscribes once no component shows it, after the task's other work.
   */
  attach(): () => void
  /** At each commit of a component: the observer follows a query that replaced its own (`clear()`). */
  follow(): void
  subscribe(listener: () => void): () => void
  /** The result, the same object while the record, the status and the error are. */
  snapshot(): SharedLookupResult
}

export type SharedLookups = (
  client: QueryClient,
  key: string,
  options: () => QueryObserverOptions<Data, DnameError, Data, Data, LookupQueryKey>,
) => SharedLookup

const valueOf = <T>(option: T | ((query: AnyQuery) => T), query: AnyQuery): T =>
  typeof option === 'function' ? (option as (query: AnyQuery) => T)(query) : option

/**
 * Whether a new observer of `query` would fetch as it subscribes, as TanStack's
 * `shouldFetchOnMount` decides: for its first load (unless it failed and `retryOnMount` is
 * off), or with data, for `refetchOnMount` ('always', or stale). Not while a fetch is on its way.
 */
export function fetchesOnMount(query: AnyQuery, options: AnyQueryOptions): boolean {
  const { state } = query
  if (state.fetchStatus !== 'idle' || valueOf(options.enabled, query) === false) return false
  if (state.data === undefined) {
    return !(state.status === 'error' && valueOf(options.retryOnMount, query) === false)
  }
  const staleTime = valueOf(options.staleTime, query)
  if (staleTime === 'static') return false
  const on = valueOf(options.refetchOnMount, query)
  return on === 'always' || (on !== false && query.isStaleByTime(staleTime))
}

/**
 * One TanStack `QueryObserver` per lookup that the components of a provider show, shared by all
 * of them: a row's avatar and name, or the many rows of one account in a history. The components
 * take no query options, so one observer answers them all; each observer is work on every
 * answer and every render. Its news reach the components through `notify` (one microtask per
 * task). A lookup whose render never committed is dropped once React has no work left
 * (`whenIdle`); one no component shows any more, as the last one leaves.
 */
export function createSharedLookups(
  notify: (tell: () => void) => void,
  whenIdle: (done: () => void) => void,
): SharedLookups {
  const byClient = new WeakMap<QueryClient, Map<string, SharedLookup>>()
  let unattached: [Map<string, SharedLookup>, string, SharedLookup, () => boolean][] | undefined
  const sweep = () => {
    for (const [map, key, lookup, shown] of unattached ?? []) {
      if (!shown() && map.get(key) === lookup) map.delete(key)
    }
    unattached = undefined
  }

  function share(
    client: QueryClient,
    map: Map<string, SharedLookup>,
    key: string,
    given: QueryObserverOptions<Data, DnameError, Data, Data, LookupQueryKey>,
  ): SharedLookup {
    const options = client.defaultQueryOptions(given) as SharedLookupOptions
    // As useBaseQuery sets it: a result before the subscription shows the fetch it starts.
    options._optimisticResults = 'optimistic'
    const cache = client.getQueryCache()
    const observer = whileRendering(() => new QueryObserver(client, options))
    const listeners = new Set<() => void>()
    const tell = () => {
      for (const listener of listeners) listener()
    }
    let members = 0
    let unsubscribe: (() => void) | undefined
    let last: SharedLookupResult | undefined
    // Whether the observer's query is still the cache's (`clear()` or garbage collection, as a
    // hidden `<Activity>` waits, may have dropped it).
    const current = () => (cache.get(options.queryHash) as unknown) === observer.getCurrentQuery()
    const lookup: SharedLookup = {
      options,
      committed: () => (unsubscribe && current() ? options.queryHash : undefined),
      attach() {
        members++
        // Back in the map if it was dropped (its render waited past React's idle time).
        if (!map.has(key)) map.set(key, lookup)
        if (!unsubscribe) {
          if (!current()) observer.setOptions(options)
          unsubscribe = observer.subscribe(() => notify(tell))
        } else if (fetchesOnMount(observer.getCurrentQuery() as AnyQuery, options)) {
          void observer.refetch({ cancelRefetch: false })
        }
        return () => {
          members--
          // After the task's other work: a component that attaches again at once (React's
          // strict effects, a row moved in a list) finds the observer as it left it.
          queueMicrotask(() => {
            if (members > 0 || !unsubscribe) return
            unsubscribe()
            unsubscribe = undefined
            if (map.get(key) === lookup) map.delete(key)
          })
        }
      },
      follow() {
        if (unsubscribe && !current()) observer.setOptions(options)
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
      snapshot() {
        const result =
          unsubscribe && current()
            ? observer.getCurrentResult()
            : whileRendering(() => observer.getOptimisticResult(options))
        const previous = last
        if (!previous || SHOWN.some((field) => !Object.is(previous[field], result[field]))) {
          last = result
        }
        return last as SharedLookupResult
      },
    }
    if (typeof document !== 'undefined') {
      if (!unattached) {
        unattached = []
        whenIdle(sweep)
      }
      unattached.push([map, key, lookup, () => members > 0])
    }
    return lookup
  }

  return (client, key, options) => {
    let map = byClient.get(client)
    if (!map) {
      map = new Map()
      byClient.set(client, map)
    }
    const found = map.get(key)
    if (found) return found
    const lookup = share(client, map, key, options())
    map.set(key, lookup)
    return lookup
  }
}
