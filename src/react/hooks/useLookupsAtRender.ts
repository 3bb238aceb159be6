import { type QueryKey, type QueryObserverOptions, useIsRestoring } from '@tanstack/react-query'
import { useDnameRuntime } from '../DnameContext.js'
import type { Hold } from '../query/createLookupRuntime.js'
import { startAtRender } from '../query/startAtRender.js'
import { useReleaseAtCommit } from '../query/useReleaseAtCommit.js'

/**
 * Starts, as the component renders, the first fetch of each of `queries` that TanStack is sure
 * to fetch on mount (`startAtRender`), for hooks that read them with TanStack's `useQueries`:
 * a list of lookups leaves with the rest of the page's.
 */
export function useLookupsAtRender(queries: readonly { queryKey: QueryKey }[]) {
  const { value, runtime } = useDnameRuntime()
  const { queryClient } = value
  const isRestoring = useIsRestoring()
  let held: Hold | undefined
  for (const options of queries) {
    const defaulted = queryClient.defaultQueryOptions(options as QueryObserverOptions)
    const query = queryClient.getQueryCache().build(queryClient, defaulted)
    held = startAtRender(runtime, query, defaulted, isRestoring) ?? held
  }
  useReleaseAtCommit(runtime, held)
  return queryClient
}
