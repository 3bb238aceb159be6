import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type DnameParams, dnameQueryOptions } from '../../core/query/dnameQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

export type UseDnameOptions = DnameParams &
  Omit<UseQueryOptions<DnameRecord | null, Error>, 'queryKey' | 'queryFn'>

/** One record by full name or application ID (`null` when none). */
export function useDname(
  nameOrID: string | number | null | undefined,
  options: UseDnameOptions = {},
): UseQueryResult<DnameRecord | null, Error> {
  const context = useDnameContext()
  const { view, ...query } = options
  const base = dnameQueryOptions(context, nameOrID ?? undefined, { view })
  const enabled = base.enabled ? (query.enabled ?? true) : false
  // Sent as the component renders, as useDnameLookup's.
  const [record] = useLookupsAtRender(context, [{ ...base, ...query, enabled }])
  return useQuery(record as typeof base & typeof query, context.queryClient)
}
