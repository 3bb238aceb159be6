import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameMatch, matchOf } from '../../core/views/matchOf.js'

// No hooks: the server components (`dname-react/server`) work out the same state.

/** What a component shows: `loading`, `found`, `not-found` or `error`. */
export type DnameDisplayState = 'loading' | 'found' | 'not-found' | 'error'

export interface RecordState {
  record: DnameRecord | null
  state: DnameDisplayState
  match: DnameMatch | undefined
}

/** A component's state with no record: loading, failed, or nothing to ask. */
export const without = (state: DnameDisplayState): RecordState => ({
  record: null,
  state,
  match: undefined,
})
/** What a component shows for a settled lookup of `address`. */
export const shown = (
  record: DnameRecord | null,
  address: string | null | undefined,
): RecordState => ({
  record,
  state: record ? 'found' : 'not-found',
  match: address ? matchOf(record, address) : undefined,
})
