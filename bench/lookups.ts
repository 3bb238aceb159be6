/**
 * npm run bench: lookup strategies side by side on the simulated registry (50 ms latency), and
 * the batcher's own cost per lookup.
 */
import { performance } from 'node:perf_hooks'
import { encodeLedgerAddress } from '../src/core/address/encodeLedgerAddress.js'
import { createLookupBatcher } from '../src/core/batcher/createLookupBatcher.js'
import { createDnameClient, type DnameClient } from '../src/core/client/createDnameClient.js'
import type { LookupResult } from '../src/core/client/fetchLookup.js'
import type { DnameView } from '../src/core/schemas/enums.js'
import { createMockRegistry } from '../src/mock/createMockRegistry.js'
import { createRandom } from '../src/mock/random.js'
import { batcher, dataLoaderPerView, fixedWindow, type Load, perAddress } from './strategies.js'

const LATENCY_MS = 50
const LOOKUPS = 1_000
const UNIQUE = 300
const VIEWS: DnameView[] = ['tiny', 'tiny', 'thumbnail', 'brief']

const registry = createMockRegistry({ seed: 1, size: 2_000, latencyMs: LATENCY_MS })
const linked = registry.records().flatMap((r) => r.caAlgo ?? [])
const random = createRandom(42)
// Named addresses, then addresses without a name, as in a transaction history.
const pool = [...new Set(linked)].slice(0, UNIQUE / 2)
while (pool.length < UNIQUE) pool.push(encodeLedgerAddress(random.bytes(32)))
const calls = Array.from({ length: LOOKUPS }, (_, i) => ({
  address: pool[i < UNIQUE ? i : random.int(0, UNIQUE - 1)] as string,
  view: random.pick(VIEWS),
}))
const unique = new Set(calls.map((c) => c.address)).size

async function run(name: string, make: (client: DnameClient) => Load) {
  registry.reset()
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
  const load = make(client)
  const start = performance.now()
  const results = await Promise.all(calls.map((c) => load(c.address, c.view)))
  const ms = performance.now() - start
  const named = results.filter((r) => r !== null).length
  return {
    strategy: name,
    requests: registry.requests.length,
    'ceil(U/20)': Math.ceil(unique / 20),
    'all resolved (ms)': Math.round(ms),
    named,
  }
}

const strategies: Array<[string, (client: DnameClient) => Load]> = [
  ['dname-react batcher', batcher],
  ['one request per address', perAddress],
  ['DataLoader, per tick, split by view', dataLoaderPerView],
  ['fixed 10 ms window, split by view', (c) => fixedWindow(c, 10)],
]
// A first pass warms the JIT and loads the lazy modules, so no strategy pays for that alone.
for (const [name, make] of strategies) await run(name, make)
const rows = []
for (const [name, make] of strategies) rows.push(await run(name, make))
console.log(
  `\n${LOOKUPS} lookups over ${unique} unique addresses, views ${[...new Set(VIEWS)].join('/')}, latency ${LATENCY_MS} ms\n`,
)
console.table(rows)

// Mixed views in one React commit: a table of 40 names (tiny) beside an avatar strip
// (thumbnail) for the same 40 addresses, and 20 names with a header avatar for the first.
const named40 = [...new Set(linked)].slice(0, 40)
const commits: Array<[string, Array<{ address: string; view: DnameView }>, number]> = [
  [
    '40 names + 40 avatars, same addresses',
    [
      ...named40.map((address) => ({ address, view: 'tiny' as const })),
      ...named40.map((address) => ({ address, view: 'thumbnail' as const })),
    ],
    2,
  ],
  [
    '20 names + a header avatar',
    [
      ...named40.slice(0, 20).map((address) => ({ address, view: 'tiny' as const })),
      { address: named40[0] as string, view: 'thumbnail' as const },
    ],
    1,
  ],
]
const mixedRows = []
for (const [page, loads, goal] of commits) {
  const row: Record<string, string | number> = { 'one commit': page, goal }
  for (const [name, make] of strategies) {
    registry.reset()
    const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
    const load = make(client)
    await Promise.all(loads.map((l) => load(l.address, l.view)))
    row[name] = registry.requests.length
  }
  mixedRows.push(row)
}
console.log('\nRequests for one commit with mixed views (goal: ceil(unique addresses / 20))\n')
console.table(mixedRows)

// Cost of the batcher itself: a client that answers at once, against calling it directly.
const N = 100_000
const overheadPool = pool.slice(0, 200)
const instant: DnameClient = {
  baseUrl: 'bench',
  lookup: async (addresses): Promise<LookupResult> => ({
    notModified: false,
    records: new Map(addresses.map((a) => [a, null])),
    failures: new Map(),
    etag: undefined,
  }),
  search: () => Promise.reject(new Error('unused')),
  get: () => Promise.reject(new Error('unused')),
}
async function timeIt(fn: (address: string) => Promise<unknown>) {
  const start = performance.now()
  const pending: Promise<unknown>[] = []
  for (let i = 0; i < N; i++) pending.push(fn(overheadPool[i % overheadPool.length] as string))
  await Promise.all(pending)
  return performance.now() - start
}
const bare = async (_address: string) => null
const median = async (fn: () => Promise<number>) => {
  const times: number[] = []
  for (let i = 0; i < 7; i++) times.push(await fn())
  return times.sort((a, b) => a - b)[3] as number
}
const baseline = await median(() => timeIt(bare))
const withBatcher = await median(() => {
  const fresh = createLookupBatcher(instant)
  return timeIt((a) => fresh.load(a))
})
console.log(
  `\n${N.toLocaleString('en')} lookups over ${overheadPool.length} addresses, client answering at once (median of 7):`,
)
console.table([
  {
    path: 'an async function per lookup (baseline)',
    'total (ms)': Math.round(baseline),
    'µs / lookup': ((baseline * 1000) / N).toFixed(2),
  },
  {
    path: 'batcher.load',
    'total (ms)': Math.round(withBatcher),
    'µs / lookup': ((withBatcher * 1000) / N).toFixed(2),
  },
])
console.log(
  `batcher overhead per lookup: ${(((withBatcher - baseline) * 1000) / N).toFixed(2)} µs (goal ≤ 2 µs)`,
)
