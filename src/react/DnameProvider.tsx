import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useMemo, useRef, useState } from 'react'
import * as ReactDOM from 'react-dom'
import { DEFAULT_IPFS_GATEWAYS } from '../core/avatar/avatarUrls.js'
import { checkGateways } from '../core/avatar/checkGateways.js'
import { createLookupBatcher } from '../core/batcher/createLookupBatcher.js'
import { browserFetchClients } from '../core/client/browserFetchClients.js'
import { createDnameClient, type DnameClient } from '../core/client/createDnameClient.js'
import {
  loadAddressValidation,
  loadNameWarning,
  loadValidation,
} from '../core/client/loadValidation.js'
import { createSharedLookups } from './createSharedLookups.js'
import { DnameContext, type DnameContextValue } from './DnameContext.js'

/** Where the registry is: a base address, or a client made with `createDnameClient`. */
export type DnameProviderProps = DnameProviderOptions &
  (
    | {
        /** Base address of the registry, without the `/dname` path. */
        baseUrl: string
        client?: undefined
      }
    | {
        /** A client made with `createDnameClient`; takes precedence over `baseUrl` and `fetch`. */
        client: DnameClient
        baseUrl?: string | undefined
      }
  )

export interface DnameProviderOptions {
  /** The `fetch` the client uses, such as `createMockRegistry().fetch`; read at each request. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch | undefined
  /** The TanStack Query client that caches names. Defaults to the nearest `QueryClientProvider`'s, or a new one. */
  queryClient?: QueryClient | undefined
  /** How lookups are merged into requests; a value out of range throws a `DnameInputError` at render. */
  batch?: {
    /** Most addresses in one lookup request, a whole number from 1 to 20. Defaults to `20`. */
    maxSize?: number | undefined
    /** Longest time, in milliseconds (0 to 60,000), a lookup waits for others to join its request. Defaults to `0` (the end of the task). */
    windowMs?: number | undefined
  }
  /** How long, in milliseconds, a name stays fresh. Defaults to `120_000` (the registry's CDN cache time). */
  staleTime?: number | undefined
  /** How long, in milliseconds, an unused name stays cached. Defaults to `300_000`. */
  gcTime?: number | undefined
  /** IPFS gateways an `ipfs://` avatar is loaded through, tried in turn. Defaults to `DEFAULT_IPFS_GATEWAYS`. */
  ipfsGateways?: readonly string[] | undefined
  children?: ReactNode
}

// In a browser, what the first names need starts loading as this module is evaluated: the
// parsers, the checksum and the look-alike check. Bundlers make each `import()` wait for a
// microtask, and a page's first render runs in one task, so chunks asked for as the provider
// renders would only be requested once the whole page has rendered, and would land with the
// first answer, their evaluation on the first name's path. (No request waits for them.)
if (typeof document !== 'undefined') {
  loadValidation()
  loadAddressValidation()
  loadNameWarning()
}

/** Holds the registry client, the lookup batcher and the query cache for the hooks below it. */
export function DnameProvider({
  baseUrl,
  fetch,
  client: givenClient,
  queryClient: givenQueryClient,
  batch,
  staleTime,
  gcTime,
  ipfsGateways = DEFAULT_IPFS_GATEWAYS,
  children,
}: DnameProviderProps) {
  // The connection to the registry opens as the provider first renders, so the first lookup,
  // sent as the first rows render, waits less for DNS, TCP and TLS: when requests go through the
  // browser's own `fetch`, not the app's, which may be a simulated registry. (React 19; React 18
  // has no `preconnect`.)
  const registry = givenClient
    ? browserFetchClients.has(givenClient) && givenClient.baseUrl
    : !fetch && baseUrl
  if (registry) ReactDOM.preconnect?.(registry, { crossOrigin: '' })
  const outer = useContext(QueryClientContext)
  const [ownQueryClient] = useState(() =>
    givenQueryClient || outer ? undefined : new QueryClient(),
  )
  const queryClient = givenQueryClient ?? outer ?? (ownQueryClient as QueryClient)
  // The latest `fetch` is read at request time, so an inline function does not remake the
  // client and batcher (and lose what is in flight) on every render.
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const client = useMemo(
    () =>
      givenClient ??
      createDnameClient({
        baseUrl: baseUrl ?? '',
        fetch: (input, init) => (fetchRef.current ?? globalThis.fetch)(input, init),
      }),
    [givenClient, baseUrl],
  )
  const gatewaysKey = ipfsGateways.join('\n')
  // Checked once per list: a gateway that cannot serve images throws a DnameInputError here,
  // not an avatar later. An equal list keeps its identity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an equal list keeps its identity
  const gateways = useMemo(() => checkGateways(ipfsGateways), [gatewaysKey])
  const maxSize = batch?.maxSize
  const windowMs = batch?.windowMs
  const batcher = useMemo(
    () => createLookupBatcher(client, { maxSize, windowMs }),
    [client, maxSize, windowMs],
  )
  const value = useMemo<DnameContextValue>(() => {
    const context = { client, batcher, queryClient, staleTime, gcTime }
    return { ...context, ipfsGateways: gateways, lookups: createSharedLookups(context) }
  }, [client, batcher, queryClient, staleTime, gcTime, gateways])
  const tree = <DnameContext.Provider value={value}>{children}</DnameContext.Provider>
  // Give the app's own TanStack hooks this client too, unless it already has a provider.
  return outer ? tree : <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
}
