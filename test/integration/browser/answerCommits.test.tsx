/**
 * In Chromium: a 1,000-row list of avatars and names over 300 accounts. Every row of one account,
 * its avatar and its name, leaves its loading state in the same commit, once, and the accounts
 * of one answer settle together: the page is redrawn per response, never row by row or account
 * by account, and no row settles twice. (How many frames
 * the names take depends on the machine's speed: `npm run bench:browser` prints it beside a
 * baseline.)
 */
import { expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import '../../../src/styles.css'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

it('settles every row of an answer, avatar and name, in one commit, once, the first name first', async () => {
  const registry = createMockRegistry({ latencyMs: 100 })
  const named = [...new Set(registry.records().flatMap((r) => r.caAlgo ?? []))].slice(0, 150)
  const accounts = [...named, ...testAddresses(150, 3)]
  const rows = Array.from({ length: 1000 }, (_, i) => accounts[(i * 7) % accounts.length] as string)
  // One observer callback per commit: the DOM changes of a commit are made in one task.
  const commits: Set<string>[] = []
  const settled = new Map<Element, number>()
  const observer = new MutationObserver((records) => {
    const accountsSettled = new Set<string>()
    for (const record of records) {
      const target = record.target as Element
      if (record.oldValue !== 'loading') continue
      settled.set(target, (settled.get(target) ?? 0) + 1)
      accountsSettled.add(target.closest('li')?.dataset.account ?? '')
    }
    if (accountsSettled.size > 0) commits.push(accountsSettled)
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
        <li key={i} data-account={address}>
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
  observer.disconnect()
  const elements = container.querySelectorAll('[data-dname], [data-dname-avatar]').length
  unmount()
  const lookups = registry.requests.filter((r) => r.path === '/dname/lookup').length
  expect(lookups).toBe(Math.ceil(accounts.length / 20))
  // Each avatar and each name left loading exactly once.
  expect(elements).toBe(2000)
  expect(settled.size).toBe(2000)
  expect([...settled.values()].every((times) => times === 1)).toBe(true)
  // Each account settled in one commit, all its rows together.
  const commitsPerAccount = new Map<string, number>()
  for (const commit of commits) {
    for (const account of commit) {
      commitsPerAccount.set(account, (commitsPerAccount.get(account) ?? 0) + 1)
    }
  }
  expect(commitsPerAccount.size).toBe(accounts.length)
  expect([...commitsPerAccount.values()].every((count) => count === 1)).toBe(true)
  // The first name first: the top row's account is in the first commit.
  expect(commits[0]?.has(rows[0] as string)).toBe(true)
  // And the accounts of one answer together: a commit per response, not one per account.
  expect(commits.length).toBeLessThanOrEqual(lookups)
})
