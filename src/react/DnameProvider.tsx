import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useMemo, useRef } from 'react'
import * as ReactDOM from 'react-dom'
import { browserFetchClients } from '../core/client/browserFetchClients.js'
import { createDnameClient } from '../core/client/createDnameClient.js'
import { loadFailures, loadNameWarning, loadValidation } from '../core/client/loadValidation.js'
import {
  createDnameConfig,
  type DnameConfig,
  type DnameConfigSettings,
  type DnameRegistry,
} from '../core/config/createDnameConfig.js'
import { LAYOUT_CSS } from './components/layoutSheet.js'
import { cutSheetChunk } from './components/NameText.js'
import { DEFAULT_GATEWAY_TIMEOUT_MS, DnameContext, type DnameContextValue } from './DnameContext.js'
import { useServerHtml } from './hooks/useLazyModule.js'
import type { DnameLabelsInput } from './labels/DEFAULT_LABELS.js'
import { createLookupRuntime } from './query/createLookupRuntime.js'

/** The registry: a config made with `createDnameConfig`, or the options to make one. */
export type DnameProviderProps = DnameProviderOptions &
  Omit<DnameConfigSettings, 'headers'> &
  (
    | {
        /** A config made with `createDnameConfig`, shared with loaders and server prefetches; the other registry props are then ignored. */
        config: DnameConfig
        baseUrl?: undefined
        client?: undefined
      }
    // Last, so that a provider with no registry is told that `baseUrl` is missing.
    | ({ config?: undefined } & DnameRegistry)
  )

export interface DnameProviderOptions {
  /** The TanStack Query client that caches names. Defaults to the nearest `QueryClientProvider`'s, or one of the provider's own. */
  queryClient?: QueryClient | undefined
  /** Milliseconds an avatar in view waits for a gateway before trying the next, then its drawn picture; components may set their own. Defaults to `3000`. */
  gatewayTimeoutMs?: number | undefined
  /** Words that replace the components' English ones, by component (`{ name: { unverified: 'nicht bestätigt' } }`). Defaults to `DEFAULT_LABELS`. */
  labels?: DnameLabelsInput | undefined
  /** The locale counts are written in. Defaults to the page's `lang`, and English while the page hydrates. */
  locale?: string | undefined
  /** The nonce of the page's Content-Security-Policy, for the `<style>` the provider adds to the head (the names' layout) where the policy allows no inline styles. Defaults to none. */
  nonce?: string | undefined
  children?: ReactNode
}

// In a browser, what the first names need starts loading as this module is evaluated: the
// parsers, what reads a failure (a 404's "no match" too) and the look-alike check. A chunk
// asked for as the provider renders would be requested only once the whole page has rendered
// (an `import()` waits for a microtask), and would land with the first answer. No request
// waits for them.
// The sheet long names are cut by, too, which the first long name adds (`NameText`).
if (typeof document !== 'undefined') {
  loadValidation()
  loadFailures()
  loadNameWarning()
  cutSheetChunk.load()
}

/** The config the provider's own props describe, while no `config` is given. */
function useOwnConfig(props: DnameProviderProps): DnameConfig | undefined {
  const own = props.config ? undefined : props
  // The latest `fetch` is read at each request, so an inline function does not remake the
  // client and batcher on every render.
  const fetchRef = useRef(own?.fetch)
  fetchRef.current = own?.fetch
  const needed = own !== undefined
  const { client, baseUrl, batch = {}, staleTime, gcTime, ipfsGateways } = own ?? {}
  const { maxSize, windowMs, maxRateLimitAttempts, grouping } = batch
  // An equal list keeps the config; an empty one is a list (no gateway), not one empty gateway.
  const gateways = JSON.stringify(ipfsGateways)
  return useMemo(
    () =>
      needed
        ? createDnameConfig({
            client:
              client ??
              createDnameClient({
                baseUrl: baseUrl as string,
                fetch: (input, init) => (fetchRef.current ?? globalThis.fetch)(input, init),
              }),
            batch: { maxSize, windowMs, maxRateLimitAttempts, grouping },
            staleTime,
            gcTime,
            ipfsGateways: gateways && JSON.parse(gateways),
          })
        : undefined,
    [
      needed,
      client,
      baseUrl,
      maxSize,
      windowMs,
      maxRateLimitAttempts,
      grouping,
      staleTime,
      gcTime,
      gateways,
    ],
  )
}

/**
 * Holds the registry's config (client, lookup batcher, cache times, gateways) and the query
 * client for the hooks and components below it. Every prop may change between renders.
 */
export function DnameProvider(props: DnameProviderProps) {
  const own = useOwnConfig(props)
  const config = (props.config ?? own) as DnameConfig
  // The connection to the registry opens as the provider first renders, when requests go
  // through the browser's own `fetch` (not the app's, which may be a simulated registry), so
  // the first lookup waits less for DNS, TCP and TLS. (React 19; React 18 has no `preconnect`.)
  const direct =
    props.config || props.client ? browserFetchClients.has(config.client) : !props.fetch
  if (direct) ReactDOM.preconnect?.(config.client.baseUrl, { crossOrigin: '' })
  const outer = useContext(QueryClientContext)
  // Made when first needed, and kept: a provider that loses its `queryClient` prop, or the
  // `QueryClientProvider` above it, goes on with a client of its own.
  const ownQueryClient = useRef<QueryClient | undefined>(undefined)
  if (!props.queryClient && !outer) ownQueryClient.current ??= new QueryClient()
  const queryClient = props.queryClient ?? outer ?? (ownQueryClient.current as QueryClient)
  // One per query client too: the components' shared observers are of one client.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const runtime = useMemo(() => createLookupRuntime(config.batcher), [config, queryClient])
  const { gatewayTimeoutMs = DEFAULT_GATEWAY_TIMEOUT_MS, labels, locale, nonce } = props
  const state = useMemo(() => {
    const value: DnameContextValue = { ...config, queryClient }
    return { value, runtime, components: { gatewayTimeoutMs, labels, locale, nonce } }
  }, [config, queryClient, runtime, gatewayTimeoutMs, labels, locale, nonce])
  const serverHtml = useServerHtml()
  const sheet = (
    <style href="dname-react" precedence="dname-react" nonce={nonce}>
      {LAYOUT_CSS}
    </style>
  )
  const tree = (
    <DnameContext.Provider value={state}>
      {/* React 19 puts it in the page's head once, on the server too. React 18 would leave it
          here, among the app's elements: it goes to the head, once the page is the browser's. */}
      {(ReactDOM as { preconnect?: unknown }).preconnect
        ? sheet
        : !serverHtml && ReactDOM.createPortal(sheet, document.head)}
      {props.children}
    </DnameContext.Provider>
  )
  // Give the app's own TanStack hooks this client too, unless it already has a provider.
  return outer ? tree : <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
}
