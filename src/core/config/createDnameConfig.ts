import { DEFAULT_IPFS_GATEWAYS } from '../avatar/avatarLinkUrls.js'
import { createLookupBatcher, type LookupBatcher } from '../batcher/createLookupBatcher.js'
import { createDnameClient, type DnameClient } from '../client/createDnameClient.js'

/** Where the registry is: a base address, or a client made with `createDnameClient`. */
// The base address last: TypeScript names the last member's missing property, and a missing
// `baseUrl` is the mistake to name.
export type DnameRegistry =
  | {
      /** A client made with `createDnameClient`; takes precedence over `baseUrl`, `fetch` and `headers`. */
      client: DnameClient
      baseUrl?: string | undefined
    }
  | {
      /** Base address of the registry, without the `/dname` path. Required. */
      baseUrl: string
      client?: undefined
    }

/** What `createDnameConfig` takes: the registry, and settings that all have defaults. */
export type DnameConfigOptions = DnameConfigSettings & DnameRegistry

export interface DnameConfigSettings {
  /** The `fetch` the client uses, such as `createMockRegistry().fetch`. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch | undefined
  /** Headers sent with every request. Defaults to none. */
  headers?: HeadersInit | undefined
  /** How lookups are merged into requests; a value out of range throws a `DnameInputError`. */
  batch?: {
    /** Most addresses in one lookup request, a whole number from 1 to 20. Defaults to `20`. */
    maxSize?: number | undefined
    /** Longest time, in milliseconds (0 to 60,000), a lookup waits for others to join its request. Defaults to `0` (the end of the task). */
    windowMs?: number | undefined
    /** Requests an address may meet a 429 in before its callers get the `DnameRateLimitError`, 1 to 100. Defaults to `3`. */
    maxRateLimitAttempts?: number | undefined
    /** `'page'`: requests are twenties of the rows shown, cached ones too, so every visitor of a page asks the same requests, which the registry's CDN answers; `'missing'`: only what is missing, in the order asked. Defaults to `'page'`. */
    grouping?: 'page' | 'missing' | undefined
  }
  /** How long, in milliseconds, a name stays fresh. Defaults to the query client's default, else `120_000` (the registry's CDN cache time). */
  staleTime?: number | undefined
  /** How long, in milliseconds, an unused name stays cached. Defaults to the query client's default, else `300_000`. */
  gcTime?: number | undefined
  /** IPFS gateways an `ipfs://` avatar is loaded through, tried in turn, each ending in `/ipfs/`; `[]` asks none. One that cannot serve images throws a `DnameInputError` naming it where the first avatar uses them. Defaults to `DEFAULT_IPFS_GATEWAYS`. */
  ipfsGateways?: readonly string[] | undefined
}

/**
 * One registry as the library uses it: its client, the batcher that merges lookups, the cache
 * times and the IPFS gateways. Made once, outside React, and shared by `<DnameProvider config>`,
 * route loaders and server prefetches (`lookupQueryOptions(config, address)`), so that they use
 * one client and one batcher.
 */
export interface DnameConfig {
  readonly client: DnameClient
  readonly batcher: LookupBatcher
  /** How long, in milliseconds, a name stays fresh; `undefined`: the query client's default, else `120_000`. */
  readonly staleTime: number | undefined
  /** How long, in milliseconds, an unused name stays cached; `undefined`: the query client's default, else `300_000`. */
  readonly gcTime: number | undefined
  /** IPFS gateways `DnameAvatar` tries in turn, checked by the first avatar that uses them. */
  readonly ipfsGateways: readonly string[]
}

/** Makes the client and the batcher of one registry, with the library's defaults. */
export function createDnameConfig(options: DnameConfigOptions): DnameConfig {
  const client =
    options.client ??
    createDnameClient({
      baseUrl: options.baseUrl as string,
      fetch: options.fetch,
      headers: options.headers,
    })
  return {
    client,
    batcher: createLookupBatcher(client, options.batch),
    staleTime: options.staleTime,
    gcTime: options.gcTime,
    // Checked where an avatar first uses them (`avatarUrls`): a page of names alone does not
    // load the check.
    ipfsGateways: options.ipfsGateways ?? DEFAULT_IPFS_GATEWAYS,
  }
}
