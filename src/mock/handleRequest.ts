import { checkLookupAddress } from '../core/address/checkLookupAddress.js'
import { dnameViewSchema } from '../core/schemas/enums.js'
import { GATEWAY_PATH, gatewayResponse } from './gatewayPicture.js'
import { handleLookup } from './handleLookup.js'
import { projectRecord } from './projectRecord.js'
import type { RecordStore } from './RecordStore.js'
import { goaError, jsonWithEtag } from './responses.js'
import { searchRecords } from './searchRecords.js'

export interface RouteOptions {
  /** Addresses the lookup answers 400 `invalidAddress` for. */
  isInvalidAddress?: ((address: string) => boolean) | undefined
}

const defaultInvalid = (address: string) => checkLookupAddress(address) !== undefined

function handleGet(store: RecordStore, request: Request, nameOrID: string, query: URLSearchParams) {
  const view = dnameViewSchema.safeParse(query.get('view') ?? 'full')
  if (!view.success)
    return goaError(400, 'invalid_enum_value', 'view must be tiny, thumbnail, brief or full')
  const record = /^\d+$/.test(nameOrID)
    ? [...store.byName.values()].find((r) => r.appID === Number(nameOrID))
    : store.byName.get(nameOrID.toLowerCase())
  if (!record) return goaError(404, 'notFound', `no record ${nameOrID}`)
  const body = projectRecord(record, view.data)
  if (record.avatarOutdated === true) body.avatarOutdated = true
  return jsonWithEtag(request, body)
}

/** Serves one request of the registry's read interface from `store`. */
export function handleRequest(
  store: RecordStore,
  request: Request,
  options: RouteOptions = {},
): Response {
  const url = new URL(request.url)
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return goaError(
      405,
      'method_not_allowed',
      `${request.method} is not served by the simulated registry`,
    )
  }
  const path = url.pathname.replace(/\/+$/, '')
  const ipfs = GATEWAY_PATH.exec(path)
  if (ipfs?.[1]) return gatewayResponse(ipfs[1])
  if (path.endsWith('/dname/lookup')) {
    return handleLookup(
      store,
      request,
      url.searchParams,
      options.isInvalidAddress ?? defaultInvalid,
    )
  }
  if (path.endsWith('/dname/v2/search')) {
    const outcome = searchRecords(store.byName.values(), url.searchParams)
    return outcome.ok
      ? jsonWithEtag(request, outcome.result)
      : goaError(400, outcome.name, outcome.message)
  }
  const single = /\/dname\/([^/]+)$/.exec(path)
  if (single?.[1]) return handleGet(store, request, decodeURIComponent(single[1]), url.searchParams)
  return goaError(404, 'notFound', `${url.pathname} is not served by the simulated registry`)
}
