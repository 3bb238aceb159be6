import { DnameInputError } from '../errors/DnameInputError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameSearchResult } from '../schemas/dnameSearchResultSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { browserFetchClients } from './browserFetchClients.js'
import { fetchLookup, type LookupOptions, type LookupResult } from './fetchLookup.js'
import { loadFailures, loadSearchValidation, loadValidation } from './loadValidation.js'
import type { DnameSearchParams } from './searchParams.js'

export interface DnameClientOptions {
  /** Base address of the registry, without the `/dname` path: an `http:`/`https:` URL, or a path on the page's own origin; anything else throws a `DnameInputError`. No default. */
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
  /** How the browser's HTTP cache is used. Defaults to `fetch`'s own default. */
  cache?: RequestCache | undefined
  /**
   * Called with the answer before its body is read; what it throws rejects the call. The send
   * flow reads the answer's age here. Defaults to none.
   */
  onResponse?: ((response: Response) => void) | undefined
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
  // Without its scheme, `fetch` would take `registry.example` as a path on the page's origin.
  if (!/^(https?:\/\/[^/]|\/(?!\/))/i.test(baseUrl)) {
    throw new DnameInputError('baseUrl', baseUrl, `${baseUrl} has no https:// (nor is a /path)`)
  }
  // Start loading the parsers and what reads a failure (a 404's "no match" too) now, off the
  // first paint: no request waits for them, and they have usually arrived before its answer.
  loadValidation()
  loadFailures()
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

    async get(nameOrID, options = {}) {
      const valid =
        typeof nameOrID === 'number'
          ? Number.isSafeInteger(nameOrID) && nameOrID >= 0
          : nameOrID !== ''
      if (!valid)
        throw new DnameInputError('nameOrID', nameOrID, 'must be a name or an application ID')
      // The request and what reads its answer are in the search's chunk, which the record
      // hooks load as their module is evaluated: a page of names never needs them.
      return (await loadSearchValidation()).fetchRecord(config, nameOrID, options)
    },
  }
  if (!fetch) browserFetchClients.add(client)
  return client
}
