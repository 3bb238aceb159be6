/**
 * In Chromium, with styles.css: each state of a name is distinct on screen without colour alone
 * and in the accessibility tree, and a row the library draws reads its name once.
 */
import type { ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { truncateAddress } from '../../../src/core/address/truncateAddress.js'
import { USER_PICTURES } from '../../../src/mock/userPictures.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { Identity } from '../../../src/react/components/identity/Identity.js'
import '../../../src/styles.css'
import { mountWithFetch, refusingFetch, silentFetch } from '../../support/browser/mountWithFetch.js'
import { nameAndDescription, readAloud } from '../../support/browser/readAloud.js'
import { cutSheetLoaded } from '../../support/browser/visibleText.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

const [address = ''] = testAddresses(1, 41)
const short = truncateAddress(address)
/** A verified name with a picture that needs no network: its badge shows. */
const alice = {
  name: 'alice.algo',
  caAlgo: [address],
  properties: { verified: { avatar: USER_PICTURES[3] as string } },
}
function mount(ui: ReactNode, fetch: typeof globalThis.fetch = silentFetch) {
  const mounted = mountWithFetch(ui, fetch)
  root = mounted.root
  return mounted.container
}

const settled = async (container: HTMLElement, state: string) => {
  await expect.poll(() => container.querySelector(`[data-state="${state}"]`)).toBeTruthy()
  return container.firstElementChild as HTMLElement
}

it.each([
  // A drawn placeholder, read as one picture named with the address and the state.
  ['loading', () => <DnameName address={address} />, silentFetch, `[image ${short} loading name]`],
  ['failed', () => <DnameName address={address} />, refusingFetch, `${short} not loaded`],
  ['not found', () => <DnameName address={address} record={null} />, silentFetch, short],
  [
    'found',
    () => <DnameName address={address} record={{ name: 'alice.algo', caAlgo: [address] }} />,
    silentFetch,
    'alice.algo',
  ],
  [
    'unverified',
    () => (
      <DnameName address={address} record={{ name: 'carol.algo', unverifiedCaAlgo: [address] }} />
    ),
    silentFetch,
    'carol.algo unverified',
  ],
  [
    'look-alike',
    () => <DnameName record={{ name: '\u0430lice.algo' }} />,
    silentFetch,
    '\u0430lice.algo look-alike',
  ],
])('reads a %s name as a person sees it', async (state, ui, fetch, reading) => {
  const container = mount(ui(), fetch)
  const marks: Record<string, string> = {
    failed: 'failed',
    unverified: 'unverified',
    'look-alike': 'confusable',
  }
  if (marks[state])
    await expect.poll(() => container.querySelector(`[data-part="${marks[state]}"]`)).toBeTruthy()
  else
    await settled(
      container,
      state === 'loading' ? 'loading' : state === 'found' ? 'found' : 'not-found',
    )
  await expect.poll(() => readAloud(container)).toBe(reading)
})

it('reads a long name cut in a narrow cell whole and once', async () => {
  const name = 'palindromes-of-the-night.algo'
  const container = mount(
    <div style={{ width: 120 }}>
      <DnameName address={address} record={{ name, caAlgo: [address] }} />
    </div>,
  )
  await settled(container, 'found')
  await cutSheetLoaded()
  // Cut on screen, after its last whole character.
  const label = container.querySelector('[data-part="label"]') as HTMLElement
  expect(label.scrollHeight).toBeGreaterThan(label.clientHeight)
  await expect.poll(() => readAloud(container)).toBe(name)
})

it('reads an identity row with its avatar and address as its name, its mark, its address and its button', async () => {
  const record = {
    name: 'carol.algo',
    unverifiedCaAlgo: [address],
    properties: { userDefined: { avatar: USER_PICTURES[0] as string } },
  }
  const container = mount(<DnameIdentity address={address} record={record} showAddress copyable />)
  await expect.poll(() => container.querySelector('[data-image="loaded"]')).toBeTruthy()
  expect(await readAloud(container)).toBe(`carol.algo unverified ${short}[button Copy address]`)
})

it('reads an avatar and name pair once when the avatar is decorative', async () => {
  const container = mount(
    <span>
      <DnameAvatar address={address} record={alice} decorative />{' '}
      <DnameName address={address} record={alice} />
    </span>,
  )
  await expect.poll(() => container.querySelector('[data-image="loaded"]')).toBeTruthy()
  expect(await readAloud(container)).toBe('alice.algo')
})

it('says the copy button and the badges by their tooltip once: no description repeats it', async () => {
  const container = mount(
    <>
      <DnameIdentity address={address} record={alice} copyable />
      <Identity.Root address={address} record={alice}>
        <Identity.Name />
        <Identity.Badge />
      </Identity.Root>
      <DnameAvatar address={address} record={alice} />
    </>,
  )
  await expect.poll(() => container.querySelector('[data-part="badge"]')).toBeTruthy()
  // The last of each: the identity row's avatar is decorative, its badge hidden.
  const said = (selector: string) =>
    nameAndDescription([...container.querySelectorAll(selector)].at(-1) as Element)
  expect(await said('[data-part="copy"]')).toEqual(['Copy address', ''])
  expect(await said('[data-part="name-badge"]')).toEqual(['verified', ''])
  expect(await said('[data-part="badge"]')).toEqual(['Verified avatar', ''])
  // Each still shows its word as a tooltip.
  expect((container.querySelector('[data-part="copy"]') as HTMLElement).title).toBe('Copy address')
})
