import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

/** One lookup result per address, in order, through the same batcher as `useDnameLookup`. */
export function useDnameLookups(
  addresses: readonly string[],
  params: LookupParams = {},
): UseQueryResult<DnameRecord | null, Error>[] {
  const context = useDnameContext()
  const queries = useLookupsAtRender(
    context,
    addresses.map((address) => lookupQueryOptions(context, address, params)),
  )
  return useQueries({ queries }, context.queryClient)
}
