import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOwnedDnames } from '../../../src/react/hooks/useOwnedDnames.js'
import { hookWrapper } from '../../support/renderWithRegistry.js'

describe('useOwnedDnames', () => {
  it('pages through every name of an owner, with hasNextPage from total', async () => {
    const { registry, wrapper, addresses } = hookWrapper({ seed: 2, size: 10 })
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
    const { wrapper, addresses } = hookWrapper()
    const { result } = renderHook(() => useOwnedDnames(addresses.segmentOwner), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.pages[0]?.total).toBe(result.current.data?.pages[0]?.dnames.length)
    expect(result.current.hasNextPage).toBe(false)
  })
})
