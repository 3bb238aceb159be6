import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { useDname } from '../../../src/react/hooks/useDname.js'
import { useDnameLookups } from '../../../src/react/hooks/useDnameLookups.js'
import { useDnameSearch } from '../../../src/react/hooks/useDnameSearch.js'
import { useOwnedDnames } from '../../../src/react/hooks/useOwnedDnames.js'
import { BASE_URL, renderWithRegistry } from '../renderWithRegistry.js'

function withRegistry(options: Parameters<typeof createMockRegistry>[0] = {}) {
  const registry = createMockRegistry(options)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DnameProvider baseUrl={BASE_URL} fetch={registry.fetch}>
      {children}
    </DnameProvider>
  )
  return { registry, wrapper, addresses: registry.addresses! }
}

describe('useDnameLookups', () => {
  it('gives one result per address, in order, from one request', async () => {
    const { registry, wrapper, addresses } = withRegistry()
    const list = [addresses.userAvatar, addresses.noName, addresses.verified]
    const { result } = renderHook(() => useDnameLookups(list), { wrapper })
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true))
    expect(result.current.map((r) => r.data?.name ?? null)).toEqual([
      'bob.algo',
      null,
      'alice.algo',
    ])
    expect(registry.requests).toHaveLength(1)
  })
})

describe('useDname', () => {
  it('fetches one record by name, and null for a name that has none', async () => {
    const { wrapper } = withRegistry()
    const { result } = renderHook(
      () => [useDname('alice.algo'), useDname('nobody.algo')] as const,
      { wrapper },
    )
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true))
    expect(result.current[0].data?.avatarOutdated).toBe(true)
    expect(result.current[1].data).toBeNull()
  })
})

describe('useDnameSearch', () => {
  it('keeps the previous result while the next page loads', async () => {
    const { wrapper, addresses } = withRegistry({ latencyMs: 30 })
    const { result } = renderHook(
      () => {
        const [offset, setOffset] = useState(0)
        return {
          search: useDnameSearch({ owner: addresses.collector, limit: 10, offset }),
          setOffset,
        }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true))
    const firstPage = result.current.search.data?.dnames.map((r) => r.name)
    act(() => result.current.setOffset(10))
    expect(result.current.search.isPlaceholderData).toBe(true)
    expect(result.current.search.data?.dnames.map((r) => r.name)).toEqual(firstPage)
    await waitFor(() => expect(result.current.search.isPlaceholderData).toBe(false))
    expect(result.current.search.data?.dnames.map((r) => r.name)).not.toEqual(firstPage)
    expect(result.current.search.data?.total).toBe(5000)
  })
})

describe('useOwnedDnames', () => {
  it('pages through every name of an owner, with hasNextPage from total', async () => {
    const { registry, wrapper, addresses } = withRegistry({ seed: 2, size: 10 })
    const { result } = renderHook(
      () => useOwnedDnames(addresses.collector, { pageSize: 200, view: 'tiny' }),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.pages[0]?.total).toBe(5000)
    expect(result.current.hasNextPage).toBe(true)
    for (let page = 1; page < 25; page++) {
      await act(() => result.current.fetchNextPage())
    }
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(25))
    expect(result.current.hasNextPage).toBe(false)
    const names = result.current.data?.pages.flatMap((p) => p.dnames.map((r) => r.name)) ?? []
    expect(new Set(names).size).toBe(5000)
    const offsets = registry.requests.map((r) => Number(r.query.offset?.[0]))
    expect(offsets).toEqual(Array.from({ length: 25 }, (_, i) => i * 200))
    expect(registry.requests.every((r) => r.query.limit?.[0] === '200')).toBe(true)
  })

  it('has no next page for an owner with fewer names than a page', async () => {
    const { wrapper, addresses } = withRegistry()
    const { result } = renderHook(() => useOwnedDnames(addresses.segmentOwner), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.pages[0]?.total).toBe(result.current.data?.pages[0]?.dnames.length)
    expect(result.current.hasNextPage).toBe(false)
  })
})

describe('DnameProvider', () => {
  it('says what is missing when a hook has no provider', () => {
    expect(() => renderHook(() => useDname('alice.algo'))).toThrow(/DnameProvider/)
  })

  it('takes the batch size', async () => {
    const { addresses } = generateDataset()
    const { registry } = renderWithRegistry(<Lookups />, { provider: { batch: { maxSize: 2 } } })
    await screen.findByText('done')
    expect(registry.requests.map((r) => r.query.address?.length)).toEqual([2, 2, 1])
    function Lookups() {
      const results = useDnameLookups(
        Object.values(addresses)
          .filter((a) => !a.startsWith('0x'))
          .slice(0, 5),
      )
      return <span>{results.every((r) => r.isSuccess) ? 'done' : 'waiting'}</span>
    }
  })

  it('refuses a batch size that is not one with a DnameInputError naming it', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() =>
      renderWithRegistry(<span />, { provider: { batch: { maxSize: Number.NaN } } }),
    ).toThrow(expect.objectContaining({ name: 'DnameInputError', parameter: 'maxSize' }))
    silence.mockRestore()
  })

  it('uses the staleTime it is given', async () => {
    const { addresses } = generateDataset()
    const { queryClient } = renderWithRegistry(<One />, { provider: { staleTime: 400 } })
    await screen.findByText('done')
    const query = queryClient.getQueryCache().getAll()[0]
    expect(query?.isStale()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(query?.isStale()).toBe(true)
    function One() {
      const { isSuccess } = useDnameLookups([addresses.verified])[0]!
      return <span>{isSuccess ? 'done' : 'waiting'}</span>
    }
  })
})

describe('DnameProvider identity', () => {
  it('keeps its client and batcher when re-rendered with a new inline fetch and an equal gateway list', async () => {
    const { useDnameContext } = await import('../../../src/react/DnameContext.js')
    const registry = createMockRegistry()
    const seen: unknown[] = []
    function Probe() {
      const context = useDnameContext()
      seen.push(context)
      return null
    }
    const ui = () => (
      <DnameProvider
        baseUrl={BASE_URL}
        fetch={(i, init) => registry.fetch(i, init)}
        ipfsGateways={['https://gw.test/ipfs/']}
      >
        <Probe />
      </DnameProvider>
    )
    const { rerender } = renderHook(() => null, { wrapper: () => ui() })
    rerender()
    type Seen = { client: unknown; batcher: unknown; ipfsGateways: unknown }
    const first = seen[0] as Seen
    const last = seen.at(-1) as Seen
    expect(seen.length).toBeGreaterThan(1)
    expect(last.client).toBe(first.client)
    expect(last.batcher).toBe(first.batcher)
    expect(last.ipfsGateways).toBe(first.ipfsGateways)
  })
})
