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
import { type Defaulted, type Options, optimistic } from './useDnameQuery.js'
import { useObserverStore } from './useObserverStore.js'

/**
 * `useDnameQuery` for the components, which give every lookup the same options: `address` and
 * `variant` name them (a view's name, or words with a space that start with no view's name, so
 * that no two lookups share a key), and `options` makes them from the provider's config for the
 * first component to show the lookup. Every component of the provider's query client that
 * shows it (a row's avatar and name, a history's rows of one account) shares one observer, one
 * store and its options (`LookupRuntime.share`): each is work on every render and every answer,
 * and a page has thousands of components. Nothing is thrown; `notifyOnChangeProps` must be a
 * list, the fields the components show. The same contract as `useDnameQuery` otherwise:
 * TanStack's rules decide each fetch, a fetch TanStack would start at commit starts at render,
 * news come one microtask per task.
 */
export function useSharedQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  address: string | null | undefined,
  variant: string,
  options: (config: DnameContextValue) => Options<TQueryFnData, TData, TQueryKey>,
): QueryObserverResult<TData, DnameError> {
  const { value, runtime } = useDnameRuntime()
  const client = value.queryClient
  const isRestoring = useIsRestoring()
  // The store of the lookup; a new one as the address or the variant changes. Its key is made
  // only then: a string made on every render would be copied flat on every look-up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are the key's
  const store = useMemo(
    () =>
      runtime.share(`${variant} ${address ?? ''}`, () => {
        // Given as made, TanStack's observer defaults them itself: options given defaulted, it
        // would compare them, key by key, with themselves.
        const observer = whileRendering(
          () => new QueryObserver(client, optimistic(options(value), isRestoring)),
        )
        const own = observer.options as Defaulted<TQueryFnData, TData, TQueryKey>
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
    [client, runtime, address, variant],
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
