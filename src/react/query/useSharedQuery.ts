import {
  noop,
  type QueryKey,
  QueryObserver,
  type QueryObserverResult,
  useIsRestoring,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type DnameContextValue, useDnameRuntime } from '../DnameContext.js'
import type { AnyQueryOptions } from './AnyQuery.js'
import { type ObserverStore, observerStore } from './ObserverStore.js'
import { whileRendering } from './rendering.js'
import { defaultedOptions, type Options } from './useDnameQuery.js'
import { useObserverStore } from './useObserverStore.js'

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
        // A component that joins the attached ones fetches what a `useQuery` of its own would
        // fetch as it mounts (stale data, a query that failed or was cancelled), through an
        // observer that subscribes and leaves at once: TanStack's own rules decide.
        const join = () => {
          if (observer.getCurrentQuery().state.fetchStatus === 'idle')
            new QueryObserver(client, own).subscribe(noop)()
        }
        const store = observerStore(
          observer,
          runtime,
          own,
          own.notifyOnChangeProps as string[],
          join,
        )
        // The observer worked its result out as it was made, as the render's would be: a
        // shared store's `workedOut` is always a state.
        store.workedOut = observer.getCurrentQuery().state
        return store
      }),
    [client, runtime, key],
  ) as ObserverStore<QueryObserver<TQueryFnData, DnameError, TData, TQueryFnData, TQueryKey>>
  const [result] = useObserverStore(
    store as never,
    client,
    runtime,
    store.options as AnyQueryOptions,
    isRestoring,
    store.getSnapshot,
  )
  return result as QueryObserverResult<TData, DnameError>
}
