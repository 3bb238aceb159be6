import { checkLookupAddress } from '../address/checkLookupAddress.js'
import { dataImageSizeChunk } from '../avatar/dataImageSizeChunk.js'
import { answerFor } from '../batcher/answerFor.js'
import { createDnameClient, type DnameClient } from '../client/createDnameClient.js'
import { MAX_LOOKUP_ADDRESSES } from '../client/fetchLookup.js'
import { loadNameWarning } from '../client/loadValidation.js'
import type { DnameConfig } from '../config/createDnameConfig.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { VIEW_RANK } from '../views/viewRank.js'
import { type LookupParams, lookupParams, lookupQueryKey } from './lookupQueryOptions.js'

/** The part of a TanStack `QueryClient` the prefetch writes to. */
export interface QueryCacheWriter {
  setQueryData(queryKey: readonly unknown[], data: unknown): unknown
}

export interface PrefetchResult {
  /** Addresses cached with a record. */
  found: number
  /** Addresses cached as `null`: nothing matched. */
  missing: number
  /** Addresses not cached: refused, or their request failed. They are looked up again on the client. */
  failed: number
}

/** The client of `registry`; `undefined` when there is none (no base URL, or not one). */
function clientOf(registry: DnameConfig | DnameClient | string | undefined) {
  if (typeof registry === 'object' && registry !== null) {
    return 'batcher' in registry ? registry.client : registry
  }
  try {
    return createDnameClient({ baseUrl: registry as string })
  } catch {
    return undefined
  }
}

/**
 * The look-alike check and the reader of `data:` images, so that a server renders the names'
 * marks and `data:` avatars (components wait for both while rendering on a server).
 */
export const loadRenderChunks = () =>
  Promise.all([
    loadNameWarning().catch(() => undefined),
    dataImageSizeChunk.load().catch(() => undefined),
  ])

/**
 * Writes the answers of a lookup that asked `asked` into the query keys the hooks read: that
 * view and every lighter one with the record as it came (`tiny` is fetched as `thumbnail`, one
 * key), and with `allowUnverified` the strict keys too. Counts them in `result`.
 */
export function cacheLookups(
  queryClient: QueryCacheWriter,
  baseUrl: string,
  records: Iterable<[string, DnameRecord | null]>,
  asked: { view: DnameView; allowUnverified: boolean },
  result: PrefetchResult,
) {
  const views = (['thumbnail', 'brief', 'full'] as const).filter(
    (v: DnameView) => VIEW_RANK[v] <= VIEW_RANK[asked.view],
  )
  const variants = views.flatMap((v) => [
    { view: v, allowUnverified: asked.allowUnverified },
    ...(asked.allowUnverified ? [{ view: v, allowUnverified: false }] : []),
  ])
  for (const [address, record] of records) {
    if (record) result.found++
    else result.missing++
    for (const wanted of variants) {
      queryClient.setQueryData(
        lookupQueryKey(baseUrl, address, wanted),
        answerFor(record, address, asked, wanted),
      )
    }
  }
}

/**
 * Looks up `addresses` on the server, in requests of 20 sent at once (no batching window), and
 * fills the query keys the hooks read: the asked view and every lighter one with the record as
 * it came (`view` defaults to `thumbnail`, which serves the hooks and every component), and with
 * `allowUnverified` the strict keys too. The registry is a config from `createDnameConfig` (its
 * client), a client, or a base URL. A miss is cached as `null`; a failure is not cached, so the
 * client tries again. An entry that is not a string (such as an `undefined` sender) counts as
 * failed, and so does every address when there is no registry (an unset `REGISTRY_URL`).
 * Never throws. It also loads the look-alike check and the reader of `data:` images, which a
 * server needs to render names' marks and `data:` avatars.
 */
export async function prefetchDnameLookups(
  queryClient: QueryCacheWriter,
  registry: DnameConfig | DnameClient | string | undefined,
  addresses: readonly (string | null | undefined)[],
  params: LookupParams = {},
): Promise<PrefetchResult> {
  const { view, allowUnverified } = lookupParams(params)
  const unique = [...new Set<unknown>(addresses)]
  const client = clientOf(registry)
  // Never a silent fallback: a page rendered without its registry (an unset environment
  // variable) says so where its server logs.
  if (!client && unique.length > 0) {
    console.warn(
      `dname-react: prefetchDnameLookups was given no registry (${String(registry)}): ${unique.length} addresses are left for the browser to look up`,
    )
  }
  if (!client) return { found: 0, missing: 0, failed: unique.length }
  // With the checksum, unlike the browser's batcher: a request the registry refuses is not
  // split here, so one mistyped address would cost its nineteen neighbours their names.
  const valid = unique.filter(
    (address): address is string =>
      typeof address === 'string' && checkLookupAddress(address) === undefined,
  )
  const result: PrefetchResult = { found: 0, missing: 0, failed: unique.length - valid.length }
  const asked = { view, allowUnverified }
  const chunks = Array.from({ length: Math.ceil(valid.length / MAX_LOOKUP_ADDRESSES) }, (_, i) =>
    valid.slice(i * MAX_LOOKUP_ADDRESSES, (i + 1) * MAX_LOOKUP_ADDRESSES),
  )
  await Promise.all([
    loadRenderChunks(),
    ...chunks.map(async (chunk) => {
      const answer = await client.lookup(chunk, asked).catch(() => undefined)
      if (!answer || answer.notModified) {
        result.failed += chunk.length
        return
      }
      result.failed += answer.failures.size
      cacheLookups(queryClient, client.baseUrl, answer.records, asked, result)
    }),
  ])
  return result
}
