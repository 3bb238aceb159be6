import { errorFromResponse } from './errorFromResponse.js'
import type { LookupResult } from './fetchLookup.js'
import { isNotFound } from './request.js'
import { unaskedNotModified } from './unaskedNotModified.js'

/**
 * What a lookup's answer says when it is not a success: nothing changed since `etag` (304), or
 * no address asked has a name (the registry's 404), else its typed error. In the chunk for
 * failures (`loadFailures`), off the path of a first name.
 */
export async function lookupNotOk(
  response: Response,
  addresses: readonly string[],
  etag: string | undefined,
  signal: AbortSignal | undefined,
): Promise<LookupResult> {
  const responseEtag = response.headers.get('etag') ?? undefined
  if (response.status === 304) {
    if (etag === undefined) throw unaskedNotModified()
    return { notModified: true, etag: responseEtag ?? etag }
  }
  const error = await errorFromResponse(response, signal)
  if (!isNotFound(error)) throw error
  return {
    notModified: false,
    records: new Map(addresses.map((address) => [address, null])),
    failures: new Map(),
    etag: responseEtag,
  }
}
