import { addressShapeProblem } from '../address/addressShapeProblem.js'
import { DnameInputError } from '../errors/DnameInputError.js'
import type { DnameResponseError } from '../errors/DnameResponseError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { viewProblem } from '../views/viewRank.js'
import { loadFailures, loadValidation } from './loadValidation.js'
import { type RequestConfig, readJson, request } from './request.js'

/** Most addresses one lookup request takes (spec 4.1). */
export const MAX_LOOKUP_ADDRESSES = 20

export interface LookupOptions {
  /** How much of each record is returned. Defaults to `'tiny'`. */
  view?: DnameView | undefined
  /** Accept a record matched only through an unverified link, when it is the only one. Defaults to `false`. */
  allowUnverified?: boolean | undefined
  /** Aborts the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** ETag of an earlier answer, sent as `if-none-match`. Defaults to none. */
  etag?: string | undefined
}

export type LookupResult =
  | {
      notModified: false
      /** Every address asked for that answered well: its record, or `null` when nothing matched. */
      records: Map<string, DnameRecord | null>
      /** Addresses whose record in the answer did not match its schema; absent from `records`. */
      failures: Map<string, DnameResponseError>
      etag: string | undefined
    }
  | { notModified: true; etag: string | undefined }

/** The addresses deduplicated and sorted, each checked as far as the client can without waiting. */
function checkAddresses(addresses: readonly string[]): string[] {
  const unique = [...new Set(addresses)].sort()
  if (unique.length < 1 || unique.length > MAX_LOOKUP_ADDRESSES) {
    throw new DnameInputError('address', addresses, `takes 1 to ${MAX_LOOKUP_ADDRESSES} addresses`)
  }
  for (const address of unique) {
    if (typeof address !== 'string')
      throw new DnameInputError('address', address, 'expected string')
    const problem = addressShapeProblem(address)
    if (problem) throw new DnameInputError('address', address, problem)
  }
  return unique
}

export async function fetchLookup(
  config: RequestConfig,
  addresses: readonly string[],
  { view = 'tiny', allowUnverified = false, signal, etag }: LookupOptions = {},
): Promise<LookupResult> {
  const problem = viewProblem(view)
  if (problem) throw problem
  const unique = checkAddresses(addresses)
  // The parsers load while the request is in flight.
  const validation = loadValidation()
  const query = new URLSearchParams(unique.map((a) => ['address', a]))
  query.set('view', view)
  if (allowUnverified) query.set('allowUnverified', 'true')

  const response = await request(config, '/dname/lookup', query, { signal, etag })
  // A 304 or an error: read in the chunk for failures.
  if (!response.ok) {
    return (await loadFailures()).lookupNotOk(response, unique, etag, signal)
  }

  const records = new Map<string, DnameRecord | null>()
  const failures = new Map<string, DnameResponseError>()
  const { lookupBodySchema, dnameRecordSchema } = await validation
  const body = lookupBodySchema.safeParse(await readJson(response, signal))
  // What describes a body that fails its schema is in the chunk for failures.
  if (!body.success) {
    const { responseError } = await loadFailures()
    throw responseError(response.status, 'lookup body', body.error.issues)
  }
  for (const address of unique) {
    const value = Object.hasOwn(body.data, address) ? body.data[address] : null
    if (value === null || value === undefined) {
      records.set(address, null)
      continue
    }
    const record = dnameRecordSchema.safeParse(value)
    if (record.success) records.set(address, record.data)
    else {
      const { recordError } = await loadFailures()
      failures.set(address, recordError(response.status, address, record.error.issues))
    }
  }
  return { notModified: false, records, failures, etag: response.headers.get('etag') ?? undefined }
}
