import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import { useDnameContext } from '../DnameContext.js'

export type UseDnameLookupOptions = LookupParams &
  Omit<UseQueryOptions<DnameRecord | null, Error>, 'queryKey' | 'queryFn'>

export type UseDnameLookupResult = UseQueryResult<DnameRecord | null, Error> & {
  /** `'verified'` or `'unverified'` (mark it so, spec rule 7) when a record matched; else `undefined`. */
  match: DnameMatch | undefined
}

/** The record of `address` (`null` when it has none), batched with every other lookup of the page. */
export function useDnameLookup(
  address: string | undefined,
  options: UseDnameLookupOptions = {},
): UseDnameLookupResult {
  const context = useDnameContext()
  const { view, allowUnverified, ...query } = options
  const base = lookupQueryOptions(context, address, { view, allowUnverified })
  const result = useQuery(
    { ...base, ...query, enabled: base.enabled ? (query.enabled ?? true) : false },
    context.queryClient,
  )
  return Object.assign(result, { match: matchOf(result.data, address ?? '') })
}
