import { useInfiniteQuery } from '@tanstack/react-query'
import {
  type OwnedDnamesParams,
  ownedDnamesQueryOptions,
} from '../../core/query/searchQueryOptions.js'
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
  owner: string | undefined,
  { enabled, ...params }: UseOwnedDnamesOptions = {},
) {
  const context = useDnameContext()
  const base = ownedDnamesQueryOptions(context, owner, params)
  return useInfiniteQuery(
    { ...base, enabled: base.enabled && enabled !== false },
    context.queryClient,
  )
}
