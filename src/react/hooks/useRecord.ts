import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'
import { useDnameLookup } from './useDnameLookup.js'

/** What a component shows: `loading`, `found`, `not-found` or `error`. */
export type DnameDisplayState = 'loading' | 'found' | 'not-found' | 'error'

export interface RecordState {
  record: DnameRecord | null
  state: DnameDisplayState
  match: DnameMatch | undefined
}

/** The record a component shows: the one it was given, or the lookup of its address. */
export function useRecord(
  address: string | undefined,
  record: DnameRecord | null | undefined,
  params: LookupParams,
): RecordState {
  const lookup = useDnameLookup(address, { ...params, enabled: record === undefined })
  if (record !== undefined) {
    return {
      record,
      state: record ? 'found' : 'not-found',
      match: address ? matchOf(record, address) : undefined,
    }
  }
  if (!address) return { record: null, state: 'not-found', match: undefined }
  if (lookup.isPending) return { record: null, state: 'loading', match: undefined }
  if (lookup.isError && !lookup.data) return { record: null, state: 'error', match: undefined }
  const data = lookup.data ?? null
  return { record: data, state: data ? 'found' : 'not-found', match: lookup.match }
}
