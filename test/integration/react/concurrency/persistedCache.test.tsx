/**
 * A cache persisted with TanStack's persister: a reload shows the names from storage at once
 * and sends nothing while they are fresh; while the cache is restored, nothing is sent either.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { type ReactNode, useLayoutEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DnameProvider } from '../../../../src/react/DnameProvider.js'
import {
  KINDS,
  type Kind,
  mount,
  namedRegistry,
  nameOf,
  Rows,
  rowText,
  sleep,
  until,
} from './harness.js'

afterEach(() => window.localStorage.clear())

/** The docs' recipe: the persisted client above the provider, which takes it from context. */
function App({
  client,
  children,
  config,
}: {
  client: QueryClient
  children: ReactNode
  config: ReturnType<typeof namedRegistry>['config']
}) {
  const persister = createSyncStoragePersister({ storage: window.localStorage, throttleTime: 0 })
  return (
    <PersistQueryClientProvider client={client} persistOptions={{ persister }}>
      <DnameProvider config={config}>{children}</DnameProvider>
    </PersistQueryClientProvider>
  )
}

describe.each(KINDS)('%s rows', (kind: Kind) => {
  it('shows the names from storage on reload and sends nothing while they are fresh', async () => {
    const { addresses, sent, config } = namedRegistry(25, 61)
    const rows = <Rows addresses={addresses} kind={kind} />
    const shown = (container: HTMLElement) =>
      addresses.every((a, i) => rowText(container, a) === nameOf(i))
    // The first visit looks the names up, and the persister writes them to storage.
    const first = mount(
      <App client={new QueryClient()} config={config}>
        {rows}
      </App>,
    )
    await until(() => shown(first.container), 'every name')
    await until(() => (window.localStorage.length ?? 0) > 0, 'the cache in storage')
    await sleep(50)
    first.root.unmount()
    first.container.remove()
    expect(sent).toHaveLength(2)
    // A reload: a new, empty query client, restored from storage.
    const second = mount(
      <App client={new QueryClient()} config={config}>
        {rows}
      </App>,
    )
    await until(() => shown(second.container), 'every name from storage')
    await sleep(100)
    expect(sent).toHaveLength(2)
  })
})

describe('the first frame of a reload', () => {
  /** The states of the page's names as its first commit leaves them (the first frame). */
  function FirstCommit({ seen }: { seen: string[] }) {
    useLayoutEffect(() => {
      for (const name of document.querySelectorAll('[data-dname]'))
        seen.push(name.getAttribute('data-state') ?? '')
    }, [seen])
    return null
  }

  /** A first visit that looks 25 names up and leaves them in storage. */
  async function visited() {
    const registry = namedRegistry(25, 62)
    const rows = <Rows addresses={registry.addresses} kind="library" />
    const first = mount(
      <App client={new QueryClient()} config={registry.config}>
        {rows}
      </App>,
    )
    await until(
      () => registry.addresses.every((a, i) => rowText(first.container, a) === nameOf(i)),
      'every name',
    )
    await until(() => window.localStorage.length > 0, 'the cache in storage')
    await sleep(50)
    first.root.unmount()
    first.container.remove()
    return { ...registry, rows }
  }

  it('with PersistQueryClientProvider, shows the names loading until the restore, then from storage', async () => {
    const { rows, config, sent } = await visited()
    const seen: string[] = []
    mount(
      <App client={new QueryClient()} config={config}>
        {rows}
        <FirstCommit seen={seen} />
      </App>,
    )
    await until(() => seen.length > 0, 'the first commit')
    // The provider restores after its first render: the first frame shows skeletons.
    expect(new Set(seen)).toEqual(new Set(['loading']))
    await until(() => document.querySelectorAll('[data-state="found"]').length === 25, 'names')
    expect(sent).toHaveLength(2)
  })
})
