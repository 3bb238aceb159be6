import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { testAddresses } from '../ledgerAddresses.js'
import { mountWithRegistry } from './mountWithRegistry.js'

/**
 * A list of 12 names alone (no avatar to set the row's height), half of the accounts named, on
 * a page that leaves `line-height` normal: the rows' heights while loading and once settled.
 */
export async function measureNameRows() {
  const registry = createMockRegistry({ latencyMs: 200 })
  const named = [...new Set(registry.records().flatMap((r) => r.caAlgo ?? []))].slice(0, 6)
  const accounts = [...named, ...testAddresses(6, 9)]
  const { container, unmount } = mountWithRegistry(
    <ul>
      {accounts.map((address) => (
        <li key={address}>
          <DnameName address={address} />
        </li>
      ))}
    </ul>,
    registry,
  )
  const rows = () => {
    const items = [...container.querySelectorAll('li')]
    return {
      heights: items.map((li) => li.getBoundingClientRect().height),
      states: items.map((li) => li.querySelector('[data-dname]')?.getAttribute('data-state')),
    }
  }
  const wait = async (done: () => boolean) => {
    const started = performance.now()
    while (!done() && performance.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  await wait(() => rows().states.length === accounts.length)
  const loading = rows()
  await wait(() => !rows().states.includes('loading'))
  const settled = rows()
  unmount()
  return { loading, settled }
}
