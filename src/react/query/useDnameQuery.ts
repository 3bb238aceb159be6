import {
  type DefaultedQueryObserverOptions,
  type Query,
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useIsRestoring,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import { useDnameRuntime } from '../DnameContext.js'
import { observerStore } from './ObserverStore.js'
import { whileRendering } from './rendering.js'
import { useObserverStore } from './useObserverStore.js'
import type { QueryBoundaries } from './useQueryBoundaries.js'

// TanStack's options, and its defaulted options, with `subscribed` (from `useQuery`'s options).
type WithSubscribed<T> = T & { subscribed?: boolean | undefined }
export type Options<TQueryFnData, TData, TQueryKey extends QueryKey> = WithSubscribed<
  QueryObserverOptions<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>
>
export type Defaulted<TQueryFnData, TData, TQueryKey extends QueryKey> = WithSubscribed<
  DefaultedQueryObserverOptions<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>
>

/**
 * TanStack's `_optimisticResults` on `options`, as `useBaseQuery` sets it: a result shows the
 * fetch its subscription starts. (queryOptions.test.tsx compares the first render with
 * useQuery's.)
 */
export function optimistic<T extends { subscribed?: boolean | undefined }>(
  options: T,
  isRestoring: boolean,
): T {
  if (isRestoring || options.subscribed !== false)
    (options as { _optimisticResults?: string })._optimisticResults = isRestoring
      ? 'isRestoring'
      : 'optimistic'
  return options
}

/** `client`'s defaults on `options`, and `optimistic`. */
export function defaultedOptions<TQueryFnData, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: Options<TQueryFnData, TData, TQueryKey>,
  isRestoring: boolean,
): Defaulted<TQueryFnData, TData, TQueryKey> {
  const own: Defaulted<TQueryFnData, TData, TQueryKey> = client.defaultQueryOptions(options)
  return optimistic(own, isRestoring)
}

/**
 * `useQuery` for the library's queries: TanStack's `QueryObserver`, read as `useBaseQuery` reads
 * it (`subscribed`, `useIsRestoring`, the result's used fields tracked, the `queryClient`
 * argument), with one difference that changes no answer: a fetch TanStack would start as the
 * component subscribes, after the paint, starts as the component renders (`startAtRender`),
 * and its answer waits for that subscription. News are told one microtask per task
 * (`observerStore`). Suspense and error boundaries apply with `boundaries` (the hooks');
 * without, nothing is thrown. The components share one observer per lookup instead
 * (`useSharedQuery`).
 * Returns the query the result is of too, for what a hook reads of it before `select`.
 */
export function useDnameQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: Options<TQueryFnData, TData, TQueryKey>,
  boundaries?: QueryBoundaries,
  queryClient?: QueryClient,
): [
  QueryObserverResult<TData, DnameError>,
  Query<TQueryFnData, DnameError, TQueryFnData, TQueryKey>,
] {
  const { value, runtime } = useDnameRuntime()
  const client = queryClient ?? value.queryClient
  const isRestoring = useIsRestoring()
  // Options a caller keeps are defaulted once: their key is hashed once.
  const defaulted = useMemo(
    () => defaultedOptions(client, options, isRestoring),
    [client, options, isRestoring],
  )
  // One observer per component and query client, as `useQuery` keeps one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later options reach it at commit
  const store = useMemo(() => {
    const observer = whileRendering(() => new QueryObserver(client, defaulted))
    return observerStore(observer, runtime, observer.options)
  }, [client, runtime])
  const props = defaulted.notifyOnChangeProps
  const shown = Array.isArray(props) ? (props as string[]) : undefined
  const [result, current] = useObserverStore(
    store as never,
    client,
    runtime,
    defaulted,
    isRestoring,
    () => store.snapshot(shown),
    boundaries,
  )
  return [
    (props ? result : store.observer.trackResult(result as never)) as QueryObserverResult<
      TData,
      DnameError
    >,
    current as unknown as Query<TQueryFnData, DnameError, TQueryFnData, TQueryKey>,
  ]
}
