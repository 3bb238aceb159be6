import { dnameViewSchema } from '../core/schemas/enums.js'
import { projectRecord } from './projectRecord.js'
import type { RecordStore } from './RecordStore.js'
import { goaError, jsonWithEtag, LOOKUP_CACHE_CONTROL } from './responses.js'

/**
 * `GET /dname/lookup` (spec 4.1). A 200 holds only the addresses that matched; when none did,
 * the answer is 404 `notFound`. An address that `isInvalid` refuses fails the whole request with
 * 400 `invalidAddress`, as the service does.
 */
export function handleLookup(
  store: RecordStore,
  request: Request,
  query: URLSearchParams,
  isInvalid: (address: string) => boolean,
): Response {
  const addresses = [...new Set(query.getAll('address'))]
  if (addresses.length === 0) return goaError(400, 'missing_field', '"address" is missing')
  if (addresses.length > 20) {
    return goaError(400, 'invalid_length', 'address must have 1 to 20 entries')
  }
  const bad = addresses.find(isInvalid)
  if (bad !== undefined) return goaError(400, 'invalidAddress', `invalid address: ${bad}`)

  const view = dnameViewSchema.safeParse(query.get('view') ?? 'tiny')
  if (!view.success)
    return goaError(400, 'invalid_enum_value', 'view must be tiny, thumbnail, brief or full')
  const allowUnverified = query.get('allowUnverified') === 'true'

  // No prototype: an address spelled `__proto__` is a key like any other.
  const body: Record<string, unknown> = Object.create(null)
  for (const address of addresses) {
    const match = store.match(address, allowUnverified)
    if (match) body[address] = projectRecord(match.record, view.data)
  }
  if (Object.keys(body).length === 0) {
    const response = goaError(404, 'notFound', 'no record matches the addresses')
    response.headers.set('cache-control', LOOKUP_CACHE_CONTROL)
    return response
  }
  return jsonWithEtag(request, body, LOOKUP_CACHE_CONTROL)
}
