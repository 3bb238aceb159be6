import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type OwnedDnamesParams,
  ownedDnamesQueryOptions,
} from '../../core/query/searchQueryOptions.js'
import type { DnameSearchResult } from '../../core/schemas/dnameSearchResultSchema.js'
import { useDnameContext } from '../DnameContext.js'

export type UseOwnedDnamesOptions = OwnedDnamesParams & {
  /** Set to `false` to hold the query. Defaults to `true`. */
  enabled?: boolean | undefined
}

/**
 * The names `owner` owns, page by page (`fetchNextPage`); each page is `{ dnames, total }`, and
 * `hasNextPage` holds while fewer than `total` are loaded.
 */
export function useOwnedDnames(
  owner: string | null | undefined,
  { enabled, ...params }: UseOwnedDnamesOptions = {},
): UseInfiniteQueryResult<InfiniteData<DnameSearchResult, number>, DnameError> {
  const config = useDnameContext()
  const { queryClient } = config
  const base = ownedDnamesQueryOptions(config, owner, params)
  return useInfiniteQuery({ ...base, enabled: base.enabled && enabled !== false }, queryClient)
}
