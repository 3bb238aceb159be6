import * as z from 'zod/mini'
import type { DnameResponseError } from '../errors/DnameResponseError.js'
import type { DnameRecord } from './dnameRecordSchema.js'
import { least } from './sizeChecks.js'

/**
 * The search result (spec 2.4). `total` counts every match, independent of `limit`. Each record
 * is checked on its own (`dnameRecordSchema`), so one bad record does not spoil the page.
 */
export const dnameSearchResultSchema = z.looseObject({
  'match-check': z.optional(z.string()),
  dnames: z.array(z.unknown()),
  total: z.int().check(least(0)),
})

/** One page of a search: the records, and how many match in all. */
export interface DnameSearchResult {
  /** The records of the page that are valid, in the registry's order. */
  dnames: DnameRecord[]
  /** Every match, independent of `limit`. */
  total: number
  /** The records of the page that were not valid, left out: their place in the page, and why. */
  invalid?: Array<{ index: number; error: DnameResponseError }> | undefined
}
