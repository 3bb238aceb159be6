import { addressShapeProblem } from '../address/addressShapeProblem.js'
import type { DnameClient } from '../client/createDnameClient.js'
import { loadFailures } from '../client/loadValidation.js'
import { DnameInputError } from '../errors/DnameInputError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { viewProblem } from '../views/viewRank.js'
import { answerFor } from './answerFor.js'
import { checkBatcherOptions } from './checkBatcherOptions.js'
import type { Flight, Refuse, Want } from './Flight.js'
import { LookupQueue } from './LookupQueue.js'

export interface LookupBatcherOptions {
  /** Most addresses in one request, a whole number from 1 to 20. Defaults to `20`. */
  maxSize?: number | undefined
  /**
   * Longest time, in milliseconds, a lookup waits for others to join its request, from 0 to
   * 60,000. A group that is full leaves at the end of the task it filled in. Defaults to `0`
   * (the end of the task).
   */
  windowMs?: number | undefined
  /** Requests an address may meet a 429 in before its callers get the `DnameRateLimitError`, 1 to 100. Defaults to `3`. */
  maxRateLimitAttempts?: number | undefined
  /**
   * How lookups are cut into requests. `'page'`: in twenties of the addresses shown (`seen`), in
   * their order, cached ones too, and a twenty with anything missing is asked whole, so every
   * visitor of a page asks the same requests, which the registry's CDN answers for 2 minutes;
   * lookups of addresses not shown (prefetches) as `'missing'` does. `'missing'`: only what is
   * missing, in the order it is asked. Defaults to `'page'`.
   */
  grouping?: 'page' | 'missing' | undefined
  /** The clock used for the window and the rate-limit back-off. Defaults to `performance.now()`, which a wall clock set back or forward does not move. */
  now?: (() => number) | undefined
}

export interface LoadOptions {
  /** How much of the record this caller wants. Defaults to `'tiny'`. */
  view?: DnameView | undefined
  /** Accept a match through an unverified link only. Defaults to `false`. */
  allowUnverified?: boolean | undefined
  /** Aborts this caller; the request is aborted once every caller in it has gone. */
  signal?: AbortSignal | undefined
  /**
   * Wants an answer newer than any request already on its way, as a refetch does: the load joins
   * a group that has not left yet, never a request in the air. A function is asked only when a
   * request for the address is in the air, so a costly answer is worked out only when needed.
   * Defaults to `false`.
   */
  fresh?: boolean | (() => boolean) | undefined
}

export interface LookupBatcher {
  /**
   * The record of one address (`null` when none), looked up together with every other load of
   * the task. Always settles: with the record, or with a typed error.
   */
  load(address: string, options?: LoadOptions): Promise<DnameRecord | null>
  /**
   * Sends every group that is full now, rather than at the end of the task, and says whether
   * one left: for loads made in a long task, such as a page's first render, whose first
   * request need not wait for the rest of it. A load made later in the task that asks more of
   * an address already sent (a richer view, or `allowUnverified`) then makes a request of its
   * own, where it would have joined the group.
   */
  sendFullGroups(): boolean
  /**
   * Notes that `address` is shown now, whether its record is cached or not, for `grouping:
   * 'page'`: a request's twenty are cut from what is shown. The list is of one pass: it is let
   * go when the task ends with no hold open.
   */
  seen(address: string): void
  /**
   * Holds groups that are not full until the returned function is called: full groups still
   * leave, and so do requests asked again after a failure. For loads made over several tasks
   * that belong together, such as the slices of one React render: they leave together when it
   * commits. Calling the function again does nothing.
   */
  hold(): () => void
}

/**
 * Merges the lookups of a task into requests of at most `maxSize` addresses: `ceil(U / 20)`
 * requests for U addresses, whatever views and `allowUnverified` they ask. No cache: TanStack
 * Query owns freshness, and only what is in flight is shared. A request asks the richest view,
 * and `allowUnverified` if any caller did; each caller gets what `answerFor` says.
 */
export function createLookupBatcher(
  client: DnameClient,
  options: LookupBatcherOptions = {},
): LookupBatcher {
  const { maxSize, windowMs, maxRateLimitAttempts, whole } = checkBatcherOptions(options)
  const now = options.now ?? (() => performance.now())
  // By shape alone: the registry judges a ledger address's checksum (see recoverFlight).
  const refuse: Refuse = (address) => {
    const problem = addressShapeProblem(address)
    return problem && new DnameInputError('address', address, problem)
  }

  const queue: LookupQueue = new LookupQueue({
    maxSize,
    windowMs,
    whole,
    now,
    refuse,
    send: (flight, want) => void send(flight, want),
  })

  async function send(flight: Flight, want: Want): Promise<void> {
    const addresses = flight.entries.map((entry) => entry.address)
    try {
      const result = await client.lookup(addresses, { ...want, signal: flight.controller.signal })
      if (result.notModified) throw (await loadFailures()).unaskedNotModified()
      for (const entry of queue.land(flight)) {
        const failure = result.failures.get(entry.address)
        const record = result.records.get(entry.address) ?? null
        queue.settle(
          entry,
          failure,
          failure ? undefined : (c) => answerFor(record, entry.address, want, c),
        )
      }
    } catch (error) {
      const live = queue.land(flight)
      const recovery = await loadFailures().catch(() => undefined)
      // Without it, each caller hears of the failure as it is; none waits forever.
      if (!recovery) for (const entry of live) queue.settle(entry, error)
      else recovery.recoverFlight(queue, flight, live, error, maxRateLimitAttempts)
    }
  }

  const batcher: LookupBatcher = {
    load(address, options) {
      if (typeof address !== 'string' || address === '') {
        return Promise.reject(new DnameInputError('address', address, 'empty'))
      }
      const view = options?.view ?? 'tiny'
      const problem = viewProblem(view)
      if (problem) return Promise.reject(problem)
      const allowUnverified = options?.allowUnverified === true
      return queue.add(address, { view, allowUnverified }, options?.signal, options?.fresh)
    },
    sendFullGroups: () => queue.sendFullGroups(),
    seen: (address) => queue.seen(address),
    hold: () => queue.hold(),
  }
  return batcher
}
