import type { UseSuspenseQueryOptions, UseSuspenseQueryResult } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type DnameParams,
  type DnameQueryKey,
  dnameQueryOptions,
} from '../../core/query/dnameQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../DnameContext.js'
import { suspenseOptions } from '../query/suspenseOptions.js'
import { useDnameQuery } from '../query/useDnameQuery.js'
import { useQueryBoundaries } from '../query/useQueryBoundaries.js'

export type UseSuspenseDnameOptions<TData = DnameRecord | null> = DnameParams &
  Omit<
    UseSuspenseQueryOptions<DnameRecord | null, DnameError, TData, DnameQueryKey>,
    'queryKey' | 'queryFn'
  >

/** `useDname` for Suspense, with `useSuspenseQuery`'s conventions. */
export function useSuspenseDname<TData = DnameRecord | null>(
  nameOrID: string | number,
  options: UseSuspenseDnameOptions<TData> = {},
): UseSuspenseQueryResult<TData, DnameError> {
  const config = useDnameContext()
  const { view, ...query } = options
  const [result] = useDnameQuery(
    suspenseOptions({ ...dnameQueryOptions(config, nameOrID, { view }), ...query }),
    useQueryBoundaries(),
  )
  return result as UseSuspenseQueryResult<TData, DnameError>
}
