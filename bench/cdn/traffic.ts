/**
 * The traffic of `npm run bench:cdn`: sessions of visitors on the pages the library's users
 * build, each page view a list of rows entering view over time (the first screen, then what
 * scrolling brings), made the same for every grouping rule from one seed.
 *
 * Addresses are numbers here: only their identity matters to a cache. Ranges keep the kinds
 * apart: an explorer's hot accounts (exchanges, apps), its warm and cold tail, a marketplace's
 * creators and collectors, and each wallet's own accounts.
 */
import { createRandom, type Random } from '../../src/mock/random.js'

export type PageKind = 'explorer' | 'marketplace' | 'wallet'

/** Rows entering view at one moment of a page view: one commit of the page. */
export interface Commit {
  /** Milliseconds since the start of the run. */
  at: number
  session: number
  /** The edge of the CDN the visitor is served by. */
  edge: number
  kind: PageKind
  /** The page view's first screen (its time to names is measured), or rows scrolled to. */
  first: boolean
  /** The addresses of the rows, in the page's order; rows may repeat an address. */
  rows: number[]
  /** The session's last commit: its visitor's cache goes with it. */
  last: boolean
}

export const EDGE_WEIGHTS = [30, 20, 15, 15, 10, 10]
/** Shares of page views by kind. */
export const KIND_SHARES: Record<PageKind, number> = {
  explorer: 0.5,
  marketplace: 0.35,
  wallet: 0.15,
}

// Address ranges.
const HOT = 2_000
const WARM_FROM = 10_000
const WARM = 50_000
const COLD_FROM = 100_000
const COLD = 5_000_000
const CREATORS_FROM = 6_000_000
const CREATORS = 100_000
const COLLECTORS_HOT_FROM = 7_000_000
const COLLECTORS_HOT = 5_000
const COLLECTORS_FROM = 8_000_000
const COLLECTORS = 1_000_000
const OWN_FROM = 10_000_000

