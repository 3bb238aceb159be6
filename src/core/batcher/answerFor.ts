import { DnameApiError } from '../errors/DnameApiError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import { projectView, VIEW_RANK } from '../views/projectView.js'
import type { Want } from './LookupQueue.js'

/**
 * What a caller with options `caller` would have got, from an answer asked with `asked`: `null`
 * for a match that is only unverified when the caller did not allow it (a verified match always
 * wins, so the rest is the same), and the projection of the caller's view.
 */
export function answerFor(record: DnameRecord | null, address: string, asked: Want, caller: Want) {
  if (!record) return null
  if (asked.allowUnverified && !caller.allowUnverified && !record.caAlgo?.includes(address))
    return null
  return VIEW_RANK[caller.view] < VIEW_RANK[asked.view] ? projectView(record, caller.view) : record
}

export const isInvalidAddressAnswer = (error: unknown) =>
  error instanceof DnameApiError && error.status === 400 && error.code === 'invalidAddress'
