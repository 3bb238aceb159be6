/**
 * In Chromium: a page's lookups leave as it commits, before React runs its effects and before the
 * browser lays out and paints it. A long list takes a frame or more to draw; lookups that waited
 * for React's effects (often after the paint) would add that time to the first name. That holds
 * for the components and for the hooks.
 */
import { type ReactNode, useEffect, useLayoutEffect } from 'react'
import { expect, it } from 'vitest'
import { loadSearchValidation } from '../../../src/core/client/loadValidation.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { useDname } from '../../../src/react/hooks/useDname.js'
import { useDnameLookup } from '../../../src/react/hooks/useDnameLookup.js'
import { useDnameLookups } from '../../../src/react/hooks/useDnameLookups.js'
import '../../../src/styles.css'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

/**
 * Mounts `rows` (one per account) and tells, for each request to `path`, whether it was late:
 * sent once React had begun the page's effects (which it runs after the commit, in a task of
 * their own, often after the paint) or the frame that paints the page had begun. Returns once as
 * many rows as accounts match `answered`.
 */
async function sentLate(
  accounts: string[],
  rows: (accounts: string[]) => ReactNode,
  answered: string,
  path = '/dname/lookup',
) {
  const registry = createMockRegistry({ latencyMs: 50 })
  const sent: boolean[] = []
  let late = false
  // The first of the page's effects React runs: a first sibling's, before the rows'.
  function EffectsBegin() {
    useEffect(() => {
      late = true
    }, [])
    return null
  }
  function Page() {
    // The page's commit: the next frame is the one that paints it.
    useLayoutEffect(() => {
      requestAnimationFrame(() => {
        late = true
      })
    }, [])
    return (
      <>
        <EffectsBegin />
        <ul>{rows(accounts)}</ul>
      </>
    )
  }
  const fetch: typeof registry.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes(path)) sent.push(late)
    return registry.fetch(input, init)
  }
  const { container, unmount } = mountWithRegistry(<Page />, { ...registry, fetch })
  await expect.poll(() => container.querySelectorAll(answered).length).toBe(accounts.length)
  unmount()
  return sent
}

it("sends a page's lookups as it commits, before its effects and its paint", async () => {
  const sent = await sentLate(
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

it("sends the lookups of useDnameLookup's rows as the page commits, before its effects and its paint", async () => {
  const sent = await sentLate(
    testAddresses(100, 6),
    (accounts) => accounts.map((address) => <HookRow key={address} address={address} />),
    ANSWERED_ROW,
  )
  expect(sent).toEqual([false, false, false, false, false])
})

it("sends useDnameLookups' lookups as the page commits, before its effects and its paint", async () => {
  const sent = await sentLate(
    testAddresses(100, 7),
    (accounts) => <HookList accounts={accounts} />,
    ANSWERED_ROW,
  )
  expect(sent).toEqual([false, false, false, false, false])
})

function NameRow({ name }: { name: string }) {
  const { status, data } = useDname(name)
  return <li data-row={status === 'pending' ? 'loading' : 'answered'}>{data?.owner ?? name}</li>
}

it("sends useDname's requests as the page commits, before its effects and its paint", async () => {
  // A record's request is in the search's chunk (`client.get`), which the record hooks load as
  // their module is evaluated. A busy dev server may take longer than a commit to serve it: the
  // page mounts once it has landed, so what is checked is when the requests leave.
  await loadSearchValidation()
  // A page of 100 names (most of them no one's): one request each.
  const names = ['alice.algo', ...Array.from({ length: 99 }, (_, i) => `n${i}.algo`)]
  const sent = await sentLate(
    names,
    (all) => all.map((name) => <NameRow key={name} name={name} />),
    ANSWERED_ROW,
    '/dname/',
  )
  expect(sent).toEqual(names.map(() => false))
})
