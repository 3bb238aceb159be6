import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'

/** Lookups start as components render in a browser; on the server nothing is sent. */
export const rendersInBrowser = typeof document !== 'undefined'

/** A lookup sent before TanStack's fetch asked for it, and what cancels it. */
export interface EarlyLookup {
  record: Promise<DnameRecord | null>
  controller: AbortController
  /** A fetch took it: its answer is that fetch's. */
  taken: boolean
}

/**
 * Sends a lookup now, as its component renders, for the query's fetch to take later. One that
 * no fetch has taken when it lands (its render never committed, or its component has yet to
 * subscribe) is `untaken`'s: with its record, or with `undefined` when it failed. A failure is
 * that fetch's to report, so it is not an unhandled rejection meanwhile.
 */
export function sendEarly(
  queryFn: (context: { signal: AbortSignal }) => Promise<DnameRecord | null>,
  untaken: (landed: { record: DnameRecord | null } | undefined) => void,
): EarlyLookup {
  const controller = new AbortController()
  const early: EarlyLookup = {
    record: queryFn({ signal: controller.signal }),
    controller,
    taken: false,
  }
  early.record.then(
    (record) => {
      if (!early.taken) untaken({ record })
    },
    () => {
      if (!early.taken) untaken(undefined)
    },
  )
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
export function keepUntaken(
  queryClient: QueryClient,
  queryKey: QueryKey,
  record: DnameRecord | null,
) {
  const state = queryClient.getQueryState(queryKey)
  if (state?.data === undefined && state?.fetchStatus !== 'fetching') {
    queryClient.setQueryData(queryKey, record)
  }
}
