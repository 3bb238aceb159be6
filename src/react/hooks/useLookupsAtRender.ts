import { hashKey, type QueryClient } from '@tanstack/react-query'
import type { LookupBatcher } from '../../core/batcher/createLookupBatcher.js'
import {
  type EarlyLookup,
  rendersInBrowser,
  type Lookup as Sent,
  sendEarly,
  takeEarly,
} from '../earlyLookup.js'

export interface Lookup extends Sent {
  /** Sent early only when `true` (an `enabled` callback is TanStack's to read). */
  enabled?: unknown
}

// Per query client and query key: a lookup sent as its component rendered, until a fetch takes
// it or it lands.
const started = new WeakMap<QueryClient, Map<string, EarlyLookup>>()

/**
 * Sends the records a hook's component asks for (lookups by address, or a record by name) as it
 * renders, where `useQuery`'s fetch on mount waits for React's effects, after the browser has
 * painted the page (a long list takes a frame or more); the page's first full group of lookups
 * leaves at once, the rest as the page commits (`sendFirstGroup`). Returns `lookups` with a
 * `queryFn` that takes the lookup so sent, while it is on its way, rather than sending another,
 * and cancels it with the fetch's own signal. One that no fetch took when it lands (its render
 * never committed, or its component went first) puts its record in the cache, as a prefetch
 * does, where the fetch finds it. Only an enabled lookup the cache has never had is sent early: one that is
 * cached, failed or on its way is TanStack's to decide, as with `useQuery`.
 */
export function useLookupsAtRender<T extends Lookup>(
  context: { queryClient: QueryClient; batcher: LookupBatcher },
  lookups: T[],
): T[] {
  const { queryClient } = context
  const sent = started.get(queryClient) ?? new Map<string, EarlyLookup>()
  started.set(queryClient, sent)
  const hashes = lookups.map((lookup) => hashKey(lookup.queryKey))
  if (rendersInBrowser) {
    lookups.forEach((lookup, i) => {
      const hash = hashes[i] as string
      if (lookup.enabled !== true || sent.has(hash)) return
      const state = queryClient.getQueryState(lookup.queryKey)
      if (state && !(state.status === 'pending' && state.fetchStatus === 'idle')) return
      sent.set(
        hash,
        sendEarly(context, lookup, (mine) => sent.get(hash) === mine && sent.delete(hash)),
      )
    })
  }
  return lookups.map((lookup, i) => ({
    ...lookup,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const hash = hashes[i] as string
      const mine = sent.get(hash)
      if (!mine) return lookup.queryFn({ signal })
      sent.delete(hash)
      return takeEarly(mine, signal)
    },
  }))
}
