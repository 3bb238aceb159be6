/**
 * In Chromium: a 1,000-row list of avatars and names over about 240 accounts, whose answers
 * arrive within a frame or two of each other. The names reach the screen answer by answer:
 * about one frame per answer (each answer's rows in one commit; a frame may fall between the
 * reading of two answers), never row by row or twice per row.
 */
import { expect, it } from 'vitest'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../src/react/components/DnameName.js'
import '../../src/styles.css'
import { testAddresses } from '../helpers/ledgerAddresses.js'
import { mountWithRegistry } from './support/mountWithRegistry.js'

it('shows the names of 1,000 rows in about one frame per answer, not one per row', async () => {
  const registry = createMockRegistry({ latencyMs: 100 })
  const named = [...new Set(registry.records().flatMap((r) => r.caAlgo ?? []))].slice(0, 150)
  const accounts = [...named, ...testAddresses(150, 3)]
  const rows = Array.from({ length: 1000 }, (_, i) => accounts[(i * 7) % accounts.length] as string)
  // Counts frames, and the frames in which names appeared.
  let frame = 0
  const tick = () => {
    frame++
    if (!done) requestAnimationFrame(tick)
  }
  let done = false
  requestAnimationFrame(tick)
  // The frames in which a name settled (found or not).
  const framesWithNames = new Set<number>()
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element
      if (target.hasAttribute('data-dname') && record.oldValue === 'loading') {
        framesWithNames.add(frame)
      }
    }
  })
  const container = document.createElement('div')
  document.body.append(container)
  observer.observe(container, {
    subtree: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ['data-state'],
  })
  const { unmount } = mountWithRegistry(
    <ul>
      {rows.map((address, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat addresses
        <li key={i}>
          <DnameAvatar address={address} size={24} /> <DnameName address={address} />
        </li>
      ))}
    </ul>,
    registry,
    container,
  )
  await expect.poll(() => container.querySelectorAll('li').length).toBe(1000)
  await expect
    .poll(() => container.querySelectorAll('[data-state="loading"]').length, { timeout: 30_000 })
    .toBe(0)
  done = true
  observer.disconnect()
  unmount()
  const lookups = registry.requests.filter((r) => r.path === '/dname/lookup').length
  expect(lookups).toBe(Math.ceil(accounts.length / 20))
  expect(framesWithNames.size, `${framesWithNames.size} frames`).toBeLessThanOrEqual(2 * lookups)
})