/** A 32-bit hash of an integer (a finalizer of MurmurHash3): stable, spread, fast. */
export function hash32(n: number, seed = 0): number {
  let h = (n ^ seed) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Whether the registry has a name for `address`: most hot accounts and creators do. */
export function named(address: number): boolean {
  const share =
    address < HOT
      ? 0.9
      : address < COLD_FROM
        ? 0.5
        : address < CREATORS_FROM
          ? 0.1
          : address < COLLECTORS_HOT_FROM
            ? 0.7
            : address < OWN_FROM
              ? 0.3
              : 0.4
  return hash32(address, 0x5eed) / 2 ** 32 < share
}

/** Draws from a Zipf law over `n` ranks (rank 0 the most frequent), by its table. */
function zipf(n: number, s: number) {
  const cdf = new Float64Array(n)
  let total = 0
  for (let k = 0; k < n; k++) {
    total += 1 / (k + 1) ** s
    cdf[k] = total
  }
  return (u: number) => {
    const target = u * total
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((cdf[mid] as number) < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

const hotRank = zipf(HOT, 1)
const creatorRank = zipf(CREATORS, 0.9)
const collectionRank = zipf(2_000, 1.1)
const collectorRank = zipf(COLLECTORS_HOT, 1)

/** A random draw fixed by its key: the same transaction or item has the same accounts. */
const fixed = (key: number, salt: number) => hash32(key, salt) / 2 ** 32

// An explorer: a block every 3 s of 20 transactions, each row a transaction's sender and
// receiver; its recent-transactions pages list the newest 25, then the 25 before them, and so on.
const BLOCK_MS = 3_000
const PER_BLOCK = 20
const PER_PAGE = 25

function explorerAccount(tx: number, side: number): number {
  const u = fixed(tx * 2 + side, 1)
  const v = fixed(tx * 2 + side, 2)
  if (u < 0.35) return hotRank(v)
  if (u < 0.6) return WARM_FROM + Math.floor(v * WARM)
  return COLD_FROM + Math.floor(v * COLD)
}

/** The rows of the explorer's page `page` (0: the newest) at `at`. */
function explorerRows(page: number, at: number): number[] {
  const newest = Math.floor(at / BLOCK_MS) * PER_BLOCK
  const rows: number[] = []
  for (let i = 0; i < PER_PAGE; i++) {
    const tx = newest - page * PER_PAGE - i
    rows.push(explorerAccount(tx, 0), explorerAccount(tx, 1))
  }
  return rows
}

// A marketplace: 2,000 collections (Zipf-popular), each of 200 items in a fixed order, a row an
// item's creator and its owner. A collection has a few creators, drawn from Zipf-popular ones.
function marketplaceRows(collection: number): number[] {
  const creators = 1 + Math.floor(fixed(collection, 3) ** 3 * 40)
  const rows: number[] = []
  for (let item = 0; item < 72; item++) {
    const key = collection * 1_000 + item
    const creator = Math.floor(fixed(key, 4) * creators)
    rows.push(CREATORS_FROM + creatorRank(fixed(collection * 64 + creator, 5)))
    rows.push(
      fixed(key, 6) < 0.2
        ? COLLECTORS_HOT_FROM + collectorRank(fixed(key, 7))
        : COLLECTORS_FROM + Math.floor(fixed(key, 7) * COLLECTORS),
    )
  }
  return rows
}

/** A wallet: the visitor's own accounts, then their recent counterparties (apps, exchanges). */
function walletRows(session: number, random: Random): number[] {
  const own = random.int(1, 5)
  const rows: number[] = []
  for (let i = 0; i < own; i++) rows.push(OWN_FROM + session * 8 + i)
  for (let i = 0; i < 12; i++) rows.push(hotRank(random.next()))
  return rows
}

/** Screens of rows: the first, then each one scrolling may bring, with its delay and chance. */
const SCREENS: Record<PageKind, { rows: number; afterMs: number; chance: number }[]> = {
  // 10 transactions on the first screen, 8 more 2 s later for 60 % of views, the rest at 5 s.
  explorer: [
    { rows: 20, afterMs: 0, chance: 1 },
    { rows: 16, afterMs: 2_000, chance: 0.6 },
    { rows: 14, afterMs: 5_000, chance: 0.4 },
  ],
  marketplace: [
    { rows: 48, afterMs: 0, chance: 1 },
    { rows: 48, afterMs: 3_000, chance: 0.5 },
    { rows: 48, afterMs: 8_000, chance: 0.3 },
  ],
  wallet: [{ rows: 17, afterMs: 0, chance: 1 }],
}

function pickWeighted(weights: readonly number[], u: number): number {
  const total = weights.reduce((a, b) => a + b, 0)
  let at = u * total
  for (const [i, w] of weights.entries()) {
    at -= w
    if (at < 0) return i
  }
  return weights.length - 1
}

/** A min-heap of commits by time. */
class Heap {
  readonly #items: Commit[] = []
  get size() {
    return this.#items.length
  }
  /** The time of the earliest commit. */
  firstAt(): number | undefined {
    return this.#items[0]?.at
  }
  push(item: Commit) {
    const items = this.#items
    items.push(item)
    let i = items.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((items[parent] as Commit).at <= item.at) break
      items[i] = items[parent] as Commit
      i = parent
    }
    items[i] = item
  }
  pop(): Commit | undefined {
    const items = this.#items
    const top = items[0]
    const last = items.pop()
    if (items.length === 0 || !last) return top
    let i = 0
    for (;;) {
      const left = 2 * i + 1
      if (left >= items.length) break
      const right = left + 1
      const child =
        right < items.length && (items[right] as Commit).at < (items[left] as Commit).at
          ? right
          : left
      if ((items[child] as Commit).at >= last.at) break
      items[i] = items[child] as Commit
      i = child
    }
    items[i] = last
    return top
  }
}

export interface TrafficOptions {
  seed: number
  pageViewsPerMinute: number
  durationMs: number
}

/** Page views per session: 1 to 6, 2.5 on average. */
const MEAN_VIEWS = 2.5

/**
 * Every commit of every page view in `durationMs`, in time order: sessions start at random
 * (a Poisson process) at the rate that makes `pageViewsPerMinute`, each of one kind, at one
 * edge, of 1 to 6 page views 5 to 40 s apart.
 */
export function* traffic({ seed, pageViewsPerMinute, durationMs }: TrafficOptions) {
  const starts = createRandom(seed)
  const sessionsPerMs = pageViewsPerMinute / MEAN_VIEWS / 60_000
  const heap = new Heap()
  let nextStart = -Math.log(1 - starts.next()) / sessionsPerMs
  let session = 0
  const kinds = Object.keys(KIND_SHARES) as PageKind[]
  const shares = kinds.map((k) => KIND_SHARES[k])
  for (;;) {
    // Starts every session due before the next commit, then yields that commit.
    while (nextStart < durationMs && (heap.size === 0 || nextStart <= (heap.firstAt() ?? 0))) {
      startSession(heap, session++, nextStart, seed, kinds, shares)
      nextStart += -Math.log(1 - starts.next()) / sessionsPerMs
    }
    const commit = heap.pop()
    if (!commit) return
    if (commit.at < durationMs) yield commit
  }
}

function startSession(
  heap: Heap,
  session: number,
  at: number,
  seed: number,
  kinds: PageKind[],
  shares: number[],
) {
  const random = createRandom(hash32(session, seed))
  const kind = kinds[pickWeighted(shares, random.next())] as PageKind
  const edge = pickWeighted(EDGE_WEIGHTS, random.next())
  const views = Math.min(6, 1 + Math.floor(-Math.log(1 - random.next()) * (MEAN_VIEWS - 1)))
  let viewAt = at
  let latest: Commit | undefined
  for (let view = 0; view < views; view++) {
    let rows: number[]
    if (kind === 'explorer') {
      const page = pickWeighted([80, 15, 5], random.next())
      rows = explorerRows(page, viewAt)
    } else if (kind === 'marketplace') rows = marketplaceRows(collectionRank(random.next()))
    else rows = walletRows(session, random)
    let offset = 0
    for (const [i, screen] of SCREENS[kind].entries()) {
      if (!random.chance(screen.chance)) break
      const commit: Commit = {
        at: viewAt + screen.afterMs,
        session,
        edge,
        kind,
        first: i === 0,
        rows: rows.slice(offset, offset + screen.rows),
        last: false,
      }
      heap.push(commit)
      if (!latest || commit.at >= latest.at) latest = commit
      offset += screen.rows
    }
    viewAt += random.int(5_000, 40_000)
  }
  if (latest) latest.last = true
}
