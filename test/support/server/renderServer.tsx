// Renders a page of server components to React's Flight payload, as a React server does, and
// prints it with the requests the registry saw. Run by `renderServer.ts` in a process of its
// own: React's server build loads only under the `react-server` condition.
import { dehydrate, QueryClient } from '@tanstack/query-core'
import { renderToReadableStream } from 'react-server-dom-webpack/server.edge'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { createServerAvatar } from '../../../src/server/avatar/createServerAvatar.js'
import { createDnameServer } from '../../../src/server/createDnameServer.js'

export interface ServerScenario {
  /** Rows, in order; an address may repeat. */
  addresses: (string | null)[]
  /** Props given to every name. */
  props?: Record<string, unknown>
  /** Rows show avatars (`DnameAvatar`) beside or instead of names. */
  avatars?: 'beside' | 'only'
  /** Props given to every avatar. */
  avatarProps?: Record<string, unknown>
  /** Requests the registry fails first, with this status. */
  fail?: { count: number; status: number }
  /** Renders the page this many times, each its own request. Defaults to `1`. */
  renders?: number
  /** The page looks every address up itself before it renders its names. */
  lookupFirst?: boolean
  /** Beside the names, the page prefetches the addresses for the client's components. */
  prefetch?: boolean
  /** The server's words for an avatar with no name: this, then the short address. */
  avatarOf?: string
  /** The registry's options: its latency, its rate limit. */
  registry?: { latencyMs?: number; rateLimit?: { limit: number; windowSecs: number } }
}

const scenario = JSON.parse(process.argv[2] as string) as ServerScenario
const registry = createMockRegistry(scenario.registry)
if (scenario.fail) registry.failNext(scenario.fail.count, scenario.fail.status)
const revalidate: unknown[] = []
const server = createDnameServer({
  baseUrl: 'https://registry.test',
  fetch: (input, init) => {
    revalidate.push((init as { next?: { revalidate?: number } } | undefined)?.next?.revalidate)
    return registry.fetch(input, init)
  },
  labels: scenario.avatarOf
    ? { avatar: { avatarOf: (short) => `${scenario.avatarOf}${short}` } }
    : undefined,
})
const { DnameName, lookup, prefetch } = server
const DnameAvatar = createServerAvatar(server)

function Rows() {
  return (
    <ul>
      {scenario.addresses.map((address, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows in a fixed order
        <li key={i} data-row={i}>
          {scenario.avatars && <DnameAvatar address={address} {...scenario.avatarProps} />}
          {scenario.avatars !== 'only' && <DnameName address={address} {...scenario.props} />}
        </li>
      ))}
    </ul>
  )
}

/** A page that has looked its addresses up before it renders them. */
async function LookedUpFirst() {
  await Promise.all(scenario.addresses.map((address) => address && lookup(address)))
  return <Rows />
}

/** What the page's prefetch put in its query client, dehydrated, and what it says it did. */
let handedOver: { state: unknown; result: unknown } | undefined

/** The names, and beside them the same addresses prefetched for the client's components. */
function WithPrefetch() {
  async function Prefetch() {
    const queryClient = new QueryClient()
    const result = await prefetch(queryClient, scenario.addresses)
    handedOver = { state: dehydrate(queryClient), result }
    return null
  }
  return (
    <>
      <Rows />
      <Prefetch />
    </>
  )
}

const Page = scenario.lookupFirst ? LookedUpFirst : scenario.prefetch ? WithPrefetch : Rows

/** Where each client component is, for the browser: here, the module itself (`htmlOf`). */
const CLIENT_MANIFEST = new Proxy(
  {},
  {
    get: (_, key: string) => {
      const [id, name] = key.split('#')
      return { id, chunks: [], name }
    },
  },
)

const payloads: string[] = []
// The first render's payload as it streamed, piece by piece.
const chunks: string[] = []
for (let i = 0; i < (scenario.renders ?? 1); i++) {
  const stream = renderToReadableStream(<Page />, CLIENT_MANIFEST) as ReadableStream<Uint8Array>
  const decoder = new TextDecoder()
  let payload = ''
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true })
    if (i === 0) chunks.push(text)
    payload += text
  }
  payloads.push(payload)
}
const lookups = registry.requests
  .filter((r) => r.path === '/dname/lookup')
  .map((r) => r.query.address ?? [])
process.stdout.write(JSON.stringify({ payloads, chunks, lookups, revalidate, handedOver }))
