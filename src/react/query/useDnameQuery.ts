import {
  type DefaultedQueryObserverOptions,
  noop,
  type Query,
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useIsRestoring,
} from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type DnameContextValue, useDnameRuntime } from '../DnameContext.js'
import type { AnyQuery } from './AnyQuery.js'
import { observerStore } from './ObserverStore.js'
import { whileRendering } from './rendering.js'
import { startAtRender } from './startAtRender.js'
import { useCommitEffect } from './useCommitEffect.js'
import type { QueryBoundaries } from './useQueryBoundaries.js'

// TanStack's options, and its defaulted options, with `subscribed` (from `useQuery`'s options).
type WithSubscribed<T> = T & { subscribed?: boolean | undefined }
type Options<TQueryFnData, TData, TQueryKey extends QueryKey> = WithSubscribed<
  QueryObserverOptions<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>
>
type Defaulted<TQueryFnData, TData, TQueryKey extends QueryKey> = WithSubscribed<
  DefaultedQueryObserverOptions<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>
>

// The state of its query that a shared observer's result was last worked out from in a render.
const workedOut = new WeakMap<object, unknown>()

/**
 * `useQuery` for the library's queries: TanStack's `QueryObserver`, read as `useBaseQuery` reads
 * it (`subscribed`, `useIsRestoring`, the result's used fields tracked, the `queryClient`
 * argument), with two differences that change no answer: the observer's options are set and
 * its subscription made as the component commits rather than after the browser paints, and a
 * fetch TanStack would start then starts as the component renders (`startAtRender`). News are
 * told one microtask per task (`observerStore`). Suspense and error boundaries apply with
 * `boundaries` (the hooks'); without, nothing is thrown (the components'). `share` is a key that
 * names the options, for callers that give the same options for one lookup (the components,
 * with the provider's query client): they share one observer and its options
 * (`LookupRuntime.share`), and `options` may then be a function of the provider's config,
 * called only for the first.
 * Returns the query the result is of too, for what a hook reads of it before `select`.
 */
export function useDnameQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options:
    | Options<TQueryFnData, TData, TQueryKey>
    | ((config: DnameContextValue) => Options<TQueryFnData, TData, TQueryKey>),
  boundaries?: QueryBoundaries,
  queryClient?: QueryClient,
  share?: string,
): [
  QueryObserverResult<TData, DnameError>,
  Query<TQueryFnData, DnameError, TQueryFnData, TQueryKey>,
] {
  const { value, runtime } = useDnameRuntime()
  const client = queryClient ?? value.queryClient
  const isRestoring = useIsRestoring()
  const defaultedOf = () => {
    const own: Defaulted<TQueryFnData, TData, TQueryKey> = client.defaultQueryOptions(
      typeof options === 'function' ? options(value) : options,
    )
    // As useBaseQuery sets this option of TanStack's: a result shows the fetch its subscription
    // starts. (queryOptions.test.tsx compares the first render with useQuery's.)
    if (isRestoring || own.subscribed !== false)
      own._optimisticResults = isRestoring ? 'isRestoring' : 'optimistic'
    return own
  }
  // Options a caller keeps are defaulted once: their key is hashed once. A shared store's are
  // its own, made with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultedOf reads only these
  const own = useMemo(() => (share ? undefined : defaultedOf()), [client, options, isRestoring])
  // One observer per component and query client, as `useQuery` keeps one; or one per lookup,
  // shared: a new one is taken as the key changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later options reach it at commit
  const store = useMemo(() => {
    const make = () => whileRendering(() => new QueryObserver(client, own ?? defaultedOf()))
    const observer = share ? runtime.share(share, make) : make()
    return observerStore(observer, runtime, observer.options)
  }, [client, runtime, share])
  const defaulted = own ?? (store.observer.options as Defaulted<TQueryFnData, TData, TQueryKey>)
  const subscribed = defaulted.subscribed !== false
  const cache = client.getQueryCache()
  const query = cache.get(defaulted.queryHash)
  boundaries?.prepare(defaulted, query)
  const observer = store.observer
  // A shared observer's options are this render's, so its result is this render's while its
  // query is as it was when a render of one of its components worked it out: the row's other
  // components read it rather than work it out again. (A persisted cache's restore ending
  // changes no status a component shows; another query's state, as `clear()` leaves one
  // behind, is never this one's.)
  const ready = share && query && workedOut.get(observer) === query.state
  const result = ready
    ? observer.getCurrentResult()
    : whileRendering(() => observer.getOptimisticResult(defaulted))
  // The query of this render's options, which getOptimisticResult has built.
  const current = cache.get(defaulted.queryHash) as AnyQuery
  const shouldSubscribe = !isRestoring && subscribed
  const props = defaulted.notifyOnChangeProps
  const shown = Array.isArray(props) ? (props as string[]) : undefined
  const held = startAtRender(runtime, current, defaulted, shouldSubscribe, store.committed)
  // After the fetch the result foresaw has started: the state it leads to gives that result.
  if (share && !ready) workedOut.set(observer, current.state)
  useCommitEffect(() => {
    // At each commit that changes what the observer is given, as useQuery: options the
    // observer already has need not be set again (a shared observer's are its own), while its
    // query is still the cache's (`clear()`, or garbage collection as a hidden `<Activity>`
    // waited, may have dropped it: this render's options then built another, `current`; an
    // `<Activity>` shown again runs this anew).
    if (
      store.options !== defaulted ||
      (cache.get(defaulted.queryHash) as unknown) !== observer.getCurrentQuery()
    ) {
      observer.setOptions(defaulted)
    }
    store.options = defaulted
    store.committed = defaulted.queryHash
    // Lookups this render started under a hold leave now.
    held?.release()
    // Detached and attached again when any of these change, which keeps the subscription (see
    // `observerStore`): one effect per component, where a long page has thousands, and none
    // for a render that changes none (a shared observer's answer).
    return shouldSubscribe
      ? // A component that joins a shared observer fetches what a `useQuery` of its own would
        // fetch as it mounts (stale data, a query that failed or was cancelled), through an
        // observer that subscribes and leaves at once: TanStack's own rules decide.
        store.attach(() => {
          if (observer.getCurrentQuery().state.fetchStatus === 'idle')
            new QueryObserver(client, observer.options).subscribe(noop)()
        })
      : undefined
  }, [store, defaulted, held, shouldSubscribe, current])
  useSyncExternalStore(
    shouldSubscribe ? store.subscribe : store.subscribeOff,
    () => store.snapshot(shown),
    () => store.snapshot(shown),
  )
  boundaries?.check(result, defaulted, query, current)
  return [
    defaulted.notifyOnChangeProps ? result : observer.trackResult(result),
    current as unknown as Query<TQueryFnData, DnameError, TQueryFnData, TQueryKey>,
  ]
}
