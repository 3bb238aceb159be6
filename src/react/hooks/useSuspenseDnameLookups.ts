import { type UseSuspenseQueryResult, useSuspenseQueries } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

/**
 * `useDnameLookups` for Suspense (TanStack's `useSuspenseQueries`): the component suspends until
 * every record (or `null`) is there, all looked up together.
 */
export function useSuspenseDnameLookups(
  addresses: readonly string[],
  params: LookupParams = {},
): UseSuspenseQueryResult<DnameRecord | null, DnameError>[] {
  const config = useDnameContext()
  const queries = addresses.map((address) => lookupQueryOptions(config, address, params))
  const queryClient = useLookupsAtRender(queries)
  return useSuspenseQueries({ queries }, queryClient)
}
