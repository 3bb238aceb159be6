import type { DataTag, InfiniteData, QueryFunctionContext, QueryKey } from '@tanstack/query-core'
import type { DnameSearchParams } from '../client/searchParams.js'
import type { DnameError } from '../errors/DnameError.js'
import type { DnameSearchResult } from '../schemas/dnameSearchResultSchema.js'
import type { DnameSearchView } from '../schemas/enums.js'
import {
  type DnameQueryContext,
  dnameQueryKeyRoot,
  sharedQueryOptions,
} from './DnameQueryContext.js'

export function searchQueryKey(baseUrl: string, params: DnameSearchParams) {
  return [...dnameQueryKeyRoot(baseUrl), 'search', params] as const
}

export type SearchQueryKey = ReturnType<typeof searchQueryKey>

/** TanStack Query options for a search; off when `params` is `undefined`. */
export function searchQueryOptions(
  context: DnameQueryContext,
  params: DnameSearchParams | undefined,
) {
  const queryKey = searchQueryKey(context.client.baseUrl, params ?? {})
  return {
    queryKey: queryKey as DataTag<SearchQueryKey, DnameSearchResult, DnameError>,
    queryFn: ({ signal }: QueryFunctionContext): Promise<DnameSearchResult> =>
      context.client.search(params ?? {}, { signal }),
    enabled: params !== undefined,
    ...sharedQueryOptions(context),
  }
}

export interface OwnedDnamesParams {
  /** Records per page, 1 to 200. Defaults to `200`, the most the search returns. */
  pageSize?: number | undefined
  /** How much of each record to fetch. Defaults to `'brief'`. */
  view?: DnameSearchView | undefined
}

export function ownedDnamesQueryKey(
  baseUrl: string,
  owner: string,
  { pageSize = 200, view = 'brief' }: OwnedDnamesParams = {},
) {
  return [...dnameQueryKeyRoot(baseUrl), 'owned', owner, { pageSize, view }] as const
}

export type OwnedDnamesQueryKey = ReturnType<typeof ownedDnamesQueryKey>

/**
 * Most names of one owner that are listed: 500 pages of the search's largest, far more than
 * anyone holds. A larger `total` from the registry is not believed past it.
 */
export const MAX_OWNED_NAMES = 100_000

/**
 * TanStack infinite-query options for the names `owner` owns: each page is a search result
 * `{ dnames, total }` of `pageSize` records; there is a next page while fewer than `total` are
 * loaded, up to `MAX_OWNED_NAMES`, and never one asked for already. A page whose records all
 * fail validation fails (with the first record's `DnameResponseError`): the list stops there
 * rather than asking page after page. Off for an empty owner. The key is tagged as
 * `infiniteQueryOptions()` tags it.
 */
export function ownedDnamesQueryOptions(
  context: DnameQueryContext,
  owner: string | null | undefined,
  params: OwnedDnamesParams = {},
) {
  const pageSize = params.pageSize ?? 200
  const view = params.view ?? 'brief'
  const queryKey = ownedDnamesQueryKey(context.client.baseUrl, owner ?? '', { pageSize, view })
  return {
    queryKey: queryKey as DataTag<
      OwnedDnamesQueryKey,
      InfiniteData<DnameSearchResult, number>,
      DnameError
    >,
    queryFn: async ({
      signal,
      pageParam,
    }: QueryFunctionContext<QueryKey, number>): Promise<DnameSearchResult> => {
      const page = await context.client.search(
        { owner: owner ?? '', limit: pageSize, offset: pageParam, view },
        { signal },
      )
      const [firstInvalid] = page.invalid ?? []
      if (page.dnames.length === 0 && firstInvalid) throw firstInvalid.error
      return page
    },
    initialPageParam: 0,
    getNextPageParam: (
      last: DnameSearchResult,
      _all: DnameSearchResult[],
      lastOffset: number,
      offsets: number[],
    ) => {
      // Records left out as invalid still took their places in the page.
      const read = last.dnames.length + (last.invalid?.length ?? 0)
      const next = lastOffset + read
      const more = read > 0 && next < Math.min(last.total, MAX_OWNED_NAMES)
      return more && !offsets.includes(next) ? next : undefined
    },
    enabled: typeof owner === 'string' && owner !== '',
    ...sharedQueryOptions(context),
  }
}
