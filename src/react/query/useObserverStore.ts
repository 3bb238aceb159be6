import type { QueryClient, QueryObserver } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import type { AnyQuery, AnyQueryOptions } from './AnyQuery.js'
import type { LookupRuntime } from './createLookupRuntime.js'
import type { ObserverStore } from './ObserverStore.js'
import { whileRendering } from './rendering.js'
import { startAtRender } from './startAtRender.js'
import type { QueryBoundaries } from './useQueryBoundaries.js'

/**
 * A component's render of its observer's store, for `useDnameQuery` and `useSharedQuery`: the
 * result as `useBaseQuery` works it out, and the fetch it foresees started (`startAtRender`).
 * In the effects of each commit that changes what the observer is given, after the paint, as
 * useQuery: its options (unless it has them, while its query is still the cache's: `clear()`,
 * or garbage collection as a hidden `<Activity>` waited, may have dropped it, and this render's
 * options then built another, `current`); the hold the render's lookups wait under ends; the
 * component attaches, and detaches again only when its store, its options, whether it
 * subscribes or its query change (in the same task, which keeps the subscription: see
 * `observerStore`). React hears of the observer's news through `getSnapshot`. Returns the
 * result and the query it is of.
 */
export function useObserverStore(
  store: ObserverStore<QueryObserver<unknown, DnameError, unknown, unknown, never>>,
  client: QueryClient,
  runtime: LookupRuntime,
  defaulted: AnyQueryOptions,
  isRestoring: boolean,
  getSnapshot: () => object,
  boundaries?: QueryBoundaries,
) {
  const cache = client.getQueryCache()
  const query = cache.get(defaulted.queryHash)
  boundaries?.prepare(defaulted, query)
  const observer = store.observer
  // A shared observer's result is this render's while its query is as it was when a render of
  // one of its components, or TanStack as it told of an answer, worked it out: the others read
  // it rather than work it out again. (A persisted cache's restore ending changes no status a
  // component shows; another query's state, as `clear()` leaves one behind, is never this
  // one's.)
  const ready = store.shared && store.workedOut === query?.state
  const result = ready
    ? observer.getCurrentResult()
    : whileRendering(() => observer.getOptimisticResult(defaulted as never))
  // The query of this render's options, which getOptimisticResult has built.
  const current = cache.get(defaulted.queryHash) as AnyQuery
  const shouldSubscribe =
    !isRestoring && (defaulted as { subscribed?: boolean }).subscribed !== false
  const held = startAtRender(runtime, current, defaulted, shouldSubscribe, store.committed)
  // After the fetch the result foresaw has started: the state it leads to gives that result.
  if (!ready || held) store.workedOut = current.state
  // Not run again for the hold alone: a render starts one only for a query it has not committed
  // with (its first, or a new key, which changes `current`), and the render after, which has
  // none (an answer's), would detach and attach every component that started a lookup. A hold
  // whose render never commits ends when React has no work left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run for these changes only (above)
  useEffect(() => {
    if (
      store.options !== defaulted ||
      (cache.get(defaulted.queryHash) as unknown) !== observer.getCurrentQuery()
    ) {
      observer.setOptions(defaulted as never)
    }
    store.options = defaulted
    store.committed = defaulted.queryHash
    held?.release()
    return shouldSubscribe ? store.attach() : undefined
  }, [store, defaulted, shouldSubscribe, current])
  useSyncExternalStore(
    shouldSubscribe ? store.subscribe : store.subscribeOff,
    getSnapshot,
    getSnapshot,
  )
  boundaries?.check(result, defaulted, query, current)
  return [result, current] as const
}
