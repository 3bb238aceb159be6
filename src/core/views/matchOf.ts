import type { DnameRecord } from '../schemas/dnameRecordSchema.js'

/** How a record matched an address, as clients should mark it */
export const DnameMatch = { verified: 'verified', unverified: 'unverified' } as const
export type DnameMatch = (typeof DnameMatch)[keyof typeof DnameMatch]

/**
 * Whether `record` matched `address` through a verified link (`caAlgo`) or only an unverified
 * one (spec part 1, rule 7); `undefined` without a record.
 */
export function matchOf(
  record: DnameRecord | null | undefined,
  address: string,
): DnameMatch | undefined {
  if (!record) return undefined
  return record.caAlgo?.includes(address) ? 'verified' : 'unverified'
}
