/**
 * In Chromium: a page's lookups leave as it commits, before the browser lays out and paints it.
 * A long list takes a frame or more to draw; lookups that waited for React's effects (after the
 * paint) would add that time to the first name. That holds for the components and for the hooks.
 */
import { type ReactNode, useLayoutEffect } from 'react'
import { expect, it } from 'vitest'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../src/react/components/DnameName.js'
import { useDnameLookup } from '../../src/react/hooks/useDnameLookup.js'
import { useDnameLookups } from '../../src/react/hooks/useDnameLookups.js'
import '../../src/styles.css'
import { testAddresses } from '../helpers/ledgerAddresses.js'
import { mountWithRegistry } from './support/mountWithRegistry.js'

/**
 * Mounts `rows` (one per account) and tells, for each lookup request, whether the frame that
 * paints the page had begun when it was sent, once as many rows as accounts match `answered`.
 */
async function sentInFrame(
  accounts: string[],
  rows: (accounts: string[]) => ReactNode,
  answered: string,
) {
  const registry = createMockRegistry({ latencyMs: 50 })
  const sent: boolean[] = []
  let frameBegun = false
  function Page() {
    // The page's commit: the next frame is the one that paints it.
    useLayoutEffect(() => {
      requestAnimationFrame(() => {
        frameBegun = true
      })
    }, [])
    return <ul>{rows(accounts)}</ul>
  }
  const fetch: typeof registry.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes('/dname/lookup')) sent.push(frameBegun)
    return registry.fetch(input, init)
  }
  const { container, unmount } = mountWithRegistry(<Page />, { ...registry, fetch })
  await expect.poll(() => container.querySelectorAll(answered).length).toBe(accounts.length)
  unmount()
  return sent
}

it("sends a page's lookups before the frame that paints it", async () => {
  const sent = await sentInFrame(
    testAddresses(100, 5),
    (accounts) =>
      accounts.map((address) => (
        <li key={address}>
          <DnameAvatar address={address} size={24} /> <DnameName address={address} />
        </li>
      )),
    '[data-dname]:not([data-state="loading"])',
  )
  expect(sent).toEqual([false, false, false, false, false])
})

const ANSWERED_ROW = '[data-row="answered"]'

function HookRow({ address }: { address: string }) {
  const { status, data } = useDnameLookup(address)
  return <li data-row={status === 'pending' ? 'loading' : 'answered'}>{data?.name ?? address}</li>
}

function HookList({ accounts }: { accounts: string[] }) {
  const results = useDnameLookups(accounts)
  return results.map((result, i) => (
    <li key={accounts[i]} data-row={result.status === 'pending' ? 'loading' : 'answered'}>
      {result.data?.name ?? accounts[i]}
    </li>
  ))
}

it("sends the lookups of useDnameLookup's rows before the frame that paints them", async () => {
  const sent = await sentInFrame(
    testAddresses(100, 6),
    (accounts) => accounts.map((address) => <HookRow key={address} address={address} />),
    ANSWERED_ROW,
  )
  expect(sent).toEqual([false, false, false, false, false])
})

it("sends useDnameLookups' lookups before the frame that paints them", async () => {
  const sent = await sentInFrame(
    testAddresses(100, 7),
    (accounts) => <HookList accounts={accounts} />,
    ANSWERED_ROW,
  )
  expect(sent).toEqual([false, false, false, false, false])
})
