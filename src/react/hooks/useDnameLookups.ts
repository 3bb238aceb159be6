import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

/**
 * One lookup result per address, in order, through the same batcher and cache as
 * `useDnameLookup` (TanStack's `useQueries`). An empty address's entry stays idle.
 */
export function useDnameLookups(
  addresses: readonly (string | null | undefined)[],
  params: LookupParams = {},
): UseQueryResult<DnameRecord | null, DnameError>[] {
  const config = useDnameContext()
  const queries = addresses.map((address) => lookupQueryOptions(config, address, params))
  const queryClient = useLookupsAtRender(queries)
  return useQueries({ queries }, queryClient)
}
