import { DnameApiError } from '../errors/DnameApiError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { projectView } from '../views/projectView.js'
import { VIEW_RANK } from '../views/viewRank.js'
import type { Want } from './LookupQueue.js'

/**
 * What a caller with options `caller` would have got, from an answer asked with `asked`: `null`
 * for a match that is only unverified when the caller did not allow it (a verified match always
 * wins, so the rest is the same), and the projection of the caller's view. `project` is
 * `projectView`, passed in because it loads with the validators, off the first paint.
 */
export function answerFor(
  record: DnameRecord | null,
  address: string,
  asked: Want,
  caller: Want,
  project: typeof projectView,
) {
  if (!record) return null
  if (asked.allowUnverified && !caller.allowUnverified && !record.caAlgo?.includes(address)) {
    return null
  }
  return VIEW_RANK[caller.view] < VIEW_RANK[asked.view] ? project(record, caller.view) : record
}

export const isInvalidAddressAnswer = (error: unknown) =>
  error instanceof DnameApiError && error.status === 400 && error.code === 'invalidAddress'
