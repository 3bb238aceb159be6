import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
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

  it('takes a list that repeats addresses and has missing ones: one query each, no warning', async () => {
    const warn = vi.spyOn(console, 'warn')
    const { registry, wrapper, addresses } = hookWrapper()
    const list = [addresses.verified, null, addresses.verified, undefined, '', addresses.userAvatar]
    const { result } = renderHook(() => useDnameLookups(list), { wrapper })
    await waitFor(() =>
      expect(result.current[0]?.isSuccess && result.current[5]?.isSuccess).toBe(true),
    )
    expect(result.current.map((r) => r.data?.name ?? null)).toEqual([
      'alice.algo',
      null,
      'alice.algo',
      null,
      null,
      'bob.algo',
    ])
    expect(result.current[1]?.fetchStatus).toBe('idle')
    expect(registry.requests).toHaveLength(1)
    expect(registry.requests[0]?.query.address).toHaveLength(2)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
