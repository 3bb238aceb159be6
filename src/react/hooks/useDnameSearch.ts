import {
  keepPreviousData,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import type { DnameSearchParams } from '../../core/client/searchParams.js'
import { searchQueryOptions } from '../../core/query/searchQueryOptions.js'
import type { DnameSearchResult } from '../../core/schemas/dnameSearchResultSchema.js'
import { useDnameContext } from '../DnameContext.js'

export type UseDnameSearchOptions = Omit<
  UseQueryOptions<DnameSearchResult, Error>,
  'queryKey' | 'queryFn'
>

/** A search; the previous result stays while the next page or filter loads. Off for `undefined`. */
export function useDnameSearch(
  params: DnameSearchParams | undefined,
  options: UseDnameSearchOptions = {},
): UseQueryResult<DnameSearchResult, Error> {
  const context = useDnameContext()
  const base = searchQueryOptions(context, params)
  return useQuery(
    {
      placeholderData: keepPreviousData,
      ...base,
      ...options,
      enabled: base.enabled ? (options.enabled ?? true) : false,
    },
    context.queryClient,
  )
}
