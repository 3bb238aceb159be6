import type { ReactNode } from 'react'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { testAddresses } from './ledgerAddresses.js'
import { renderWithRegistry } from './renderWithRegistry.js'

/**
 * Renders a list of 60 rows of `Row`, one address each, and after them a component that records
 * how many lookup requests had left when it rendered: what a long page sends while it renders.
 * Returns the rows' addresses, the addresses each request asked, in order, and that count.
 */
export function renderLongPage(Row: (props: { address: string }) => ReactNode, salt: number) {
  const rows = testAddresses(60, salt)
  const registry = createMockRegistry()
  const sent: string[][] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent.push(new URL(String(input)).searchParams.getAll('address'))
    return registry.fetch(input, init)
  }
  const sentBeforeLast: number[] = []
  function Last() {
    sentBeforeLast.push(sent.length)
    return null
  }
  renderWithRegistry(
    <ul>
      {rows.map((address) => (
        <li key={address}>
          <Row address={address} />
        </li>
      ))}
      <Last />
    </ul>,
    { provider: { fetch } },
  )
  return { rows, sent, sentBeforeLast }
}
