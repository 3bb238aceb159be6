import { DnameInputError } from '../errors/DnameInputError.js'
import { DnameStaleAnswerError } from '../errors/DnameStaleAnswerError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameSearchResult } from '../schemas/dnameSearchResultSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { monotonicNow } from '../time/monotonicNow.js'
import { answerAge } from './answerAge.js'
import { browserFetchClients } from './browserFetchClients.js'
import { fetchLookup, type LookupOptions, type LookupResult } from './fetchLookup.js'
import { loadAddressValidation, loadSearchValidation, loadValidation } from './loadValidation.js'
import { errorFromResponse, isNotFound, readJson, request } from './request.js'
import type { DnameSearchParams } from './searchParams.js'

export interface DnameClientOptions {
  /** Base address of the registry, without the `/dname` path. No default. */
  baseUrl: string
  /** The `fetch` used for every request. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch | undefined
  /** Headers sent with every request. Defaults to none. */
  headers?: HeadersInit | undefined
}

export interface RequestOptions {
  /** Aborts the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
}

export interface GetOptions extends RequestOptions {
  /** How much of the record is returned. Defaults to the server's choice. */
  view?: DnameView | undefined
  /**
   * The oldest answer taken, in milliseconds: the browser's HTTP cache is skipped
   * (`cache: 'no-store'`), and an answer older than this (`answerAge`: its `Age` and `Date`
   * headers, and the time the request took) rejects with `DnameStaleAnswerError`. Defaults to
   * any age, through the HTTP cache.
   */
  maxAgeMs?: number | undefined
  /**
   * Called once the answer arrives, with when the registry made it: milliseconds since the
   * epoch on `performance`'s monotonic clock, which a wall clock set back or forward does not
   * move. Defaults to none.
   */
  onAnswer?: ((madeAt: number) => void) | undefined
}

export interface DnameClient {
  /** The base address, without a trailing slash; part of every query key. */
  readonly baseUrl: string
  /** Reverse lookup of 1 to 20 addresses (`GET /dname/lookup`). */
  lookup(addresses: readonly string[], options?: LookupOptions): Promise<LookupResult>
  /** Search (`GET /dname/v2/search`); parameters are checked before the request. */
  search(params: DnameSearchParams, options?: RequestOptions): Promise<DnameSearchResult>
  /** One record by full name or application ID (`GET /dname/{nameOrID}`); `null` when none. */
  get(nameOrID: string | number, options?: GetOptions): Promise<DnameRecord | null>
}

/** A stateless client of the registry's read endpoints. */
export function createDnameClient({ baseUrl, fetch, headers }: DnameClientOptions): DnameClient {
  if (baseUrl === undefined || baseUrl === null || baseUrl === '') {
    throw new DnameInputError(
      'baseUrl',
      baseUrl,
      'is required',
      "baseUrl is required: the registry's address",
    )
  }
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new DnameInputError('baseUrl', baseUrl, 'must be the registry address')
  }
  // Start loading the parsers and the checksum now, off the first paint: no request waits for
  // them, and they have usually arrived before its answer.
  loadValidation()
  loadAddressValidation()
  const config = {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch:
      fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    headers,
  }

  const client: DnameClient = {
    baseUrl: config.baseUrl,
    lookup: (addresses, options) => fetchLookup(config, addresses, options),

    // The whole search is in its chunk, which it waits for anyway (it checks the parameters).
    search: async (params, options) =>
      (await loadSearchValidation()).fetchSearch(config, params, options?.signal),

    async get(nameOrID, { view, signal, maxAgeMs, onAnswer } = {}) {
      const valid =
        typeof nameOrID === 'number'
          ? Number.isSafeInteger(nameOrID) && nameOrID >= 0
          : nameOrID !== ''
      if (!valid)
        throw new DnameInputError('nameOrID', nameOrID, 'must be a name or an application ID')
      const query = new URLSearchParams(view ? { view } : {})
      const path = `/dname/${encodeURIComponent(String(nameOrID))}`
      const sentAt = monotonicNow()
      const response = await request(config, path, query, {
        signal,
        ...(maxAgeMs === undefined ? {} : { cache: 'no-store' as const }),
      })
      const receivedAt = monotonicNow()
      const age = answerAge(response.headers, sentAt, receivedAt, Date.now())
      if (!response.ok) {
        const error = await errorFromResponse(response, signal)
        if (!isNotFound(error)) throw error
      }
      // A 404 is kept by the CDN too (spec part 1, rule 5): its age counts as a record's does.
      if (maxAgeMs !== undefined && age > maxAgeMs) {
        if (response.ok) void response.body?.cancel().catch(() => {})
        throw new DnameStaleAnswerError(age, maxAgeMs)
      }
      onAnswer?.(receivedAt - age)
      if (!response.ok) return null
      const { dnameRecordSchema, responseError } = await loadValidation()
      const body = dnameRecordSchema.safeParse(await readJson(response, signal))
      if (!body.success) throw responseError(response.status, 'record', body.error.issues)
      return body.data
    },
  }
  if (!fetch) browserFetchClients.add(client)
  return client
}
