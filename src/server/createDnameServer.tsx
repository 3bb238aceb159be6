import { cache, type ReactNode, Suspense } from 'react'
import { DEFAULT_IPFS_GATEWAYS } from '../core/avatar/avatarLinkUrls.js'
import { checkGateways } from '../core/avatar/checkGateways.js'
import { DEFAULT_GATEWAY_TIMEOUT_MS } from '../core/avatar/gatewayTimeout.js'
import { createLookupBatcher, type LookupBatcher } from '../core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../core/client/createDnameClient.js'
import type { DnameConfigOptions } from '../core/config/createDnameConfig.js'
import { nameWarning } from '../core/names/nameWarning.js'
import { isPlain, LOOKED_AT } from '../core/names/plainName.js'
import { type LookupParams, lookupParams } from '../core/query/lookupQueryOptions.js'
import {
  cacheLookups,
  loadRenderChunks,
  type PrefetchResult,
  type QueryCacheWriter,
} from '../core/query/prefetchDnameLookups.js'
import { retryDelay, shouldRetry } from '../core/query/retry.js'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import { displayName } from '../core/views/displayName.js'
import { CUT_CSS } from '../react/components/cutSheet.js'
import type { DnameNameProps } from '../react/components/DnameName.js'
import { drawName, type NameTextProps } from '../react/components/drawName.js'
import { LAYOUT_CSS } from '../react/components/layoutSheet.js'
import { shown } from '../react/hooks/recordState.js'
import type { DnameLabelsInput } from '../react/labels/DEFAULT_LABELS.js'
import { NAME_LABELS, type NameLabels } from '../react/labels/defaultLabels.js'

/** The registry's CDN keeps an answer up to 2 minutes (spec part 1, rule 6); so does the framework's data cache. */
export const SERVER_REVALIDATE_SECS = 120

export type DnameServerOptions = DnameConfigOptions & {
  /** Milliseconds an avatar in view waits for a gateway before it tries the next. Defaults to `3000`. */
  gatewayTimeoutMs?: number | undefined
  /** Words replacing the English defaults, as `DnameProvider`'s `labels`. */
  labels?: DnameLabelsInput | undefined
  /** The nonce of a Content Security Policy, for the layout's `<style>` element. */
  nonce?: string | undefined
}

/** The client `DnameName`'s props; those of its root `<span>` without event handlers, which a server component cannot give. */
export type ServerNameProps = DnameNameProps

/** What `createDnameServer` makes: server components and the lookup they share. */
export interface DnameServer {
  /**
   * The name of an address, rendered by a React Server Component: the elements, marks and words
   * of the client's `DnameName`, and no client JavaScript. While the lookup is on its way the
   * name streams as its skeleton, in a Suspense boundary of its own, so a slow registry delays
   * the names and not the page.
   */
  DnameName(props: ServerNameProps): ReactNode
  /**
   * The record of one address (`null` when it has none), merged with every other lookup of the
   * same server render into requests of at most 20 addresses, each address asked once. Failures
   * worth trying again (the network, a rate limit, a server fault) are tried again as the client
   * does; it then rejects with the typed error.
   */
  lookup(address: string, params?: LookupParams): Promise<DnameRecord | null>
  /**
   * Puts the records of `addresses` in `queryClient`, under the keys the client components and
   * hooks read (as `prefetchDnameLookups` does), through this render's lookups: an address a
   * server component has shown, or will, is asked once for both. Hand the client over with
   * TanStack's `dehydrate` and `HydrationBoundary`, and the client components below show
   * these names with no request. A failure is not cached (the client tries again). Never throws.
   */
  prefetch(
    queryClient: QueryCacheWriter,
    addresses: readonly (string | null | undefined)[],
    params?: LookupParams,
  ): Promise<PrefetchResult>
  /** What the server's avatar (`createServerAvatar`) reads: the gateways, checked, the timeout, its words. */
  readonly avatars: ServerAvatarSettings
}

/** The avatar settings of a `DnameServer`. */
export interface ServerAvatarSettings {
  ipfsGateways: readonly string[]
  gatewayTimeoutMs: number
  verifiedAvatar: string | undefined
  /** The avatar's text when the record has no name, given the short address. */
  avatarOf: ((shortAddress: string) => string) | undefined
}

