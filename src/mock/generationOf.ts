import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'

/**
 * The contract generation of a record, read from `ver` (`'1.08'` and `1` are generation 1).
 * A record without `ver` counts as current (generation 3).
 */
export function generationOf(record: DnameRecord): number {
  if (record.ver === undefined) return 3
  const major = Number.parseInt(String(record.ver), 10)
  return Number.isFinite(major) && major > 0 ? major : 3
}
