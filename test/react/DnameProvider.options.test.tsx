import { cleanup, renderHook, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../src/mock/generateDataset.js'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import { useDname } from '../../src/react/hooks/useDname.js'
import { useDnameLookups } from '../../src/react/hooks/useDnameLookups.js'
import { BASE_URL, renderWithRegistry } from '../support/renderWithRegistry.js'

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
    // Waited for, not timed: a name fresh for an hour is fresh however slow the machine, and
    // one fresh for a millisecond goes stale.
    renderWithRegistry(<One />, { provider: { staleTime: 3_600_000 } })
    await screen.findByText('fresh')
    cleanup()
    renderWithRegistry(<One />, { provider: { staleTime: 1 } })
    await screen.findByText('stale')
    function One() {
      const { isSuccess, isStale } = useDnameLookups([addresses.verified])[0]!
      return <span>{!isSuccess ? 'waiting' : isStale ? 'stale' : 'fresh'}</span>
    }
  })
})

describe('DnameProvider identity', () => {
  it('keeps its client and batcher when re-rendered with a new inline fetch and an equal gateway list', async () => {
    const { useDnameContext } = await import('../../src/react/DnameContext.js')
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
