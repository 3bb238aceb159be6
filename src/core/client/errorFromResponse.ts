import { DnameApiError } from '../errors/DnameApiError.js'
import { DnameRateLimitError } from '../errors/DnameRateLimitError.js'
import { DnameResponseError } from '../errors/DnameResponseError.js'
import { loadValidation } from './loadValidation.js'
import { readJson } from './request.js'

/**
 * The typed error for an answer that is not a success. Loaded with what handles a failed lookup
 * (`loadFailures`), off the path of a first name.
 */
export async function errorFromResponse(response: Response, signal?: AbortSignal): Promise<Error> {
  const { goaErrorSchema, rateLimitBodySchema } = await loadValidation()
  const body = await readJson(response, signal).catch((error: unknown) => {
    if (error instanceof DnameResponseError) return undefined
    throw error
  })
  if (response.status === 429) {
    const parsed = rateLimitBodySchema.safeParse(body)
    if (parsed.success) return new DnameRateLimitError(parsed.data.secsRemaining, parsed.data.limit)
    const retryAfter = Number(response.headers.get('retry-after'))
    return new DnameRateLimitError(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1)
  }
  const parsed = goaErrorSchema.safeParse(body)
  return new DnameApiError(response.status, parsed.success ? parsed.data : undefined)
}
