import { act, renderHook, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useDnameSearch } from '../../../src/react/hooks/useDnameSearch.js'
import { hookWrapper } from '../../support/renderWithRegistry.js'

describe('useDnameSearch', () => {
  it('keeps the previous result while the next page loads', async () => {
    const { wrapper, addresses } = hookWrapper({ latencyMs: 30 })
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
