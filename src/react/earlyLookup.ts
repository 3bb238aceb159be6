import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'

/** A lookup sent before TanStack's fetch asked for it, and what cancels it. */
export type EarlyLookup = [record: Promise<DnameRecord | null>, controller: AbortController]

/**
 * Sends a lookup now, as its component commits, for the query's fetch to take later. A failure
 * is that fetch's to report, so it is not an unhandled rejection meanwhile.
 */
export function sendEarly(
  queryFn: (context: { signal: AbortSignal }) => Promise<DnameRecord | null>,
): EarlyLookup {
  const controller = new AbortController()
  const early: EarlyLookup = [queryFn({ signal: controller.signal }), controller]
  early[0].catch(() => {})
  return early
}

/** The record of an early lookup, for the fetch that takes it: cancelled with that fetch. */
export function takeEarly([record, controller]: EarlyLookup, signal: AbortSignal) {
  signal.addEventListener('abort', () => controller.abort())
  return record
}
