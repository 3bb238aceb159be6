import type { QueryClient, UseQueryOptions, UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type LookupParams,
  type LookupQueryKey,
  lookupQueryOptions,
} from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import { useDnameContext } from '../DnameContext.js'
import { useDnameQuery } from '../query/useDnameQuery.js'
import { useQueryBoundaries } from '../query/useQueryBoundaries.js'
import { withField } from '../query/withField.js'

export type UseDnameLookupOptions<TData = DnameRecord | null> = LookupParams &
  Omit<
    UseQueryOptions<DnameRecord | null, DnameError, TData, LookupQueryKey>,
    'queryKey' | 'queryFn'
  >

export type UseDnameLookupResult<TData = DnameRecord | null> = UseQueryResult<TData, DnameError> & {
  /**
   * `'verified'` or `'unverified'` (mark it so, spec rule 7) when a record is shown; else
   * `undefined`. Always about the address the shown record was looked up for: while
   * `placeholderData` (such as `keepPreviousData`) shows the previous address's record, it is
   * that address's match, and `undefined` when no address's record was shown before. Read from
   * the record, before `select`.
   */
  match: DnameMatch | undefined
}

/**
 * The record of `address` (`null` when it has none), batched with every other lookup of the
 * page; `select` picks what `data` holds. Off while `address` is `undefined`, `null` or empty,
 * as wallet hooks return before an account connects. Takes every `useQuery` option, and a
 * `queryClient` other than the provider's, as `useQuery` does.
 */
export function useDnameLookup<TData = DnameRecord | null>(
  address: string | null | undefined,
  options: UseDnameLookupOptions<TData> = {},
  queryClient?: QueryClient,
): UseDnameLookupResult<TData> {
  const config = useDnameContext()
  const { view, allowUnverified, ...rest } = options
  const context = queryClient ? { ...config, queryClient } : config
  const base = lookupQueryOptions(context, address, { view, allowUnverified })
  const [result, query] = useDnameQuery(
    {
      ...base,
      ...rest,
      enabled: base.enabled ? (rest.enabled ?? true) : false,
    },
    useQueryBoundaries(),
    queryClient,
  )
  const placeholder = result.isPlaceholderData
  const record = query.state.data
  const shown = placeholder || record === undefined ? undefined : matchOf(record, address ?? '')
  // The match of the last record shown, for while a placeholder stands in for the next one.
  const lastShown = useRef<DnameMatch | undefined>(undefined)
  useEffect(() => {
    if (!placeholder && record !== undefined) lastShown.current = shown
  }, [placeholder, record, shown])
  return withField(
    result as UseQueryResult<TData, DnameError>,
    'match',
    placeholder ? lastShown.current : shown,
  )
}
