import { type UseSuspenseQueryResult, useSuspenseQueries } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { withoutAddress } from '../query/withoutAddress.js'
import { distinctAddresses } from './distinctAddresses.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

/**
 * `useDnameLookups` for Suspense (TanStack's `useSuspenseQueries`): the component suspends until
 * every record (or `null`) is there, all looked up together. A missing address gets `null` at
 * once and is not asked.
 */
export function useSuspenseDnameLookups(
  addresses: readonly (string | null | undefined)[],
  params: LookupParams = {},
): UseSuspenseQueryResult<DnameRecord | null, DnameError>[] {
  const config = useDnameContext()
  const { unique, at } = distinctAddresses(addresses)
  const queries = unique.map((address) =>
    withoutAddress(lookupQueryOptions(config, address, params)),
  )
  const queryClient = useLookupsAtRender(queries)
  const results = useSuspenseQueries({ queries }, queryClient)
  return at.map((i) => results[i] as (typeof results)[number])
}
