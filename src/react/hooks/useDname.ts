import type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type DnameParams,
  type DnameQueryKey,
  dnameQueryOptions,
} from '../../core/query/dnameQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { useDnameQuery } from '../query/useDnameQuery.js'
import { useQueryBoundaries } from '../query/useQueryBoundaries.js'

export type UseDnameOptions<TData = DnameRecord | null> = DnameParams &
  Omit<
    UseQueryOptions<DnameRecord | null, DnameError, TData, DnameQueryKey>,
    'queryKey' | 'queryFn'
  >

/** One record by full name or application ID (`null` when none); off for `undefined`, `null` or `''`. */
export function useDname<TData = DnameRecord | null>(
  nameOrID: string | number | null | undefined,
  options: UseDnameOptions<TData> = {},
): UseQueryResult<TData, DnameError> {
  const config = useDnameContext()
  const { view, ...query } = options
  const base = dnameQueryOptions(config, nameOrID, { view })
  const [result] = useDnameQuery(
    {
      ...base,
      ...query,
      enabled: base.enabled ? (query.enabled ?? true) : false,
    },
    useQueryBoundaries(),
  )
  return result as UseQueryResult<TData, DnameError>
}
