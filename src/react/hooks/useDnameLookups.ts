import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { distinctAddresses } from './distinctAddresses.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

/**
 * One lookup result per address, in order, through the same batcher and cache as
 * `useDnameLookup` (TanStack's `useQueries`). An empty address's entry stays idle. An address
 * the list repeats is one query, and its entries share its result.
 */
export function useDnameLookups(
  addresses: readonly (string | null | undefined)[],
  params: LookupParams = {},
): UseQueryResult<DnameRecord | null, DnameError>[] {
  const config = useDnameContext()
  const { unique, at } = distinctAddresses(addresses)
  const queries = unique.map((address) => lookupQueryOptions(config, address, params))
  const queryClient = useLookupsAtRender(queries)
  const results = useQueries({ queries }, queryClient)
  return at.map((i) => results[i] as (typeof results)[number])
}
