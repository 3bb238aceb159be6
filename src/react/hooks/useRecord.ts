import { type Query, useIsRestoring } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type LookupParams,
  type LookupQueryKey,
  lookupParams,
  lookupQueryOptions,
} from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import { useDnameRuntime } from '../DnameContext.js'
import { isRendering } from '../query/rendering.js'
import { SHOWN } from '../query/sharedLookups.js'
import { startAtRender } from '../query/startAtRender.js'
import { useCommitEffect } from '../query/useCommitEffect.js'

/** What a component shows: `loading`, `found`, `not-found` or `error`. */
export type DnameDisplayState = 'loading' | 'found' | 'not-found' | 'error'

export interface RecordState {
  record: DnameRecord | null
  state: DnameDisplayState
  match: DnameMatch | undefined
}

const NO_ADDRESS: RecordState = { record: null, state: 'not-found', match: undefined }
const LOADING: RecordState = { record: null, state: 'loading', match: undefined }
const FAILED: RecordState = { record: null, state: 'error', match: undefined }
const shown = (record: DnameRecord | null, address: string | null | undefined): RecordState => ({
  record,
  state: record ? 'found' : 'not-found',
  match: address ? matchOf(record, address) : undefined,
})

type LookupQuery = Query<DnameRecord | null, DnameError, DnameRecord | null, LookupQueryKey>

/**
 * Stale by age, worked out when TanStack decides on a fetch (on mount, focus, reconnect), never
 * as the component renders: a render reads no clock (Next.js prerenders it), and says fresh.
 * No component shows `isStale`, and one renders again only for what it shows (`SHOWN`).
 * `'static'` is fresh with no look at the clock, and without the timer TanStack would set per
 * observer to flip `isStale`; a query with no data is stale whatever this says. A client's
 * default that is not a number is TanStack's to read.
 */
function staleByAge(fresh: number) {
  if (typeof fresh !== 'number') return fresh
  return (query: LookupQuery) =>
    query.state.data === undefined ||
    isRendering() ||
    Date.now() - query.state.dataUpdatedAt < fresh
      ? ('static' as const)
      : 0
}

const noStore = () => () => {}
const noResult = () => undefined

/**
 * The record a component shows: the one it was given, or the lookup of its address. The
 * components of a provider that show one lookup share its observer (`createSharedLookups`); it
 * is fetched as `useDnameLookup` fetches it: started as the first of them renders, subscribed as
 * it commits, off when a record is given or there is no address.
 */
export function useRecord(
  address: string | null | undefined,
  record: DnameRecord | null | undefined,
  params: LookupParams,
): RecordState {
  const { value: config, runtime } = useDnameRuntime()
  const isRestoring = useIsRestoring()
  const { view, allowUnverified } = lookupParams(params)
  const { queryClient } = config
  const lookup =
    record === undefined && address
      ? runtime.lookups(queryClient, `${view} ${allowUnverified} ${address}`, () => {
          const base = lookupQueryOptions(config, address, { view, allowUnverified })
          return {
            ...base,
            notifyOnChangeProps: SHOWN as unknown as (typeof SHOWN)[number][],
            staleTime: staleByAge(base.staleTime),
          }
        })
      : undefined
  const result = useSyncExternalStore(
    lookup?.subscribe ?? noStore,
    lookup?.snapshot ?? noResult,
    lookup?.snapshot ?? noResult,
  )
  // The query the snapshot read, which it has built if the cache had none.
  const query = lookup && queryClient.getQueryCache().get(lookup.options.queryHash)
  const held =
    lookup && query
      ? startAtRender(runtime, query, lookup.options, !isRestoring, lookup.committed())
      : undefined
  useCommitEffect(() => {
    lookup?.follow()
    // Lookups this render started under a hold leave now.
    held?.release()
  })
  useCommitEffect(
    () => (lookup && !isRestoring ? lookup.attach() : undefined),
    [lookup, isRestoring],
  )
  if (record !== undefined) return shown(record, address)
  if (!address || !result) return NO_ADDRESS
  if (result.isPending) return LOADING
  if (result.isError && !result.data) return FAILED
  return shown(result.data ?? null, address)
}
