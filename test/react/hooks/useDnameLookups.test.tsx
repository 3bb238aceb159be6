import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDnameLookups } from '../../../src/react/hooks/useDnameLookups.js'
import { hookWrapper } from '../../support/renderWithRegistry.js'

describe('useDnameLookups', () => {
  it('gives one result per address, in order, from one request', async () => {
    const { registry, wrapper, addresses } = hookWrapper()
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
