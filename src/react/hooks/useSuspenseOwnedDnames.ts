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
import { withoutAddress } from '../query/withoutAddress.js'

const NO_NAMES: DnameSearchResult = { dnames: [], total: 0 }

/**
 * `useOwnedDnames` for Suspense (TanStack's `useSuspenseInfiniteQuery`): suspends until the
 * first page is there. A missing owner has one empty page at once, and nothing is asked.
 */
export function useSuspenseOwnedDnames(
  owner: string | null | undefined,
  params: OwnedDnamesParams = {},
): UseSuspenseInfiniteQueryResult<InfiniteData<DnameSearchResult, number>, DnameError> {
  const config = useDnameContext()
  const { queryClient } = config
  const options = withoutAddress(
    ownedDnamesQueryOptions(config, owner, params),
    { pages: [NO_NAMES], pageParams: [0] },
    NO_NAMES,
  )
  return useSuspenseInfiniteQuery(options, queryClient)
}
