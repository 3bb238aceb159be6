import {
  noop,
  type Query,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useIsRestoring,
} from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import { useDnameRuntime } from '../DnameContext.js'
import type { AnyQuery } from './AnyQuery.js'
import { observerStore } from './ObserverStore.js'
import { startAtRender } from './startAtRender.js'
import type { QueryBoundaries } from './useQueryBoundaries.js'
import { useReleaseAtCommit } from './useReleaseAtCommit.js'

/**
 * `useQuery` for the library's queries: TanStack's `QueryObserver`, read as `useQuery` reads it
 * (options applied after each commit, `useIsRestoring`, the result's used fields tracked), with
 * the query's first fetch started as the component renders (`startAtRender`) and news told one
 * microtask per task (`observerStore`). Suspense and error boundaries apply with `boundaries`
 * (the hooks'); without, nothing is thrown (the components'). Returns the query the result is
 * of too, for what a hook reads of it before `select`.
 */
export function useDnameQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: QueryObserverOptions<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>,
  boundaries?: QueryBoundaries,
): [
  QueryObserverResult<TData, DnameError>,
  Query<TQueryFnData, DnameError, TQueryFnData, TQueryKey>,
] {
  const { value, runtime } = useDnameRuntime()
  const client = value.queryClient
  const isRestoring = useIsRestoring()
  const defaulted = client.defaultQueryOptions(options)
  const query = client.getQueryCache().get(defaulted.queryHash)
  defaulted._optimisticResults = isRestoring ? 'isRestoring' : 'optimistic'
  boundaries?.prepare(defaulted, query)
  // One observer per component and query client, as `useQuery` keeps one. (Were React to drop
  // the memo, a new observer would take over the subscription: more work, the same result.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: later options reach it in an effect
  const store = useMemo(
    () => observerStore(new QueryObserver(client, defaulted), runtime),
    [client, runtime],
  )
  const observer = store.observer
  const result = observer.getOptimisticResult(defaulted)
  useEffect(() => {
    observer.setOptions(defaulted)
  }, [defaulted, observer])
  useSyncExternalStore(
    useCallback(
      (onStoreChange: () => void) => {
        if (!isRestoring) return store.subscribe(onStoreChange)
        store.observer.updateResult()
        return noop
      },
      [store, isRestoring],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  )
  // Built by getOptimisticResult: the query of this render's options.
  const current = client.getQueryCache().build(client, defaulted)
  const held = startAtRender(runtime, current as unknown as AnyQuery, defaulted, isRestoring)
  useReleaseAtCommit(runtime, held)
  boundaries?.check(result, defaulted, query, current as unknown as AnyQuery)
  return [defaulted.notifyOnChangeProps ? result : observer.trackResult(result), current]
}
