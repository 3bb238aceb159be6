import type { DnameApiError } from '../errors/DnameApiError.js'
import { DnameNetworkError } from '../errors/DnameNetworkError.js'
import { loadFailures } from './loadValidation.js'

export interface RequestConfig {
  baseUrl: string
  fetch: typeof fetch
  headers: HeadersInit | undefined
}

export interface SendOptions {
  signal?: AbortSignal | undefined
  etag?: string | undefined
  /** How the browser's HTTP cache is used. Defaults to `fetch`'s own default. */
  cache?: RequestCache | undefined
}

const rethrowAbort = (error: unknown, signal: AbortSignal | undefined) => {
  if (signal?.aborted) throw signal.reason
  if (error instanceof Error && error.name === 'AbortError') throw error
}

/** Sends a GET; a rejected `fetch` becomes a `DnameNetworkError`, an abort stays an abort. */
export async function request(
  config: RequestConfig,
  path: string,
  query: URLSearchParams,
  { signal, etag, cache }: SendOptions = {},
): Promise<Response> {
  signal?.throwIfAborted()
  const headers = new Headers(config.headers)
  headers.set('accept', 'application/json')
  if (etag !== undefined) headers.set('if-none-match', etag)
  const qs = query.toString()
  const search = qs ? `?${qs}` : ''
  try {
    // An option left `undefined` is no option to `fetch` (WebIDL dictionaries skip it).
    return await config.fetch(`${config.baseUrl}${path}${search}`, {
      method: 'GET',
      headers,
      signal,
      cache,
    } as RequestInit)
  } catch (error) {
    rethrowAbort(error, signal)
    throw new DnameNetworkError(error)
  }
}

/** Reads a body as JSON; a body cut off mid-way is a network error, bad JSON a response error. */
export async function readJson(response: Response, signal?: AbortSignal): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    rethrowAbort(error, signal)
    throw new DnameNetworkError(error)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    // Described in the chunk for failures: no answer that parses needs it.
    throw (await loadFailures()).nonJsonError(response.status, error)
  }
}

/** Whether a 404 is the registry's "nothing matched" rather than, say, a wrong base URL. */
export function isNotFound(error: Error): boolean {
  const { status, code } = error as DnameApiError
  return status === 404 && code === 'notFound'
}
