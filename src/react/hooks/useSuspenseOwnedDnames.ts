import {
  type InfiniteData,
  type UseSuspenseInfiniteQueryResult,
  useSuspenseInfiniteQuery,
} from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type OwnedDnamesParams,
  ownedDnamesQueryOptions,
} from '../../core/query/searchQueryOptions.js'
import type { DnameSearchResult } from '../../core/schemas/dnameSearchResultSchema.js'
import { useDnameContext } from '../DnameContext.js'

/** `useOwnedDnames` for Suspense (TanStack's `useSuspenseInfiniteQuery`): suspends until the first page is there. */
export function useSuspenseOwnedDnames(
  owner: string,
  params: OwnedDnamesParams = {},
): UseSuspenseInfiniteQueryResult<InfiniteData<DnameSearchResult, number>, DnameError> {
  const config = useDnameContext()
  const { queryClient } = config
  return useSuspenseInfiniteQuery(ownedDnamesQueryOptions(config, owner, params), queryClient)
}
