import type { DnameClient } from '../client/createDnameClient.js'
import { MAX_LOOKUP_ADDRESSES } from '../client/fetchLookup.js'
import { loadValidation } from '../client/loadValidation.js'
import { DnameInputError } from '../errors/DnameInputError.js'
import { DnameRateLimitError } from '../errors/DnameRateLimitError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { viewProblem } from '../views/viewRank.js'
import { answerFor, isInvalidAddressAnswer } from './answerFor.js'
import { type Flight, LookupQueue } from './LookupQueue.js'

export interface LookupBatcherOptions {
  /** Most addresses in one request, 1 to 20. Defaults to `20`. */
  maxSize?: number | undefined
  /** Longest time, in milliseconds, a lookup waits for others to join its request. Defaults to `0` (one macrotask). */
  windowMs?: number | undefined
  /** Requests an address may meet a 429 in before its callers get the `DnameRateLimitError`. Defaults to `3`. */
  maxRateLimitAttempts?: number | undefined
  /** The clock used for the rate-limit back-off. Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

export interface LoadOptions {
  /** How much of the record this caller wants. Defaults to `'tiny'`. */
  view?: DnameView | undefined
  /** Accept a match through an unverified link only. Defaults to `false`. */
  allowUnverified?: boolean | undefined
  /** Aborts this caller; the request is aborted once every caller in it has gone. */
  signal?: AbortSignal | undefined
}

export interface LookupBatcher {
  /** The record of one address (`null` when none), looked up together with every other load of the window. */
  load(address: string, options?: LoadOptions): Promise<DnameRecord | null>
}

/**
 * Merges lookups into requests of at most `maxSize` addresses. No cache: TanStack Query owns
 * freshness, and only what is in flight is shared. Callers with other options share a request
 * that asks for the richest view and `allowUnverified` if any wanted it; each then gets what its
 * own options would have returned (see `answerFor`).
 */
export function createLookupBatcher(
  client: DnameClient,
  options: LookupBatcherOptions = {},
): LookupBatcher {
  const maxSize = Math.min(
    MAX_LOOKUP_ADDRESSES,
    Math.max(1, Math.floor(options.maxSize ?? MAX_LOOKUP_ADDRESSES)),
  )
  const maxAttempts = options.maxRateLimitAttempts ?? 3
  const now = options.now ?? Date.now
  const queue = new LookupQueue(
    maxSize,
    options.windowMs ?? 0,
    now,
    (entries) => void send(entries),
  )

  async function send(flight: Flight): Promise<void> {
    let validation: Awaited<ReturnType<typeof loadValidation>>
    try {
      validation = await loadValidation()
    } catch (error) {
      // The validators' chunk did not load: every caller hears of it, none waits forever.
      queue.land(flight)
      for (const entry of flight.entries) queue.settle(entry, error)
      return
    }
    const { checkLookupAddress, projectView } = validation
    for (const entry of flight.entries) {
      const problem = checkLookupAddress(entry.address)
      if (problem) queue.settle(entry, new DnameInputError('address', entry.address, problem))
    }
    const live = flight.entries.filter((entry) => entry.callers.size > 0)
    if (live.length === 0) return queue.land(flight)
    const { want, controller } = flight
    try {
      const result = await client.lookup(
        live.map((entry) => entry.address),
        { ...want, signal: controller.signal },
      )
      queue.land(flight)
      if (result.notModified)
        throw new TypeError('The registry answered 304 to a lookup without an ETag')
      for (const entry of live) {
        const record = result.records.get(entry.address) ?? null
        const failure = result.failures.get(entry.address)
        queue.settle(
          entry,
          failure,
          failure
            ? undefined
            : (caller) => answerFor(record, entry.address, want, caller, projectView),
        )
      }
    } catch (error) {
      queue.land(flight)
      if (controller.signal.aborted) return
      if (error instanceof DnameRateLimitError) {
        queue.backOff(now() + error.secsRemaining * 1000)
        for (const entry of live) {
          entry.attempts += 1
          if (entry.attempts >= maxAttempts) queue.settle(entry, error)
          else queue.requeue(entry)
        }
      } else if (isInvalidAddressAnswer(error) && live.length > 1) {
        // Halve until the refused addresses stand alone: at most 2n - 2 extra requests.
        const half = Math.ceil(live.length / 2)
        await Promise.all([send(queue.fly(live.slice(0, half))), send(queue.fly(live.slice(half)))])
      } else {
        for (const entry of live) queue.settle(entry, error)
      }
    }
  }

  return {
    load(address, options) {
      const view = options?.view ?? 'tiny'
      if (typeof address !== 'string' || address === '') {
        return Promise.reject(new DnameInputError('address', address, 'empty'))
      }
      const problem = viewProblem(view)
      if (problem) return Promise.reject(problem)
      return queue.add(address, view, options?.allowUnverified ?? false, options?.signal)
    },
  }
}
