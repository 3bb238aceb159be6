/**
 * The binding the components and the lookup hooks read lookups through: TanStack's observer, as
 * `useQuery` reads it, with the first fetch started as the component renders.
 */
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { expect, it } from 'vitest'
import { lookupQueryKey } from '../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { useDnameLookup } from '../../../src/react/hooks/useDnameLookup.js'
import {
  mount,
  namedRegistry,
  nameOf,
  provider,
  rowText,
  until,
} from '../../integration/react/concurrency/harness.js'
import { BASE_URL, renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset()

it('keeps its subscription, and the fetch, through the strict remount of StrictMode', async () => {
  const { lookups, queryClient } = renderWithRegistry(<DnameName address={addresses.verified} />, {
    registry: { latencyMs: 50 },
  })
  expect(await screen.findByText('alice.algo')).toBeTruthy()
  expect(lookups()).toHaveLength(1)
  expect(lookups()[0]?.status).toBe(200)
  const key = lookupQueryKey(BASE_URL, addresses.verified, { view: 'thumbnail' })
  expect(queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(1)
})

it("shows a component's failure, never throwing it at the page, when the query client's defaults would", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { throwOnError: true } } })
  const { registry, container } = renderWithRegistry(<DnameName address={addresses.verified} />, {
    provider: { queryClient },
    registry: { latencyMs: 20 },
  })
  registry.failNext(1, 404)
  await waitFor(() =>
    expect(container.querySelector('[data-dname]')?.getAttribute('data-state')).toBe('error'),
  )
})

it('reads a lookup from the query client its provider is given now, when it changes', async () => {
  function Name({ address }: { address: string }) {
    const { data } = useDnameLookup(address)
    return <p>{data === undefined ? 'loading' : (data?.name ?? 'none')}</p>
  }
  const registry = createMockRegistry()
  const page = (queryClient: QueryClient) => (
    <DnameProvider baseUrl={BASE_URL} fetch={registry.fetch} queryClient={queryClient}>
      <Name address={addresses.verified} />
    </DnameProvider>
  )
  const view = render(page(new QueryClient()))
  expect(await screen.findByText('alice.algo')).toBeTruthy()
  const second = new QueryClient()
  const seeded: DnameRecord = { name: 'seeded.algo', caAlgo: [addresses.verified] }
  second.setQueryData(lookupQueryKey(BASE_URL, addresses.verified), seeded)
  view.rerender(page(second))
  expect(await screen.findByText('seeded.algo')).toBeTruthy()
  expect(registry.requests).toHaveLength(1)
})

const observersOf = (queryClient: QueryClient, address: string) =>
  queryClient
    .getQueryCache()
    .find({ queryKey: lookupQueryKey(BASE_URL, address, { view: 'thumbnail' }) })
    ?.getObserversCount()

it('gives the components that show one lookup one observer, which leaves with the last of them', async () => {
  const rows = (address: string, count: number) =>
    Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat the address, as a history does
      <p key={i}>
        <DnameAvatar address={address} size={24} />
        <DnameName address={address} />
      </p>
    ))
  const { queryClient, lookups, rerender } = renderWithRegistry(
    <>
      {rows(addresses.verified, 3)}
      {rows(addresses.noName, 1)}
    </>,
  )
  expect(await screen.findAllByText('alice.algo')).toHaveLength(3)
  expect(lookups()).toHaveLength(1)
  expect(observersOf(queryClient, addresses.verified)).toBe(1)
  expect(observersOf(queryClient, addresses.noName)).toBe(1)
  // A row that moves to another address moves to that address's observer.
  rerender(
    <>
      {rows(addresses.noName, 2)}
      {rows(addresses.verified, 1)}
    </>,
  )
  expect(observersOf(queryClient, addresses.verified)).toBe(1)
  expect(observersOf(queryClient, addresses.noName)).toBe(1)
  rerender(<p />)
  await waitFor(() => expect(observersOf(queryClient, addresses.verified)).toBe(0))
  expect(observersOf(queryClient, addresses.noName)).toBe(0)
  expect(lookups()).toHaveLength(1)
})

