import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { GetOptions } from './createDnameClient.js'
import { loadFailures } from './loadValidation.js'
import { isNotFound, type RequestConfig, readJson, request } from './request.js'
import { dnameRecordSchema } from './validation.js'

/**
 * The record of a `GET /dname/{nameOrID}` answer: `null` for the registry's "not found", the
 * typed error of any other failure. In the search's chunk with the request (`fetchRecord`; it
 * imports the schemas' chunk, which every page loads): the lookups of a page never need it.
 */
export async function readRecord(
  response: Response,
  signal: AbortSignal | undefined,
): Promise<DnameRecord | null> {
  if (!response.ok) {
    const error = await (await loadFailures()).errorFromResponse(response, signal)
    if (isNotFound(error)) return null
    throw error
  }
  const body = dnameRecordSchema.safeParse(await readJson(response, signal))
  if (!body.success) {
    const { responseError } = await loadFailures()
    throw responseError(response.status, 'record', body.error.issues)
  }
  return body.data
}

/** One record by full name or application ID (`GET /dname/{nameOrID}`), which the client checked. */
export async function fetchRecord(
  config: RequestConfig,
  nameOrID: string | number,
  { view, signal, cache, onResponse }: GetOptions,
): Promise<DnameRecord | null> {
  const query = new URLSearchParams(view ? { view } : {})
  const path = `/dname/${encodeURIComponent(String(nameOrID))}`
  const response = await request(config, path, query, { signal, cache })
  onResponse?.(response)
  return readRecord(response, signal)
}
