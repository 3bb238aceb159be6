import { type QueryClient, useQuery } from '@tanstack/react-query'
import { Component, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'
import {
  createDnameConfig,
  type DnameConfig,
} from '../../../../src/core/config/createDnameConfig.js'
import {
  lookupQueryKey,
  lookupQueryOptions,
} from '../../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../../src/core/schemas/dnameRecordSchema.js'
import {
  createMockRegistry,
  type MockRegistryOptions,
} from '../../../../src/mock/createMockRegistry.js'
import { DnameName } from '../../../../src/react/components/DnameName.js'
import { useDnameContext } from '../../../../src/react/DnameContext.js'
import { DnameProvider } from '../../../../src/react/DnameProvider.js'
import { testAddresses } from '../../../support/ledgerAddresses.js'

/**
 * What the concurrency suite shares: React's own scheduler (no `act`, which renders everything
 * at once), a simulated registry of `count` named addresses whose requests are recorded, and two
 * kinds of rows over one provider: the library's, and a control that reads the same lookup with
 * plain `useQuery(lookupQueryOptions(...))` on the same batcher and cache.
 */

export const BASE_URL = 'https://registry.test'
export const VIEW = { view: 'thumbnail' } as const

/** `library`: `DnameName`. `control`: plain `useQuery` with the library's query options. */
export type Kind = 'library' | 'control'
export const KINDS: Kind[] = ['library', 'control']

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.innerHTML = ''
})

/** Holds the main thread, as a row that takes time to render does, so React renders in slices. */
export function busy(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end) {}
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `check` holds, looking every few milliseconds; fails after `ms`. */
export async function until(check: () => boolean, what = 'the condition', ms = 30_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(5)
  }
}

export const nameOf = (i: number) => `n${i}.algo`

/** A registry where each of `count` addresses has its own verified name, `n<i>.algo`. */
export function namedRegistry(count: number, salt: number, options: MockRegistryOptions = {}) {
  const addresses = testAddresses(count, salt)
  const records: DnameRecord[] = addresses.map((address, i) => ({
    name: nameOf(i),
    owner: address,
    caAlgo: [address],
    properties: { verified: {} },
  }))
  const registry = createMockRegistry({ latencyMs: 30, ...options, records })
  /** The addresses of each lookup request, in order. */
  const sent: string[][] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(String(input))
    if (url.pathname === '/dname/lookup') sent.push(url.searchParams.getAll('address'))
    return registry.fetch(input, init)
  }
  const config = createDnameConfig({ baseUrl: BASE_URL, fetch })
  return { registry, addresses, sent, sizes: () => sent.map((s) => s.length), config, fetch }
}

/** One row: the name its kind shows for `address`, in a `data-row` element. */
export function Row({ address, kind, slow = 0 }: { address: string; kind: Kind; slow?: number }) {
  busy(slow)
  return (
    <li data-row={address}>
      {kind === 'library' ? (
        <DnameName address={address} {...VIEW} />
      ) : (
        <Control address={address} />
      )}
    </li>
  )
}

function Control({ address }: { address: string }) {
  const config = useDnameContext()
  const { data } = useQuery(lookupQueryOptions(config, address, VIEW), config.queryClient)
  return <span>{data === undefined ? '…' : (data?.name ?? 'no name')}</span>
}

export function Rows({
  addresses,
  kind,
  slow,
}: {
  addresses: readonly string[]
  kind: Kind
  slow?: number
}) {
  return (
    <ul>
      {addresses.map((address) => (
        <Row key={address} address={address} kind={kind} {...(slow ? { slow } : {})} />
      ))}
    </ul>
  )
}

/** A root of its own in the page, rendered with React's scheduler. */
export function mount(ui: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  roots.push(root)
  root.render(ui)
  return { root, container }
}

/** The text a row shows, or `undefined` when it is not on the page. */
export const rowText = (container: HTMLElement, address: string) =>
  container.querySelector(`[data-row="${address}"]`)?.textContent ?? undefined

/** The name the cache holds for `address`'s lookup, as the rows ask it. */
export const cachedName = (queryClient: QueryClient, address: string) =>
  queryClient.getQueryData<DnameRecord | null>(lookupQueryKey(BASE_URL, address, VIEW))?.name

export function provider(config: DnameConfig, queryClient: QueryClient, children: ReactNode) {
  return (
    <DnameProvider config={config} queryClient={queryClient}>
      {children}
    </DnameProvider>
  )
}

/** An error boundary that shows `caught <the error's name>` in place of what threw. */
export class Catch extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>caught {this.state.error.name}</p> : this.props.children
  }
}
