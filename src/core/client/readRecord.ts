import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import { loadAddressValidation } from './loadValidation.js'
import { isNotFound, readJson } from './request.js'
import { dnameRecordSchema } from './validation.js'

/**
 * The record of a `GET /dname/{nameOrID}` answer: `null` for the registry's "not found", the
 * typed error of any other failure. In the search's chunk, loaded while the request runs (it
 * imports the schemas' chunk, which every page loads): the lookups of a page never need it.
 */
export async function readRecord(
  response: Response,
  signal: AbortSignal | undefined,
): Promise<DnameRecord | null> {
  if (!response.ok) {
    const error = await (await loadAddressValidation()).errorFromResponse(response, signal)
    if (isNotFound(error)) return null
    throw error
  }
  const body = dnameRecordSchema.safeParse(await readJson(response, signal))
  if (!body.success) {
    const { responseError } = await loadAddressValidation()
    throw responseError(response.status, 'record', body.error.issues)
  }
  return body.data
}
