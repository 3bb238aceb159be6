import * as z from 'zod/mini'
import { dnameRecordSchema } from './dnameRecordSchema.js'

/** The search result (spec 2.4). `total` counts every match, independent of `limit`. */
export const dnameSearchResultSchema = z.looseObject({
  'match-check': z.optional(z.string()),
  dnames: z.array(dnameRecordSchema),
  total: z.int().check(z.nonnegative()),
})

export type DnameSearchResult = z.infer<typeof dnameSearchResultSchema>
