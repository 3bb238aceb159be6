import { screen } from '@testing-library/react'
import { Profiler, type ProfilerOnRenderCallback } from 'react'
import { expect, it, vi } from 'vitest'
import { useDnameLookup } from '../../../src/react/hooks/useDnameLookup.js'
import { testAddresses } from '../../support/ledgerAddresses.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

function Row({ address }: { address: string }) {
  const { data, isPending } = useDnameLookup(address)
  return <li>{isPending ? '…' : (data?.name ?? address.slice(0, 6))}</li>
}

it('renders each row of a 1,000-row list at most twice', async () => {
  const addresses = testAddresses(1000)
  const renders = new Map<string, number>()
  const onRender: ProfilerOnRenderCallback = (id) => renders.set(id, (renders.get(id) ?? 0) + 1)
  const { lookups } = renderWithRegistry(
    <ul>
      {addresses.map((address) => (
        <Profiler key={address} id={address} onRender={onRender}>
          <Row address={address} />
        </Profiler>
      ))}
    </ul>,
  )
  // Polled outside Testing Library's act wrapper, so React renders at its own pace, as in a browser.
  await vi.waitUntil(() => screen.queryAllByText('…').length === 0, {
    timeout: 45_000,
    interval: 20,
  })
  expect(lookups()).toHaveLength(50)
  expect(renders.size).toBe(1000)
  expect(Math.max(...renders.values())).toBeLessThanOrEqual(2)
})
