import { type QueryKey, type QueryObserverOptions, useIsRestoring } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useDnameRuntime } from '../DnameContext.js'
import type { Hold } from '../query/createLookupRuntime.js'
import { startAtRender } from '../query/startAtRender.js'
import { useCommitEffect } from '../query/useCommitEffect.js'

/**
 * Starts, as the component renders, the fetch of each of `queries` that TanStack is sure to
 * start as the component commits (`startAtRender`), for hooks that read them with TanStack's
 * `useQueries`: a list of lookups leaves with the rest of the page's.
 */
export function useLookupsAtRender(queries: readonly { queryKey: QueryKey }[]) {
  const { value, runtime } = useDnameRuntime()
  const { queryClient } = value
  const isRestoring = useIsRestoring()
  // The queries this component has committed with: useQueries starts no fetch for them on a
  // later render, and neither does this.
  const committed = useRef<ReadonlySet<string>>(new Set())
  const hashes: string[] = []
  let held: Hold | undefined
  for (const options of queries) {
    const defaulted = queryClient.defaultQueryOptions(options as QueryObserverOptions)
    const query = queryClient.getQueryCache().build(queryClient, defaulted)
    const hash = defaulted.queryHash
    hashes.push(hash)
    const known = committed.current.has(hash) ? hash : undefined
    held = startAtRender(runtime, query, defaulted, !isRestoring, known) ?? held
  }
  useCommitEffect(() => {
    committed.current = new Set(hashes)
  })
  // After the paint, as TanStack's useQueries subscribes its observers: the answers of the
  // render's lookups then find them.
  useEffect(() => held?.release(), [held])
  return queryClient
}
