import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type LookupParams, lookupQueryOptions } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import { useDnameContext } from '../DnameContext.js'
import { useLookupsAtRender } from './useLookupsAtRender.js'

export type UseDnameLookupOptions = LookupParams &
  Omit<UseQueryOptions<DnameRecord | null, Error>, 'queryKey' | 'queryFn'>

export type UseDnameLookupResult = UseQueryResult<DnameRecord | null, Error> & {
  /**
   * `'verified'` or `'unverified'` (mark it so, spec rule 7) when a record is shown; else
   * `undefined`. Always about the address the shown record was looked up for: while
   * `placeholderData` (such as `keepPreviousData`) shows the previous address's record, it is
   * that address's match, and `undefined` when no address's record was shown before.
   */
  match: DnameMatch | undefined
}

/**
 * The record of `address` (`null` when it has none), batched with every other lookup of the
 * page. Off while `address` is `undefined`, `null` or empty, as wallet hooks return before an
 * account connects.
 */
export function useDnameLookup(
  address: string | null | undefined,
  options: UseDnameLookupOptions = {},
): UseDnameLookupResult {
  const context = useDnameContext()
  const { view, allowUnverified, ...query } = options
  const base = lookupQueryOptions(context, address ?? undefined, { view, allowUnverified })
  const enabled = base.enabled ? (query.enabled ?? true) : false
  // Sent as the component renders.
  const [lookup] = useLookupsAtRender(context, [{ ...base, ...query, enabled }])
  const result = useQuery(lookup as typeof base & typeof query, context.queryClient)
  const placeholder = result.isPlaceholderData
  const lastShown = useRef<string | undefined>(undefined)
  const shown = !placeholder && result.data !== undefined
  // Only when what is shown changes: an effect on every render of every row is work per commit.
  useEffect(() => {
    if (shown) lastShown.current = address ?? undefined
  }, [shown, address])
  const shownFor = placeholder ? lastShown.current : (address ?? undefined)
  return Object.assign(result, {
    match: shownFor === undefined ? undefined : matchOf(result.data, shownFor),
  })
}
