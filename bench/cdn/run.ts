/**
 * npm run bench:cdn — grouping rules side by side behind the registry's CDN, in a seeded
 * simulation of many visitors (deterministic: the same figures on every machine).
 *
 * The CDN keeps each answer 2 minutes (spec part 1, rule 6), keyed by its request's URL: the
 * set of addresses asked. Visitors reach one of 6 edges; an answer an edge holds is a hit (the
 * edge's round trip), else the edge asks the registry (a miss: that round trip and the
 * registry's). Each visitor keeps what it was answered fresh for 2 minutes (the library's
 * default `staleTime`), across the page views of its session. Traffic (see traffic.ts): an
 * explorer's recent-transactions pages (half the page views), a marketplace's collections with
 * Zipf-popular collections and creators (35 %), and wallets' own account lists (15 %), with
 * rows entering view as visitors scroll. 2 minutes of traffic warm the caches, the next 3 are
 * measured (1 from 100,000 page views a minute: as many page views).
 *
 * `BENCH_RATES` (comma-separated page views per minute; default 1000,10000,100000).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { createRandom, type Random } from '../../src/mock/random.js'
import { RULES, type Rule } from './rules.js'
import { type Commit, EDGE_WEIGHTS, hash32, named, type PageKind, traffic } from './traffic.js'

const SEED = 20_261_130
const WARM_MS = 120_000
/** Minutes measured: 3, or 1 where that is 100,000 page views already. */
const measureMs = (rate: number) => (rate >= 100_000 ? 60_000 : 180_000)
const CDN_TTL_MS = 120_000
const STALE_MS = 120_000
/** Round trips, as medians of log-normal draws: visitor to edge, and edge to registry. */
const EDGE_MS = 25
const ORIGIN_MS = 140
const RATES = (process.env.BENCH_RATES ?? '1000,10000,100000').split(',').map(Number)

/** A log-normal draw with median `median` (σ 0.45): round trips have a long tail. */
function roundTrip(random: Random, median: number) {
  const z = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next())
  return median * Math.exp(0.45 * z)
}

/** 40 bits of an address's hash: a set's key is the sum of its members', exact in a double. */
const key40 = (address: number) => hash32(address, 1) * 256 + (hash32(address, 2) & 0xff)

/** Bytes on the wire of one request for `group` and its answer (HTTP/2, gzip). */
function bytesOf(group: readonly number[]) {
  // The path, `view` and 20 `&address=` of 58 characters, Huffman-coded by HPACK (about 3/4);
  // other headers are indexed after the first request.
  const request = 60 + Math.ceil(0.75 * (40 + 67 * group.length))
  const names = group.filter(named).length
  // A record of the thumbnail view is about 230 bytes of JSON after its address; gzip takes
  // about 45 % off. Nothing named: a 404 with its error body.
  const body = names === 0 ? 90 : Math.ceil(0.55 * (2 + names * (62 + 230)))
  return request + 120 + body
}

interface Result {
  pageViews: number
  requests: number
  hits: number
  addresses: number
  bytes: number
  firstScreen: number[]
  byKind: Record<PageKind, { requests: number; hits: number }>
}

/** One rule's run: its edges' caches, its visitors' caches, its figures. */
interface Run {
  rule: Rule
  edges: Map<number, number>[]
  visitors: Map<number, Map<number, number>>
  latency: Random
  result: Result
}

/** Every rule over the same traffic, in one pass: the traffic is made once. */
function simulate(rate: number, rules: readonly Rule[]): Result[] {
  const runs: Run[] = rules.map((rule) => ({
    rule,
    edges: EDGE_WEIGHTS.map(() => new Map<number, number>()),
    visitors: new Map(),
    latency: createRandom(SEED + 1),
    result: {
      pageViews: 0,
      requests: 0,
      hits: 0,
      addresses: 0,
      bytes: 0,
      firstScreen: [],
      byKind: {
        explorer: { requests: 0, hits: 0 },
        marketplace: { requests: 0, hits: 0 },
        wallet: { requests: 0, hits: 0 },
      },
    },
  }))
  let sweepAt = 10_000
  for (const commit of traffic({
    seed: SEED,
    pageViewsPerMinute: rate,
    durationMs: WARM_MS + measureMs(rate),
  })) {
    const now = commit.at
    const sweep = now >= sweepAt
    if (sweep) sweepAt += 10_000
    const list = [...new Set(commit.rows)]
    for (const run of runs) {
      if (sweep) {
        for (const edge of run.edges)
          for (const [k, until] of edge) if (until <= now) edge.delete(k)
      }
      visit(run, commit, list)
    }
  }
  return runs.map((run) => run.result)
}

