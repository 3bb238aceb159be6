import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../core/schemas/enums.js'
import { projectView } from '../core/views/projectView.js'

/**
 * A record as the service returns it in `view` (see `projectView`): `match-check` is never
 * returned, `avatarOutdated` only by the single-record fetch (added by its handler), and
 * `depositAccount` never for a record for sale or expired.
 */
export function projectRecord(record: DnameRecord, view: DnameView): DnameRecord {
  const { 'match-check': _, avatarOutdated: __, ...rest } = record
  const out = { ...projectView(rest as DnameRecord, view) }
  if (record.state === 'forSale' || record.state === 'expired') delete out.depositAccount
  return out
}
