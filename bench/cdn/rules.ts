/**
 * Grouping rules of `npm run bench:cdn`: how one commit's addresses are cut into requests of at
 * most 20. A CDN keys an answer by its request's URL, the set of addresses in it (the batcher
 * sorts them), so visitors share an answer only when they ask the very same set.
 */
import { hash32 } from './traffic.js'

const MAX = 20

/**
 * `list`: the commit's addresses in the page's order, each once; `cached`: whether the
 * visitor's own cache holds an address fresh. Returns the requests, each its addresses.
 */
export type Rule = (list: readonly number[], cached: (address: number) => boolean) => number[][]

function cut(addresses: readonly number[]): number[][] {
  const groups: number[][] = []
  for (let i = 0; i < addresses.length; i += MAX) groups.push(addresses.slice(i, i + MAX))
  return groups
}

const byHash = (a: number, b: number) => hash32(a, 9) - hash32(b, 9)

export const RULES: Record<string, Rule> = {
  /** Today's: what the visitor does not have, in the order it renders, cut in twenties. */
  'render order': (list, cached) => cut(list.filter((a) => !cached(a))),
  /**
   * Cut from the page's own list, cached rows included, so two visitors of a page cut it alike;
   * each group asks only what the visitor does not have.
   */
  'page list': (list, cached) =>
    cut(list)
      .map((group) => group.filter((a) => !cached(a)))
      .filter((group) => group.length > 0),
  /** As `page list`, but a group with anything missing is asked whole: the URL everyone asks. */
  'page list, whole groups': (list, cached) =>
    cut(list).filter((group) => group.some((a) => !cached(a))),
  /** What the visitor does not have, in the order of a stable hash of the address. */
  'hash order': (list, cached) => cut(list.filter((a) => !cached(a)).sort(byHash)),
  /**
   * Buckets of a stable hash, as many as twenties are needed: an address is in the same bucket
   * for every visitor who asks as many; a bucket of more than 20 is cut.
   */
  'hash buckets': (list, cached) => {
    const missing = list.filter((a) => !cached(a))
    const count = Math.ceil(missing.length / MAX)
    const buckets: number[][] = Array.from({ length: count }, () => [])
    for (const a of missing) buckets[Math.floor((hash32(a, 9) / 2 ** 32) * count)]?.push(a)
    return buckets.filter((b) => b.length > 0).flatMap((b) => cut(b.sort(byHash)))
  },
  /** One address per request. */
  'one per request': (list, cached) => list.filter((a) => !cached(a)).map((a) => [a]),
}
