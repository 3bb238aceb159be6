import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import { dnameRecordSchema } from '../schemas/dnameRecordSchema.js'
import {
  type DnameSearchResult,
  dnameSearchResultSchema,
} from '../schemas/dnameSearchResultSchema.js'
import { loadFailures } from './loadValidation.js'

/**
 * A search's answer, checked record by record as the lookup is address by address: one bad
 * record is left out alone (in `invalid`), and a body that is not a search result throws a
 * `DnameResponseError`. In the search's chunk, off the first paint.
 */
export async function parseSearchResult(status: number, json: unknown): Promise<DnameSearchResult> {
  const body = dnameSearchResultSchema.safeParse(json)
  // What describes a body that fails its schema is in the chunk for failures.
  if (!body.success) {
    const { responseError } = await loadFailures()
    throw responseError(status, 'search result', body.error.issues)
  }
  const dnames: DnameRecord[] = []
  const invalid: NonNullable<DnameSearchResult['invalid']> = []
  for (const [index, item] of body.data.dnames.entries()) {
    const record = dnameRecordSchema.safeParse(item)
    if (record.success) dnames.push(record.data)
    else {
      const { responseError } = await loadFailures()
      invalid.push({ index, error: responseError(200, 'record', record.error.issues) })
    }
  }
  return { dnames, total: body.data.total, invalid }
}
