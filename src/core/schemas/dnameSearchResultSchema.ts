import * as z from 'zod/mini'
import { type DnameRecord, dnameRecordSchema } from './dnameRecordSchema.js'

/** The search result (spec 2.4). `total` counts every match, independent of `limit`. */
export const dnameSearchResultSchema = z.looseObject({
  'match-check': z.optional(z.string()),
  dnames: z.array(dnameRecordSchema),
  total: z.int().check(z.nonnegative()),
})

/** One page of a search: the records, and how many match in all. */
export interface DnameSearchResult {
  dnames: DnameRecord[]
  /** Every match, independent of `limit`. */
  total: number
}
