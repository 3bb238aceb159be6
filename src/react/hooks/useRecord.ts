import { useSyncExternalStore } from 'react'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import type { LookupResult } from '../createSharedLookups.js'
import { useDnameContext } from '../DnameContext.js'

/** What a component shows: `loading`, `found`, `not-found` or `error`. */
export type DnameDisplayState = 'loading' | 'found' | 'not-found' | 'error'

export interface RecordState {
  record: DnameRecord | null
  state: DnameDisplayState
  match: DnameMatch | undefined
}

/** The store of a component that looks nothing up: given a record, or no address. */
const NONE = {
  start: () => {},
  subscribe: () => () => {},
  getSnapshot: (): LookupResult | undefined => undefined,
}

/**
 * The record a component shows: the one it was given, or the lookup of its address, through
 * the observer every component showing that lookup shares (`createSharedLookups`).
 */
export function useRecord(
  address: string | undefined,
  record: DnameRecord | null | undefined,
  params: LookupParams,
): RecordState {
  const { lookups } = useDnameContext()
  const store = record === undefined && address ? lookups(address, params) : NONE
  // Started as the component renders: the top rows' lookups leave while the rest of a long page
  // renders (a frame or more), not once it has committed, nor after the browser has painted
  // it, when React subscribes the store.
  store.start()
  const lookup = useSyncExternalStore<LookupResult | undefined>(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  )
  if (record !== undefined) {
    return {
      record,
      state: record ? 'found' : 'not-found',
      match: address ? matchOf(record, address) : undefined,
    }
  }
  if (!address || !lookup) return { record: null, state: 'not-found', match: undefined }
  if (lookup.isPending) return { record: null, state: 'loading', match: undefined }
  if (lookup.isError && !lookup.data) return { record: null, state: 'error', match: undefined }
  const data = lookup.data ?? null
  return { record: data, state: data ? 'found' : 'not-found', match: matchOf(data, address) }
}
