/**
 * The binding the components and the lookup hooks read lookups through: TanStack's observer, as
 * `useQuery` reads it, with the first fetch started as the component renders.
 */
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { lookupQueryKey } from '../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { useDnameLookup } from '../../../src/react/hooks/useDnameLookup.js'
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
