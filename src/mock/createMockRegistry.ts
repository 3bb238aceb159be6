import { DnameError } from '../core/errors/DnameError.js'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import { generateDataset, type MockAddresses } from './generateDataset.js'
import { generationOf } from './generationOf.js'
import { handleRequest } from './handleRequest.js'
import { RecordStore } from './RecordStore.js'
import { goaError } from './responses.js'

export interface MockRequest {
  method: string
  url: string
  /** The path after the base URL's origin, such as `/dname/lookup`. */
  path: string
  /** Every query parameter with all its values, in order. */
  query: Record<string, string[]>
  status: number
  /** When the request arrived, from `now()`. */
  time: number
}

export interface MockRegistryOptions {
  /** The records served; when given, no dataset is generated. Defaults to a generated dataset. */
  records?: readonly DnameRecord[]
  /** Primary record chosen by each address (generation 2+), address → name. Defaults to none, or the dataset's. */
  primaries?: Record<string, string>
  /** Seed of the generated dataset. Defaults to `1`. */
  seed?: number
  /** Number of random records in the generated dataset, beside its fixed cases. Defaults to `200`. */
  size?: number
  /** Delay of every answer in milliseconds, or a function of the request. Defaults to `0`. */
  latencyMs?: number | ((request: Request) => number)
  /** At most `limit` requests in each window of `windowSecs`; then 429. Defaults to no limit. */
  rateLimit?: { limit: number; windowSecs: number }
  /** Addresses the lookup answers 400 `invalidAddress` for. Defaults to those `checkLookupAddress` refuses. */
  isInvalidAddress?: (address: string) => boolean
  /** The clock, for the request log, the rate limit and `touch`. Defaults to `Date.now`. */
  now?: () => number
  /** Requests the log keeps, the newest; older ones are dropped, so a long-running server's memory stays bounded. Defaults to `10_000`. */
  maxLoggedRequests?: number
}

type Fault = { status: number } | 'network'

const sleep = (ms: number, signal: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** The registry's read interface in memory, with a request log and ways to change its world. */
export function createMockRegistry(options: MockRegistryOptions = {}) {
  const now = options.now ?? Date.now
  const dataset = options.records ? undefined : generateDataset(options)
  const store = new RecordStore(
    (options.records ?? dataset?.records ?? []).map((r) => structuredClone(r)),
    options.primaries ?? dataset?.primaries,
  )
  const requests: MockRequest[] = []
  const maxLogged = Math.max(1, options.maxLoggedRequests ?? 10_000)
  const faults: Fault[] = []
  let windowStart = 0
  let used = 0

  const rateLimited = (at: number) => {
    const limit = options.rateLimit
    if (!limit) return undefined
    const windowMs = limit.windowSecs * 1000
    if (at - windowStart >= windowMs) {
      windowStart = at
      used = 0
    }
    if (used >= limit.limit) {
      const body = {
        limit: limit.limit,
        secsRemaining: Math.ceil((windowStart + windowMs - at) / 1000),
      }
      return new Response(JSON.stringify(body), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      })
    }
    used += 1
    return undefined
  }

  // A request the interface cannot read (a path that does not decode, such as `/dname/%`) gets
  // a goa 400, as the registry answers it, never a dropped connection.
  const answer = (request: Request) => {
    try {
      return handleRequest(store, request, { isInvalidAddress: options.isInvalidAddress })
    } catch (error) {
      if (!(error instanceof URIError)) throw error
      return goaError(400, 'badRequest', `malformed request: ${error.message}`)
    }
  }

  const serve = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const entry: MockRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      query: {},
      status: 0,
      time: now(),
    }
    for (const key of new Set(url.searchParams.keys()))
      entry.query[key] = url.searchParams.getAll(key)
    requests.push(entry)
    if (requests.length > maxLogged) requests.splice(0, requests.length - maxLogged)
    const latency =
      typeof options.latencyMs === 'function' ? options.latencyMs(request) : options.latencyMs
    await sleep(latency ?? 0, request.signal)
    const fault = faults.shift()
    if (fault === 'network') throw new TypeError('Failed to fetch (simulated network error)')
    const response = fault
      ? goaError(fault.status, 'internalError', 'simulated fault', {
          temporary: fault.status === 503,
        })
      : (rateLimited(entry.time) ?? answer(request))
    entry.status = response.status
    return response
  }

  const requireRecord = (name: string) => {
    const record = store.byName.get(name)
    if (!record) throw new DnameError(`The simulated registry has no record ${name}`)
    return record
  }

  return {
    /** A `fetch` that serves the registry's read interface for any base URL. */
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      serve(new Request(input, init))) as typeof globalThis.fetch,
    /** Every request served so far, oldest first. */
    requests,
    /** The well-known addresses of the generated dataset; `undefined` with explicit `records`. */
    addresses: dataset?.addresses as MockAddresses | undefined,
    /** The records as they are now. */
    records: () => [...store.byName.values()],
    record: (name: string) => store.byName.get(name),
    /** Adds a record, or replaces the one with the same name. */
    addRecord(record: DnameRecord) {
      store.byName.set(record.name, structuredClone(record))
      store.changed()
    },
    /** Changes fields of a record; `timeChanged` moves to now unless the patch sets it. */
    updateRecord(name: string, patch: Partial<DnameRecord>) {
      const updated = {
        ...requireRecord(name),
        timeChanged: new Date(now()).toISOString(),
        ...patch,
      }
      store.byName.delete(name)
      store.byName.set(updated.name, updated)
      store.changed()
    },
    removeRecord(name: string) {
      requireRecord(name)
      store.byName.delete(name)
      store.changed()
    },
    /** Sets the primary record `address` chose; `null` clears the choice. Generation 2+ only. */
    setPrimary(address: string, name: string | null) {
      if (name === null) return void store.primaries.delete(address)
      const record = requireRecord(name)
      if (generationOf(record) < 2)
        throw new DnameError(`${name} is generation 1: it has no primary choice`)
      if (!record.caAlgo?.includes(address))
        throw new DnameError(`${name} does not list ${address} as verified`)
      store.primaries.set(address, name)
    },
    /** Moves a record's `timeChanged` to `time` (default: now). */
    touch(name: string, time: Date = new Date(now())) {
      requireRecord(name).timeChanged = time.toISOString()
      store.changed()
    },
    /** Fails the next `count` requests with `status`, or with a network error. */
    failNext(count: number, fault: number | 'network') {
      for (let i = 0; i < count; i++) faults.push(fault === 'network' ? fault : { status: fault })
    },
    /** Forgets the request log, the pending faults and the rate-limit window. */
    reset() {
      requests.length = 0
      faults.length = 0
      used = 0
      windowStart = 0
    },
  }
}

export type MockRegistry = ReturnType<typeof createMockRegistry>
