import {
  noop,
  type QueryKey,
  QueryObserver,
  type QueryObserverResult,
  useIsRestoring,
} from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type DnameContextValue, useDnameRuntime } from '../DnameContext.js'
import type { AnyQuery } from './AnyQuery.js'
import { type ObserverStore, observerStore } from './ObserverStore.js'
import { whileRendering } from './rendering.js'
import { startAtRender } from './startAtRender.js'
import { useCommitEffect } from './useCommitEffect.js'
import { type Defaulted, defaultedOptions, type Options } from './useDnameQuery.js'

/**
 * `useDnameQuery` for the components, which give every lookup the same options: `key` names
 * them, and `options` makes them from the provider's config for the first component to show the
 * lookup. Every component of the provider's query client that shows it (a row's avatar and
 * name, a history's rows of one account) shares one observer, one store and its options
 * (`LookupRuntime.share`): each is work on every render and every answer, and a page has
 * thousands of components. Nothing is thrown; `notifyOnChangeProps` must be a list, the fields
 * the components show. The same contract as `useDnameQuery` otherwise: TanStack's rules decide
 * each fetch, a fetch TanStack would start at commit starts at render, news come one microtask
 * per task.
 */
export function useSharedQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  key: string,
  options: (config: DnameContextValue) => Options<TQueryFnData, TData, TQueryKey>,
): QueryObserverResult<TData, DnameError> {
  const { value, runtime } = useDnameRuntime()
  const client = value.queryClient
  const isRestoring = useIsRestoring()
  // The store of the lookup; a new one as the key changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are the key's
  const store = useMemo(
    () =>
      runtime.share(key, () => {
        const own = defaultedOptions(client, options(value), isRestoring)
        const observer = whileRendering(() => new QueryObserver(client, own))
        return observerStore(observer, runtime, own, own.notifyOnChangeProps as string[])
      }),
    [client, runtime, key],
  ) as ObserverStore<QueryObserver<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>>
  const observer = store.observer
  const defaulted = store.options as Defaulted<TQueryFnData, TData, TQueryKey>
  const cache = client.getQueryCache()
  const query = cache.get(defaulted.queryHash)
  // The observer's result is this render's while its query is as it was when a render of one of
  // the lookup's components worked it out: the others read it rather than work it out again. (A
  // persisted cache's restore ending changes no status a component shows; another query's
  // state, as `clear()` leaves one behind, is never this one's.)
  const ready = query !== undefined && store.workedOut === query.state
  const result = ready
    ? observer.getCurrentResult()
    : whileRendering(() => observer.getOptimisticResult(defaulted))
  // The query of the options, which getOptimisticResult has built.
  const current = cache.get(defaulted.queryHash) as AnyQuery
  const shouldSubscribe = !isRestoring && defaulted.subscribed !== false
  const held = startAtRender(runtime, current, defaulted, shouldSubscribe, store.committed)
  // After the fetch the result foresaw has started: the state it leads to gives that result.
  if (!ready) store.workedOut = current.state
  useCommitEffect(() => {
    // The store's options are the observer's; its query may have left the cache (`clear()`, or
    // garbage collection as a hidden `<Activity>` waited: this render built another, `current`).
    if ((cache.get(defaulted.queryHash) as unknown) !== observer.getCurrentQuery()) {
      observer.setOptions(defaulted)
    }
    store.committed = defaulted.queryHash
    // Lookups this render started under a hold leave now.
    held?.release()
    // A component that joins a subscribed observer fetches what a `useQuery` of its own would
    // fetch as it mounts (stale data, a query that failed or was cancelled), through an
    // observer that subscribes and leaves at once: TanStack's own rules decide. Detached and
    // attached again only when these change: none for a render that changes none (an answer).
    return shouldSubscribe
      ? store.attach(() => {
          if (observer.getCurrentQuery().state.fetchStatus === 'idle')
            new QueryObserver(client, observer.options).subscribe(noop)()
        })
      : undefined
  }, [store, held, shouldSubscribe, current])
  useSyncExternalStore(
    shouldSubscribe ? store.subscribe : store.subscribeOff,
    store.getSnapshot,
    store.getSnapshot,
  )
  return result
}