/** What one server render shares: its batcher, and the lookups it has made. */
interface RenderScope {
  batcher: LookupBatcher
  lookups: Map<string, Promise<DnameRecord | null>> | undefined
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Server components over one registry, for React Server Components (`dname-react/server`; React
 * 19). Each server render has its own batcher through React's `cache`, so a render of U
 * addresses sends `ceil(U / 20)` requests, and nothing is kept from one request to the next
 * but what the framework's data cache keeps: each request asks `fetch` to keep its answer
 * `SERVER_REVALIDATE_SECS` (Next.js's `next.revalidate`; other runtimes ignore it); a `client`
 * given is used as it is. Called outside a server render (a script, a test without a React
 * server), lookups share one batcher and nothing is kept.
 */
export function createDnameServer(options: DnameServerOptions): DnameServer {
  const client =
    options.client ??
    createDnameClient({
      baseUrl: options.baseUrl as string,
      // Read at each call: a framework may replace the global `fetch` after this module loads.
      fetch: (input, init) =>
        (options.fetch ?? globalThis.fetch)(input, {
          ...init,
          next: { revalidate: SERVER_REVALIDATE_SECS },
        } as RequestInit),
      headers: options.headers,
    })
  const make = (): RenderScope => ({
    batcher: createLookupBatcher(client, options.batch),
    lookups: new Map(),
  })
  const perRender = cache(make)
  let outside: RenderScope | undefined
  const scope = () => {
    const own = perRender()
    // React's `cache` keeps nothing outside a server render: one batcher for every caller
    // then, and no lookup kept, as nothing says when a request ends.
    if (own === perRender()) return own
    outside ??= { ...make(), lookups: undefined }
    return outside
  }

  function lookup(address: string, params?: LookupParams) {
    const { view, allowUnverified } = lookupParams(params)
    const { batcher, lookups } = scope()
    const key = `${view} ${allowUnverified} ${address}`
    let found = lookups?.get(key)
    if (!found) {
      found = (async () => {
        for (let failures = 0; ; failures++) {
          try {
            return await batcher.load(address, { view, allowUnverified })
          } catch (error) {
            if (!shouldRetry(failures, error)) throw error
            await wait(retryDelay(failures, error))
          }
        }
      })()
      lookups?.set(key, found)
    }
    return found
  }

  async function prefetch(
    queryClient: QueryCacheWriter,
    addresses: readonly (string | null | undefined)[],
    params?: LookupParams,
  ) {
    const asked = lookupParams(params)
    const unique = [...new Set<unknown>(addresses)]
    const valid = unique.filter((a): a is string => typeof a === 'string' && a !== '')
    const result: PrefetchResult = { found: 0, missing: 0, failed: unique.length - valid.length }
    const records: [string, DnameRecord | null][] = []
    await Promise.all([
      loadRenderChunks(),
      ...valid.map(async (address) => {
        try {
          records.push([address, await lookup(address, asked)])
        } catch {
          result.failed++
        }
      }),
    ])
    cacheLookups(queryClient, client.baseUrl, records, asked, result)
    return result
  }

  const labels = { ...NAME_LABELS, ...options.labels?.name }
  // One element for every name: the provider's sheet (same `href`), which React puts in the
  // head once.
  const sheet = (
    <style href="dname-react" precedence="dname-react" nonce={options.nonce}>
      {LAYOUT_CSS + CUT_CSS}
    </style>
  )

  /** The name once its lookup has settled. */
  async function LookedUp({ props, params }: { props: NameTextProps; params: LookupParams }) {
    try {
      return nameOf(props, await lookup(props.address as string, params), labels)
    } catch {
      // A failed lookup is not "no name": the error mark says so, as on the client.
      return drawName({ ...props, state: 'error' }, undefined, undefined, labels)
    }
  }

  function DnameName({
    address,
    record,
    view = 'thumbnail',
    allowUnverified,
    maxLength = 64,
    ...rest
  }: ServerNameProps) {
    // The client's NameText props: the name's, and the root element's.
    const props: NameTextProps = {
      ...rest,
      address,
      record: null,
      state: 'loading',
      match: undefined,
      maxLength,
    }
    let drawn: ReactNode
    if (record !== undefined) drawn = nameOf(props, record, labels)
    else if (!address)
      drawn = drawName({ ...props, state: 'not-found' }, undefined, undefined, labels)
    else {
      drawn = (
        <Suspense fallback={drawName(props, undefined, undefined, labels)}>
          <LookedUp props={props} params={{ view, allowUnverified }} />
        </Suspense>
      )
    }
    return (
      <>
        {sheet}
        {drawn}
      </>
    )
  }

  const avatars: ServerAvatarSettings = {
    // Refused here, naming the gateway, rather than as an avatar renders.
    ipfsGateways: checkGateways(options.ipfsGateways ?? DEFAULT_IPFS_GATEWAYS),
    gatewayTimeoutMs: options.gatewayTimeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS,
    verifiedAvatar: options.labels?.avatar?.verifiedAvatar,
    avatarOf: options.labels?.avatar?.avatarOf,
  }

  return { DnameName, lookup, prefetch, avatars }
}

/** The name of a settled lookup: found, or the address when there is none. */
function nameOf(props: NameTextProps, record: DnameRecord | null, labels: NameLabels) {
  const name = record ? displayName(record.name, props.maxLength) : undefined
  // As the client's check: the name as it came, when it is not plain ASCII.
  const raw = name?.text ? record?.name : undefined
  const lookAlike =
    raw !== undefined && !isPlain(raw.slice(0, LOOKED_AT)) ? nameWarning(raw) : undefined
  return drawName({ ...props, ...shown(record, props.address) }, name, lookAlike, labels)
}
