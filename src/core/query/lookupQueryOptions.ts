import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import {
  type DnameQueryContext,
  dnameQueryKeyRoot,
  sharedQueryOptions,
} from './DnameQueryContext.js'

export interface LookupParams {
  /** How much of the record to fetch. Defaults to `'tiny'`. */
  view?: DnameView | undefined
  /** Accept a record matched only through an unverified link, when it is the only one. Defaults to `false`. */
  allowUnverified?: boolean | undefined
}

/** `params` with their defaults: the lookup they name, as its query key spells it. */
export const lookupParams = ({ view = 'tiny', allowUnverified = false }: LookupParams = {}) => ({
  view,
  allowUnverified,
})

/** The query key of one address's lookup; `['dname', baseUrl, 'lookup', address]` matches every view. */
export function lookupQueryKey(baseUrl: string, address: string, params: LookupParams = {}) {
  return [...dnameQueryKeyRoot(baseUrl), 'lookup', address, lookupParams(params)] as const
}

/** TanStack Query options for one address's lookup, through the batcher; off for an empty address. */
export function lookupQueryOptions(
  context: DnameQueryContext,
  address: string | undefined,
  params: LookupParams = {},
) {
  const { view, allowUnverified } = lookupParams(params)
  return {
    queryKey: lookupQueryKey(context.client.baseUrl, address ?? '', { view, allowUnverified }),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<DnameRecord | null> =>
      context.batcher.load(address ?? '', { view, allowUnverified, signal }),
    enabled: typeof address === 'string' && address !== '',
    ...sharedQueryOptions(context),
  }
}
