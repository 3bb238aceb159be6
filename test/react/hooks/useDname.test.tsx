import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDname } from '../../../src/react/hooks/useDname.js'
import { hookWrapper } from '../../support/renderWithRegistry.js'

describe('useDname', () => {
  it('fetches one record by name, and null for a name that has none', async () => {
    const { wrapper } = hookWrapper()
    const { result } = renderHook(
      () => [useDname('alice.algo'), useDname('nobody.algo')] as const,
      { wrapper },
    )
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true))
    expect(result.current[0].data?.avatarOutdated).toBe(true)
    expect(result.current[1].data).toBeNull()
  })
})
