/**
 * The simulated registry over HTTP on localhost, to try the API with curl or from a browser:
 *   npm run registry -- --port 8787 --seed 1 --latency 50
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type DnameRecord, encodeLedgerAddress, pickAvatar } from '../src/core/index.js'
import { createMockRegistry, type MockRegistry } from '../src/mock/index.js'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'if-none-match, content-type',
  // Age and Date let a page's send check see how old an answer is.
  'access-control-expose-headers': 'etag, cache-control, age, date',
  // A page on another origin may read the requests' network timing (the browser bench does).
  'timing-allow-origin': '*',
}

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(key, value)
  }
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method ?? 'GET',
    headers,
  })
}

/**
 * Where the server lists addresses to show: the dataset's well-known ones by the case each
 * shows, and at least 100 more by kind, as the lookup answers them.
 */
export const ADDRESSES_PATH = '/_mock/addresses'

/** What {@link ADDRESSES_PATH} answers. */
export interface AccountList {
  wellKnown: Record<string, string>
  /** A name, by a verified link. */
  named: string[]
  /** A name only with `allowUnverified`, to be marked "unverified". */
  unverified: string[]
  /** Owners of a record for sale, or expired. */
  forSale: string[]
  expired: string[]
  /** Named, with and without an avatar. */
  withAvatar: string[]
  withoutAvatar: string[]
  /** No name at all. */
  unnamed: string[]
  /** All of the above, each once. */
  all: string[]
}

/** The names `addresses` look up to, strict or with `allowUnverified`, 20 at a time. */
async function lookupNames(registry: MockRegistry, addresses: string[], allowUnverified: boolean) {
  const found = new Map<string, { name: string; avatar: boolean }>()
  for (let i = 0; i < addresses.length; i += 20) {
    const query = new URLSearchParams({
      view: 'thumbnail',
      allowUnverified: String(allowUnverified),
    })
    for (const address of addresses.slice(i, i + 20)) query.append('address', address)
    const response = await registry.fetch(`http://registry.local/dname/lookup?${query}`)
    // 404: none of them has a name.
    if (!response.ok) continue
    const body = (await response.json()) as Record<string, DnameRecord>
    for (const [address, record] of Object.entries(body)) {
      found.set(address, { name: record.name, avatar: pickAvatar(record) !== undefined })
    }
  }
  return found
}

/**
 * Addresses to show, by kind, as the lookup itself answers them; the lookups it takes are left
 * out of the registry's request log.
 */
export async function listAccounts(registry: MockRegistry): Promise<AccountList> {
  const logged = registry.requests.length
  const records = registry.records()
  const owners = (state: string) => [
    ...new Set(
      records
        .filter((r) => r.state === state || (state === 'expired' && r.expired))
        .map((r) => r.owner)
        .filter((o): o is string => typeof o === 'string'),
    ),
  ]
  const candidates = [
    ...new Set(
      records.flatMap((r) => [...(r.caAlgo ?? []), ...(r.unverifiedCaAlgo ?? []), r.owner ?? '']),
    ),
  ].filter((a) => a !== '')
  const strict = await lookupNames(registry, candidates, false)
  const loose = await lookupNames(registry, candidates, true)
  registry.requests.splice(logged)
  const named = candidates.filter((a) => strict.has(a))
  const unnamed = Array.from({ length: 30 }, (_, i) => {
    const key = new Uint8Array(32)
    new DataView(key.buffer).setUint32(0, 0xd0d0_0000 + i)
    return encodeLedgerAddress(key)
  })
  const lists = {
    named,
    unverified: candidates.filter((a) => !strict.has(a) && loose.has(a)),
    forSale: owners('forSale'),
    expired: owners('expired'),
    withAvatar: named.filter((a) => strict.get(a)?.avatar),
    withoutAvatar: named.filter((a) => !strict.get(a)?.avatar),
    unnamed,
  }
  const wellKnown: Record<string, string> = { ...(registry.addresses ?? {}) }
  return { wellKnown, ...lists, all: [...new Set(Object.values(lists).flat())] }
}

/**
 * Serves `registry.fetch` on `host:port` (the read interface, and the IPFS gateway at
 * `/ipfs/<CID>`), and the well-known addresses at {@link ADDRESSES_PATH}; port 0 picks a free
 * one. Resolves once listening.
 */
export function startRegistryServer(
  registry: MockRegistry,
  { port = 8787, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<{ server: Server; url: string }> {
  let accounts: Promise<AccountList> | undefined
  const server = createServer(async (message, reply) => {
    if (message.method === 'OPTIONS') return reply.writeHead(204, CORS).end()
    if (message.url?.split('?')[0] === ADDRESSES_PATH) {
      accounts ??= listAccounts(registry)
      const body = JSON.stringify(await accounts, null, 2)
      return reply.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(body)
    }
    let request: Request
    try {
      request = toRequest(message, `http://${message.headers.host ?? host}`)
    } catch {
      // A Host header or a target no URL can be made of: a goa 400, not a dropped connection.
      const body = JSON.stringify({
        name: 'badRequest',
        id: 'malformed',
        message: 'malformed request target or Host header',
        temporary: false,
        timeout: false,
        fault: false,
      })
      return reply
        .writeHead(400, { ...CORS, 'content-type': 'application/vnd.goa.error' })
        .end(body)
    }
    try {
      const response = await registry.fetch(request)
      const headers: Record<string, string> = { ...CORS }
      response.headers.forEach((value, key) => {
        headers[key] = value
      })
      reply.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()))
    } catch {
      // The simulated network error (`failNext(1, 'network')`): the connection drops.
      message.socket.destroy()
    }
  })
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({ server, url: `http://${host}:${actual}` })
    })
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      size: { type: 'string', default: '200' },
      latency: { type: 'string', default: '0' },
    },
  })
  const registry = createMockRegistry({
    seed: Number(values.seed),
    size: Number(values.size),
    latencyMs: Number(values.latency),
  })
  const { url } = await startRegistryServer(registry, {
    port: Number(values.port),
    host: values.host,
  })
  const a = registry.addresses
  console.log(`Simulated registry on ${url}`)
  console.log(`IPFS gateway for its avatars: ${url}/ipfs/ (pass it in ipfsGateways)`)
  console.log(`Well-known addresses (and over 100 more by kind at ${url}${ADDRESSES_PATH}):`)
  for (const [name, address] of Object.entries(a ?? {}))
    console.log(`  ${name.padEnd(16)} ${address}`)
  console.log('Try:')
  console.log(`  curl '${url}/dname/lookup?address=${a?.verified}&view=thumbnail'`)
  console.log(`  curl '${url}/dname/v2/search?owner=${a?.collector}&limit=5'`)
  console.log(`  curl '${url}/dname/alice.algo'`)
  console.log(`  curl '${url}${ADDRESSES_PATH}'`)
}
