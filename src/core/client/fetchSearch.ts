import type { DnameSearchResult } from '../schemas/dnameSearchResultSchema.js'
import { loadFailures } from './loadValidation.js'
import { parseSearchResult } from './parseSearchResult.js'
import { type RequestConfig, readJson, request } from './request.js'
import { type DnameSearchParams, toSearchQuery } from './searchParams.js'

/**
 * A search (`GET /dname/v2/search`): its parameters checked before the request, its answer
 * record by record. In the search's chunk, with what it checks, off the first paint.
 */
export async function fetchSearch(
  config: RequestConfig,
  params: DnameSearchParams,
  signal: AbortSignal | undefined,
): Promise<DnameSearchResult> {
  const query = toSearchQuery(params)
  const response = await request(config, '/dname/v2/search', query, { signal })
  if (!response.ok) throw await (await loadFailures()).errorFromResponse(response, signal)
  return parseSearchResult(response.status, await readJson(response, signal))
}
