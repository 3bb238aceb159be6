import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { LookupBatcher } from '../core/batcher/createLookupBatcher.js'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import { sendFirstGroup } from './sendFirstGroup.js'

/** Lookups start as components render in a browser; on the server nothing is sent. */
export const rendersInBrowser = typeof document !== 'undefined'

/** A lookup as a query has it: its key, and what fetches it. */
export interface Lookup {
  queryKey: QueryKey
  queryFn: (context: { signal: AbortSignal }) => Promise<DnameRecord | null>
}

/** A lookup sent before TanStack's fetch asked for it, and what cancels it. */
export interface EarlyLookup {
  record: Promise<DnameRecord | null>
  controller: AbortController
  /** A fetch took it: its answer is that fetch's. */
  taken: boolean
}

/**
 * Sends a lookup now, as its component renders, for the query's fetch to take later, and the
 * batcher's first full group of the task with it (`sendFirstGroup`). One that no fetch took when
 * it lands (its render never committed, or its component has yet to subscribe) is given to
 * `release`, which drops it and says whether it was still the caller's; if so, its record goes
 * to the cache (`keepUntaken`). A failure is that fetch's to report, so it is not an unhandled
 * rejection meanwhile.
 */
export function sendEarly(
  { queryClient, batcher }: { queryClient: QueryClient; batcher: LookupBatcher },
  { queryKey, queryFn }: Lookup,
  release: (early: EarlyLookup) => boolean,
): EarlyLookup {
  const controller = new AbortController()
  const early: EarlyLookup = {
    record: queryFn({ signal: controller.signal }),
    controller,
    taken: false,
  }
  const untaken = (landed?: { record: DnameRecord | null }) => {
    if (!early.taken && release(early) && landed) keepUntaken(queryClient, queryKey, landed.record)
  }
  early.record.then(
    (record) => untaken({ record }),
    () => untaken(),
  )
  sendFirstGroup(batcher)
  return early
}

/** The record of an early lookup, for the fetch that takes it: cancelled with that fetch. */
export function takeEarly(early: EarlyLookup, signal: AbortSignal) {
  early.taken = true
  signal.addEventListener('abort', () => early.controller.abort())
  return early.record
}

/**
 * Puts the record of a lookup no fetch took in the cache, as a prefetch does, unless the cache
 * has a record for it or a fetch on its way: a component that shows it later shows it at once,
 * and an unused one is dropped after `gcTime`.
 */
function keepUntaken(queryClient: QueryClient, queryKey: QueryKey, record: DnameRecord | null) {
  const state = queryClient.getQueryState(queryKey)
  if (state?.data === undefined && state?.fetchStatus !== 'fetching') {
    queryClient.setQueryData(queryKey, record)
  }
}
