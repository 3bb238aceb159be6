import type { LookupBatcher } from '../batcher/createLookupBatcher.js'
import type { DnameClient } from '../client/createDnameClient.js'
import type { DnameError } from '../errors/DnameError.js'
import { retryDelay, shouldRetry } from './retry.js'

/** What the query option factories need: the client, the batcher and the cache times. */
export interface DnameQueryContext {
  client: DnameClient
  batcher: LookupBatcher
  /** How long, in milliseconds, a lookup stays fresh. Defaults to `120_000` (the CDN's cache time). */
  staleTime?: number | undefined
  /** How long, in milliseconds, an unused lookup stays in the cache. Defaults to `300_000`. */
  gcTime?: number | undefined
}

export const DEFAULT_STALE_TIME = 120_000
export const DEFAULT_GC_TIME = 300_000

/** The first two parts of every query key: one registry never shares entries with another. */
export const dnameQueryKeyRoot = (baseUrl: string) => ['dname', baseUrl] as const

/**
 * The cache times and retry policy every query of the library shares; the retry functions'
 * `DnameError` is what types a query's `error` in TanStack's hooks.
 */
export function sharedQueryOptions(context: DnameQueryContext) {
  return {
    staleTime: context.staleTime ?? DEFAULT_STALE_TIME,
    gcTime: context.gcTime ?? DEFAULT_GC_TIME,
    retry: shouldRetry as (failureCount: number, error: DnameError) => boolean,
    retryDelay: retryDelay as (failureCount: number, error: DnameError) => number,
  }
}
