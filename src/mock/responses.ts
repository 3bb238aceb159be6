import type { GoaError } from '../core/schemas/errorBodySchemas.js'

let occurrence = 0

/** A goa error answer, media type `application/vnd.goa.error`, with all six fields. */
export function goaError(
  status: number,
  name: string,
  message: string,
  flags: Partial<Pick<GoaError, 'temporary' | 'timeout' | 'fault'>> = {},
): Response {
  occurrence += 1
  const body: GoaError = {
    name,
    id: `mock-${occurrence.toString(36)}`,
    message,
    temporary: flags.temporary ?? false,
    timeout: flags.timeout ?? false,
    fault: flags.fault ?? status >= 500,
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.goa.error' },
  })
}

/** FNV-1a, 32 bits: a quick hash that is the same on every run. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The same body always has the same ETag. */
export function etagOf(text: string): string {
  return `"${fnv1a(text).toString(16)}-${text.length.toString(16)}"`
}

/** The CDN's cache time for lookups (spec part 1, rule 6). */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=120'

/** A JSON answer with an ETag; `304` when the request's `if-none-match` names the same one. */
export function jsonWithEtag(request: Request, body: unknown, cacheControl?: string): Response {
  const text = JSON.stringify(body)
  const etag = etagOf(text)
  const headers: Record<string, string> = { etag, 'content-type': 'application/json' }
  if (cacheControl) headers['cache-control'] = cacheControl
  const asked = request.headers.get('if-none-match')
  if (asked?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(text, { status: 200, headers })
}
