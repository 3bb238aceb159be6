import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type EarlyLookup, sendEarly, takeEarly } from '../earlyLookup.js'
import { useCommitEffect } from './useCommitEffect.js'

export interface Lookup {
  queryKey: QueryKey
  queryFn: (context: { signal: AbortSignal }) => Promise<DnameRecord | null>
  /** Sent early only when `true` (an `enabled` callback is TanStack's to read). */
  enabled?: unknown
}

// Per query client and query key: a lookup sent as its component committed, until a fetch
// takes it or the component that sent it goes.
const started = new WeakMap<QueryClient, Map<string, EarlyLookup>>()

/**
 * Sends the records a hook's component asks for (lookups by address, or a record by name) as it
 * commits (a layout effect), before the browser lays out and paints the page (a long list takes
 * a frame or more), where `useQuery`'s fetch on mount waits for React's effects, after the
 * paint. Returns `lookups` with a `queryFn` that takes the lookup so sent rather than sending
 * another, however long after it answered, and cancels it with the fetch's own signal; one no
 * fetch took is aborted when its component goes. Only an enabled lookup the cache has never had
 * is sent early: one that is cached, failed or on its way is TanStack's to decide, as with
 * `useQuery`.
 */
export function useLookupsAtCommit<T extends Lookup>(queryClient: QueryClient, lookups: T[]): T[] {
  let waiting = started.get(queryClient)
  if (!waiting) {
    waiting = new Map<string, EarlyLookup>()
    started.set(queryClient, waiting)
  }
  const hashes = lookups.map((lookup) => hashKey(lookup.queryKey))
  useCommitEffect(() => {
    const drops = lookups.map((lookup, i) => {
      const hash = hashes[i] as string
      const state = queryClient.getQueryState(lookup.queryKey)
      const idle = !state || (state.status === 'pending' && state.fetchStatus === 'idle')
      if (!idle || waiting.has(hash) || lookup.enabled !== true) return undefined
      const mine = sendEarly(lookup.queryFn)
      waiting.set(hash, mine)
      return () => {
        if (waiting.get(hash) !== mine) return
        waiting.delete(hash)
        mine[1].abort()
      }
    })
    return () => {
      for (const drop of drops) drop?.()
    }
  }, [queryClient, hashes.join('\n')])
  return lookups.map((lookup, i) => ({
    ...lookup,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const hash = hashes[i] as string
      const mine = waiting.get(hash)
      if (!mine) return lookup.queryFn({ signal })
      waiting.delete(hash)
      return takeEarly(mine, signal)
    },
  }))
}
