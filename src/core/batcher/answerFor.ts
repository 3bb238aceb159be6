import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { Want } from './Flight.js'

/**
 * What a caller with options `caller` gets from an answer asked with `asked`.
 *
 * - The record as it came, never cut down: `asked.view` is at least as rich as the caller's, so
 *   it holds every field the caller's own request would have returned (spec 2.3 lists only some
 *   of what each view holds, so no projection can know what to keep).
 * - `null` for a match through an unverified link only, when `asked` allowed those and the caller
 *   did not: a verified match always wins (spec part 1, rules 1 and 2), so a record that does not
 *   list `address` in `caAlgo` is one the caller's own request would not have returned.
 */
export function answerFor(
  record: DnameRecord | null,
  address: string,
  asked: Want,
  caller: Want,
): DnameRecord | null {
  if (!record) return null
  if (asked.allowUnverified && !caller.allowUnverified && !record.caAlgo?.includes(address)) {
    return null
  }
  return record
}
