import type { DefaultOptions } from '@tanstack/query-core'
import type { LookupBatcher } from '../batcher/createLookupBatcher.js'
import type { DnameClient } from '../client/createDnameClient.js'
import type { DnameError } from '../errors/DnameError.js'
import { retryDelay, shouldRetry } from './retry.js'

/** What the query option factories need: the client, the batcher and the cache times. */
export interface DnameQueryContext {
  client: DnameClient
  batcher: LookupBatcher
  /** How long, in milliseconds, a lookup stays fresh. Defaults to the query client's default, else `120_000` (the CDN's cache time). */
  staleTime?: number | undefined
  /** How long, in milliseconds, an unused lookup stays in the cache. Defaults to the query client's default, else `300_000`. */
  gcTime?: number | undefined
  /** The query client whose defaults apply where `staleTime` and `gcTime` are not given (`useDnameContext()` has it). */
  queryClient?: { getDefaultOptions(): DefaultOptions } | undefined
}

export const DEFAULT_STALE_TIME = 120_000
export const DEFAULT_GC_TIME = 300_000

/** The first two parts of every query key: one registry never shares entries with another. */
export const dnameQueryKeyRoot = (baseUrl: string) => ['dname', baseUrl] as const

/**
 * The cache times and retry policy every query of the library shares; the retry functions'
 * `DnameError` is what types a query's `error` in TanStack's hooks. A cache time the config
 * does not give is the query client's default (a persister's 24 h `gcTime`), and the library's
 * where the client has none.
 */
export function sharedQueryOptions(context: DnameQueryContext) {
  const defaults = context.queryClient?.getDefaultOptions().queries
  return {
    // A client's default may be `'static'` or a function of the query: both are TanStack's.
    staleTime: (context.staleTime ?? defaults?.staleTime ?? DEFAULT_STALE_TIME) as number,
    gcTime: context.gcTime ?? defaults?.gcTime ?? DEFAULT_GC_TIME,
    retry: shouldRetry as (failureCount: number, error: DnameError) => boolean,
    retryDelay: retryDelay as (failureCount: number, error: DnameError) => number,
  }
}