/** One commit of one visitor under one rule. */
function visit(run: Run, commit: Commit, list: readonly number[]) {
  const { result } = run
  const now = commit.at
  const own = run.visitors.get(commit.session) ?? new Map<number, number>()
  run.visitors.set(commit.session, own)
  const groups = run.rule(list, (address) => (own.get(address) ?? -1) > now)
  const measured = now >= WARM_MS
  let slowest = 0
  for (const group of groups) {
    let key = 0
    for (const address of group) key += key40(address)
    const edge = run.edges[commit.edge] as Map<number, number>
    const hit = (edge.get(key) ?? -1) > now
    // An edge asks the registry once for a URL, however many ask it meanwhile.
    if (!hit) edge.set(key, now + CDN_TTL_MS)
    const ms = roundTrip(run.latency, EDGE_MS) + (hit ? 0 : roundTrip(run.latency, ORIGIN_MS))
    slowest = Math.max(slowest, ms)
    // Fresh from the moment it is asked: a row asking again joins the request on its way.
    for (const address of group) own.set(address, now + STALE_MS)
    if (!measured) continue
    result.requests++
    result.addresses += group.length
    result.bytes += bytesOf(group)
    result.byKind[commit.kind].requests++
    if (hit) {
      result.hits++
      result.byKind[commit.kind].hits++
    }
  }
  if (measured && commit.first) {
    result.pageViews++
    result.firstScreen.push(slowest)
  }
  if (commit.last) run.visitors.delete(commit.session)
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
const percent = (part: number, whole: number) =>
  whole === 0 ? '' : `${((100 * part) / whole).toFixed(1)} %`

/** One rule's figures at one rate, as printed. */
function figures(name: string, r: Result) {
  const times = [...r.firstScreen].sort((a, b) => a - b)
  const misses = r.requests - r.hits
  return {
    rule: name,
    'CDN hits': percent(r.hits, r.requests),
    'explorer / market / wallet hits': (['explorer', 'marketplace', 'wallet'] as const)
      .map((k) => percent(r.byKind[k].hits, r.byKind[k].requests))
      .join(' / '),
    'registry requests / 1k views': Math.round((1000 * misses) / r.pageViews),
    'requests / view': (r.requests / r.pageViews).toFixed(2),
    'addresses asked / view': (r.addresses / r.pageViews).toFixed(1),
    'names in view, median ms': Math.round(quantile(times, 0.5)),
    'p95 ms': Math.round(quantile(times, 0.95)),
    'KB / view': (r.bytes / r.pageViews / 1024).toFixed(2),
  }
}
type Figures = ReturnType<typeof figures>

const names = Object.keys(RULES)
if (!isMainThread) {
  // A worker: its share of the rules, at every rate.
  const mine = workerData as number[]
  const rules = mine.map((i) => RULES[names[i] as string] as Rule)
  parentPort?.postMessage(
    RATES.map((rate) =>
      simulate(rate, rules).map((r, j) => figures(names[mine[j] as number] as string, r)),
    ),
  )
} else {
  const started = performance.now()
  // The rules in two workers, one a core: each makes the same traffic from the seed.
  const shares = [0, 1].map((w) => names.map((_, i) => i).filter((i) => i % 2 === w))
  const done = await Promise.all(
    shares.map(
      (share) =>
        new Promise<Figures[][]>((resolve, reject) => {
          const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
            workerData: share,
          })
          worker.once('message', resolve)
          worker.once('error', reject)
        }),
    ),
  )
  console.log(
    `Round trips: visitor–edge ${EDGE_MS} ms, edge–registry ${ORIGIN_MS} ms (medians of log-normal draws, σ 0.45); CDN answers kept ${CDN_TTL_MS / 1000} s; each visitor's own cache fresh ${STALE_MS / 1000} s; ${EDGE_WEIGHTS.length} edges; ${WARM_MS / 60_000} minutes warm the caches, the next 3 are measured (1 at 100,000 page views a minute and more).`,
  )
  for (const [r, rate] of RATES.entries()) {
    const rows = done.flatMap((perRate) => perRate[r] ?? [])
    rows.sort((a, b) => names.indexOf(a.rule) - names.indexOf(b.rule))
    console.log(`\n${rate.toLocaleString('en')} page views per minute`)
    console.table(rows)
  }
  console.log(
    `\nTime to the names in view: from a page view's first screen to the last answer it waits for (0 when the visitor's own cache has them all). ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  )
}
