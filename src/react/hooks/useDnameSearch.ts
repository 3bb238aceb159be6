import {
  keepPreviousData,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import type { DnameSearchParams } from '../../core/client/searchParams.js'
import type { DnameError } from '../../core/errors/DnameError.js'
import { type SearchQueryKey, searchQueryOptions } from '../../core/query/searchQueryOptions.js'
import type { DnameSearchResult } from '../../core/schemas/dnameSearchResultSchema.js'
import { useDnameContext } from '../DnameContext.js'

export type UseDnameSearchOptions<TData = DnameSearchResult> = Omit<
  UseQueryOptions<DnameSearchResult, DnameError, TData, SearchQueryKey>,
  'queryKey' | 'queryFn'
>

/** A search; the previous result stays while the next page or filter loads. Off for `undefined`. */
export function useDnameSearch<TData = DnameSearchResult>(
  params: DnameSearchParams | undefined,
  options: UseDnameSearchOptions<TData> = {},
): UseQueryResult<TData, DnameError> {
  const config = useDnameContext()
  const { queryClient } = config
  const base = searchQueryOptions(config, params)
  return useQuery(
    {
      placeholderData: keepPreviousData,
      ...base,
      ...options,
      enabled: base.enabled ? (options.enabled ?? true) : false,
    },
    queryClient,
  )
}