it.each([
  ['', false],
  [' in StrictMode', true],
])(
  "renders a row's answer with no observer added, and its components attached as they were%s",
  async (_, strict) => {
    const { queryClient, container } = renderWithRegistry(
      <p>
        <DnameAvatar address={addresses.verified} />
        <DnameName address={addresses.verified} />
      </p>,
      { registry: { latencyMs: 20 }, strict },
    )
    const added: string[] = []
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'observerAdded' || event.type === 'observerRemoved') added.push(event.type)
    })
    // The one observer of the row was added as it committed; the answer's render adds none, nor
    // takes it away and back (it would, were the row's components detached and attached again).
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    await waitFor(() =>
      expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-state')).toBe(
        'found',
      ),
    )
    stop()
    expect(added).toEqual([])
    const key = lookupQueryKey(BASE_URL, addresses.verified, { view: 'thumbnail' })
    expect(queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(1)
  },
)

it('fetches as a useQuery of its own would when it joins a shown lookup: stale data, a failure', async () => {
  const page = (count: number) =>
    Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: one address, shown again and again
      <DnameName key={i} address={addresses.verified} />
    ))
  // Fresh for 2 minutes (the default): a component that joins asks nothing.
  const fresh = renderWithRegistry(page(1))
  expect(await screen.findByText('alice.algo')).toBeTruthy()
  fresh.rerender(page(2))
  expect(await screen.findAllByText('alice.algo')).toHaveLength(2)
  expect(fresh.lookups()).toHaveLength(1)
  fresh.unmount()
  // Stale at once: a component that joins fetches it again, as useQuery's refetchOnMount does.
  const stale = renderWithRegistry(page(1), { provider: { staleTime: 0 } })
  expect(await screen.findByText('alice.algo')).toBeTruthy()
  expect(stale.lookups()).toHaveLength(1)
  stale.rerender(page(2))
  await waitFor(() => expect(stale.lookups()).toHaveLength(2))
  stale.unmount()
  // A lookup that failed is tried again by a component that joins (retryOnMount).
  const failed = renderWithRegistry(page(1))
  failed.registry.failNext(1, 404)
  await waitFor(() =>
    expect(failed.container.querySelector('[data-dname]')?.getAttribute('data-state')).toBe(
      'error',
    ),
  )
  failed.rerender(page(2))
  expect(await screen.findAllByText('alice.algo')).toHaveLength(2)
  expect(failed.lookups()).toHaveLength(2)
})

it('shows what reached a lookup in the middle of a render in the components that render after', () => {
  const key = lookupQueryKey(BASE_URL, addresses.verified, { view: 'thumbnail' })
  const arrived: DnameRecord = { name: 'arrived.algo', caAlgo: [addresses.verified] }
  // The record reaches the cache between the two names' renders, as an answer may between two
  // slices of a render: the second must not show the first's result, worked out before it.
  function Arrive({ client }: { client: QueryClient }) {
    if (client.getQueryData(key) === undefined) client.setQueryData(key, arrived)
    return null
  }
  const atCommit: string[] = []
  function Look() {
    // The first commit only: React 18's strict effects run this again.
    useLayoutEffect(() => {
      if (atCommit.length > 0) return
      for (const name of document.querySelectorAll('[data-dname]'))
        atCommit.push(name.getAttribute('data-state') ?? '')
    }, [])
    return null
  }
  const queryClient = new QueryClient()
  renderWithRegistry(
    <>
      <DnameName address={addresses.verified} />
      <Arrive client={queryClient} />
      <DnameName address={addresses.verified} />
      <Look />
    </>,
    { provider: { queryClient } },
  )
  expect(atCommit).toEqual(['loading', 'found'])
})

it('lets a render end its hold, and its lookups answer, only once their components have subscribed', async () => {
  const { addresses: rows, config: own } = namedRegistry(25, 91)
  const queryClient = new QueryClient()
  // Subscribers of each lookup query when an answer held for the render could first reach it:
  // the microtasks after the hold ends.
  const atRelease: number[] = []
  const config = {
    ...own,
    batcher: {
      ...own.batcher,
      hold() {
        const release = own.batcher.hold()
        return () => {
          queueMicrotask(() => {
            for (const query of queryClient.getQueryCache().findAll({ queryKey: ['dname'] }))
              atRelease.push(query.getObserversCount())
          })
          release()
        }
      },
    },
  }
  // React's own scheduling, without `act`: the effects after the paint run in a task of their
  // own, as in a browser.
  const { container } = mount(
    provider(
      config,
      queryClient,
      rows.map((address) => (
        <p key={address} data-row={address}>
          <DnameName address={address} />
        </p>
      )),
    ),
  )
  await until(() => rows.every((a, i) => rowText(container, a) === nameOf(i)), 'every name')
  expect(atRelease.length).toBeGreaterThanOrEqual(rows.length)
  expect(atRelease.filter((count) => count === 0)).toEqual([])
})
