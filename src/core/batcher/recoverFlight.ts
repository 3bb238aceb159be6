import { DnameApiError } from '../errors/DnameApiError.js'
import { DnameRateLimitError } from '../errors/DnameRateLimitError.js'
import type { Entry, Flight } from './Flight.js'
import type { LookupQueue } from './LookupQueue.js'
import { splitRefused } from './splitRefused.js'

const isInvalidAddressAnswer = (error: unknown) =>
  error instanceof DnameApiError && error.status === 400 && error.code === 'invalidAddress'

/**
 * What becomes of the callers of a request that failed with `error`. Loaded with the
 * validators, which a failed request waits for.
 *
 * - Aborted (every caller had gone): a caller that came later is queued again.
 * - 429: the whole batcher waits `secsRemaining`; each address is asked again, up to
 *   `maxAttempts` 429s, then its callers get the `DnameRateLimitError`, never "no name".
 * - 400 `invalidAddress`: a request of several addresses is asked again in parts
 *   (`splitRefused`), so only the refused one fails, with the registry's error.
 * - Anything else: every caller gets the typed error.
 */
export function recoverFlight(
  queue: LookupQueue,
  flight: Flight,
  landed: readonly Entry[],
  error: unknown,
  maxAttempts: number,
) {
  // A rate limit holds the batcher back whoever is left to hear of it.
  if (error instanceof DnameRateLimitError && !flight.controller.signal.aborted) {
    queue.backOff(queue.settings.now() + error.secsRemaining * 1000)
  }
  // Callers may have gone while the validators loaded.
  const live = landed.filter((entry) => entry.callers.size > 0)
  if (live.length === 0) return
  if (flight.controller.signal.aborted) {
    for (const entry of live) queue.requeue(entry)
  } else if (error instanceof DnameRateLimitError) {
    for (const entry of live) {
      entry.attempts += 1
      if (entry.attempts >= maxAttempts) queue.settle(entry, error)
      else queue.requeue(entry)
    }
  } else if (isInvalidAddressAnswer(error)) {
    if (flight.entries.length > 1) {
      for (const group of splitRefused(live)) queue.resend(group)
    } else {
      for (const entry of live) queue.settle(entry, error)
    }
  } else {
    for (const entry of live) queue.settle(entry, error)
  }
}
