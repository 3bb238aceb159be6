import {
  type QueryClient,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query'
import type { DnameQueryContext } from '../core/query/DnameQueryContext.js'
import {
  type LookupParams,
  lookupParams,
  lookupQueryOptions,
} from '../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import { type EarlyLookup, rendersInBrowser, sendEarly, takeEarly } from './earlyLookup.js'

export type LookupResult = QueryObserverResult<DnameRecord | null, Error>

/** One lookup as a store for `useSyncExternalStore`, shared by every component that shows it. */
export interface SharedLookup {
  /**
   * Starts the lookup, if nothing is cached or on its way, as its first component renders in a
   * browser (nothing is sent from a server's render): the page's first full group leaves at
   * once, while the rest of the page renders, and the others as it commits, where TanStack's
   * fetch on subscribe waits for React's effects, after the browser has painted the page. That
   * fetch then takes it. One that no fetch takes (its render never committed) puts its record in
   * the cache as it lands, as a prefetch does, to be dropped after `gcTime` if unused.
   */
  start: () => void
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => LookupResult
}

export type SharedLookups = (address: string, params: LookupParams) => SharedLookup

/**
 * One TanStack observer per lookup a page shows, shared by the components that show it: a row's
 * `DnameAvatar` and `DnameName`, or a history's many rows of one account. Each observer is work
 * on every answer and every render, and the components ask the same of it (the same key and
 * options, no `select`), so one serves them all; `useDnameLookup` keeps an observer of its own,
 * as it takes any query option.
 *
 * Components are told when the record, the status or the error changes, not when a fetch starts
 * or ends: they show nothing of it. They are told in a microtask, all the lookups that changed
 * in the task together: the answers of one response render in one commit, in the task that
 * parsed them, where TanStack's own notifications wait for a timer each. An observer is dropped
 * when its last component unmounts, and its entry then stays in the cache for `gcTime`, as with
 * `useQuery`.
 */
export function createSharedLookups(
  context: DnameQueryContext & { queryClient: QueryClient },
): SharedLookups {
  const lookups = new Map<string, SharedLookup>()
  // The lookups that changed in this task, told in one microtask (one added while they are
  // told is told in the same pass).
  const changed = new Set<() => void>()
  const flush = () => {
    for (const update of changed) update()
    changed.clear()
  }

  function share(key: string, address: string, params: LookupParams): SharedLookup {
    const shared = lookupQueryOptions(context, address, params)
    const fresh = shared.staleTime
    // The lookup `start` sent, until the observer's first fetch takes it.
    let early: EarlyLookup | undefined
    const options: QueryObserverOptions<DnameRecord | null, Error> = {
      ...shared,
      queryFn: (query) => {
        const started = early
        early = undefined
        // Cancelled with the fetch that took it (reading `signal` tells TanStack it can be).
        return started ? takeEarly(started, query.signal) : shared.queryFn(query)
      },
      // Stale by age, worked out whenever TanStack asks (on mount, focus, reconnect): the same
      // answers as the number, without the timer TanStack sets per observer on every update to
      // flip `isStale`, which no component reads.
      staleTime: (query) => (Date.now() - query.state.dataUpdatedAt >= fresh ? 0 : Infinity),
      notifyOnChangeProps: ['data', 'status', 'error'],
    }
    const observer = new QueryObserver(context.queryClient, options)
    // What the components are shown. It changes only with what they show (the record, the
    // status, the error), so a fetch starting or ending renders nothing.
    let current = observer.getCurrentResult()
    const listeners = new Set<() => void>()
    let unsubscribe: (() => void) | undefined
    const update = () => {
      current = observer.getCurrentResult()
      for (const listener of listeners) listener()
    }
    const lookup: SharedLookup = {
      start() {
        // Not on the server, and not once the observer is subscribed: it fetches what it needs
        // itself. (`share` is only ever given an address, so the lookup is on.)
        if (!rendersInBrowser || early || unsubscribe) return
        const { state } = observer.getCurrentQuery()
        if (state.data !== undefined || state.fetchStatus !== 'idle') return
        early = sendEarly(context, shared, (mine) => {
          if (early !== mine) return false
          // No fetch took it: its render never committed, or its component is yet to subscribe.
          // The record goes to the cache, and the lookup is dropped until a component shows it
          // (one yet to subscribe brings it back).
          early = undefined
          if (!unsubscribe && lookups.get(key) === lookup) lookups.delete(key)
          return true
        })
      },
      subscribe(listener) {
        listeners.add(listener)
        if (!unsubscribe) {
          // The first component: the observer joins the cache entry (and fetches it if needed),
          // the one there now if its own left the cache (gcTime) while no component showed it.
          if (!lookups.has(key)) lookups.set(key, lookup)
          const query = observer.getCurrentQuery()
          if (context.queryClient.getQueryCache().get(query.queryHash) !== query) {
            observer.setOptions(options)
          }
          unsubscribe = observer.subscribe(() => {
            if (changed.size === 0) queueMicrotask(flush)
            changed.add(update)
          })
          // Its fetch on subscribe took the early lookup, or found the record cached or on its
          // way from elsewhere and needs it no more.
          early?.controller.abort()
          early = undefined
        }
        return () => {
          listeners.delete(listener)
          // Left after the task's other work: a component that subscribes again at once
          // (React's strict effects, a list moving a row) finds the observer as it left it.
          queueMicrotask(() => {
            if (listeners.size > 0 || !unsubscribe) return
            unsubscribe()
            unsubscribe = undefined
            if (lookups.get(key) === lookup) lookups.delete(key)
          })
        }
      },
      getSnapshot: () => current,
    }
    lookups.set(key, lookup)
    return lookup
  }

  return (address, params) => {
    // The query key's parts, with its defaults: one lookup, one observer.
    const { view, allowUnverified } = lookupParams(params)
    const key = `${view} ${allowUnverified} ${address}`
    return lookups.get(key) ?? share(key, address, params)
  }
}
