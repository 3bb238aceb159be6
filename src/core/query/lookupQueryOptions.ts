import type { DataTag, QueryFunctionContext } from '@tanstack/query-core'
import type { DnameError } from '../errors/DnameError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import {
  type DnameQueryContext,
  dnameQueryKeyRoot,
  sharedQueryOptions,
} from './DnameQueryContext.js'

export interface LookupParams {
  /**
   * How much of the record to fetch. Defaults to `'thumbnail'`. `'tiny'` is fetched as
   * `'thumbnail'`, the view the components show: the two differ only by the avatar fields, and
   * sharing one cache entry lets a hook and a component of one address share one request.
   */
  view?: DnameView | undefined
  /** Accept a record matched only through an unverified link, when it is the only one. Defaults to `false`. */
  allowUnverified?: boolean | undefined
}

/** The view a lookup of `view` fetches, as its query key spells it. */
export const lookupView = (view: DnameView | undefined): DnameView =>
  view === 'brief' || view === 'full' ? view : 'thumbnail'

/** `params` with their defaults: the lookup they name, as its query key spells it. */
export const lookupParams = ({ view, allowUnverified = false }: LookupParams = {}) => ({
  view: lookupView(view),
  allowUnverified,
})

const lookupKey = (baseUrl: string, address: string, params: LookupParams = {}) =>
  [...dnameQueryKeyRoot(baseUrl), 'lookup', address, lookupParams(params)] as const

export type LookupQueryKey = ReturnType<typeof lookupKey>

/**
 * The query key of one address's lookup, tagged with its data and error types as
 * `queryOptions()` tags a key, so `queryClient.getQueryData(lookupQueryKey(...))` is typed.
 * `['dname', baseUrl, 'lookup', address]` matches every view. With no `params` it is the key the
 * components fill (`thumbnail`, no `allowUnverified`): `getQueryData(lookupQueryKey(baseUrl,
 * address))` reads what a `<DnameName>` shows.
 */
export function lookupQueryKey(baseUrl: string, address: string, params: LookupParams = {}) {
  return lookupKey(baseUrl, address, params) as DataTag<
    LookupQueryKey,
    DnameRecord | null,
    DnameError
  >
}

/**
 * TanStack Query options for one address's lookup, through the batcher; off for an empty
 * address. The key is tagged with the record and `DnameError`, as `queryOptions()` tags it, so
 * `queryClient.getQueryData(options.queryKey)` is typed; the batcher fails a lookup only with a
 * `DnameError`. A refetch of a lookup that has a record asks the registry anew rather than
 * joining a request already in the air (`fresh`).
 */
export function lookupQueryOptions(
  context: DnameQueryContext,
  address: string | null | undefined,
  params: LookupParams = {},
) {
  const normal = lookupParams(params)
  const queryKey = lookupQueryKey(context.client.baseUrl, address ?? '', normal)
  return {
    queryKey,
    queryFn: ({
      client,
      queryKey: key,
      signal,
    }: QueryFunctionContext): Promise<DnameRecord | null> =>
      context.batcher.load(address ?? '', {
        ...normal,
        signal,
        // Asked only when a request for the address is in the air: finding the query hashes
        // its key, and a page's first fetches have nothing to ask it of.
        fresh: () => client.getQueryState(key)?.data !== undefined,
      }),
    enabled: typeof address === 'string' && address !== '',
    ...sharedQueryOptions(context),
  }
}
