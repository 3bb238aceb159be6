import type {
  QueryClient,
  UseSuspenseQueryOptions,
  UseSuspenseQueryResult,
} from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type LookupParams,
  type LookupQueryKey,
  lookupQueryOptions,
} from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import { useDnameContext } from '../DnameContext.js'
import { suspenseOptions } from '../query/suspenseOptions.js'
import { useDnameQuery } from '../query/useDnameQuery.js'
import { useQueryBoundaries } from '../query/useQueryBoundaries.js'
import { withField } from '../query/withField.js'
import { withoutAddress } from '../query/withoutAddress.js'

export type UseSuspenseDnameLookupOptions<TData = DnameRecord | null> = LookupParams &
  Omit<
    UseSuspenseQueryOptions<DnameRecord | null, DnameError, TData, LookupQueryKey>,
    'queryKey' | 'queryFn'
  >

export type UseSuspenseDnameLookupResult<TData = DnameRecord | null> = UseSuspenseQueryResult<
  TData,
  DnameError
> & {
  /** `'verified'` or `'unverified'` (mark it so, spec rule 7) when there is a record; else `undefined`. */
  match: DnameMatch | undefined
}

/**
 * `useDnameLookup` for Suspense, with `useSuspenseQuery`'s conventions: the component suspends
 * until the record (or `null`) is there, and an error with nothing to show goes to the nearest
 * error boundary. Siblings that suspend together are looked up together. Takes a `queryClient`
 * other than the provider's, as `useSuspenseQuery` does. A missing address (`null`, `undefined`,
 * `''`) neither suspends nor asks: its data is `null` at once.
 */
export function useSuspenseDnameLookup<TData = DnameRecord | null>(
  address: string | null | undefined,
  options: UseSuspenseDnameLookupOptions<TData> = {},
  queryClient?: QueryClient,
): UseSuspenseDnameLookupResult<TData> {
  const config = useDnameContext()
  const { view, allowUnverified, ...query } = options
  const context = queryClient ? { ...config, queryClient } : config
  const base = withoutAddress(lookupQueryOptions(context, address, { view, allowUnverified }))
  const [result, cached] = useDnameQuery(
    suspenseOptions({ ...base, ...query }),
    useQueryBoundaries(),
    queryClient,
  )
  return withField(
    result as UseSuspenseQueryResult<TData, DnameError>,
    'match',
    matchOf(cached.state.data, address ?? ''),
  )
}
