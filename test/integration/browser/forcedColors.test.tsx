/**
 * In Chromium with forced colours (Windows' contrast themes, emulated), with styles.css: every
 * state keeps ink of its own. Loading is a dashed box with its letters hidden, unlike the plain
 * address of no name; a failed lookup and an unverified match keep their marks' borders; an
 * avatar's box while it loads is outlined; the drawn picture and the badges keep their colours;
 * the send field keeps its border.
 */
import type { Root } from 'react-dom/client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { USER_PICTURES } from '../../../src/mock/userPictures.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import '../../../src/styles.css'
import { mountWithFetch, refusingFetch, silentFetch } from '../../support/browser/mountWithFetch.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [address = '', other = ''] = testAddresses(2, 53)
const roots: Root[] = []

beforeAll(async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: 'active' }],
  })
})
afterAll(async () => {
  for (const root of roots) root.unmount()
  await cdp().send('Emulation.setEmulatedMedia', { features: [] })
})

const part = (state: string, selector: string) =>
  document.querySelector(`[data-case="${state}"] ${selector}`) as HTMLElement
const style = (state: string, selector: string) => getComputedStyle(part(state, selector))
const visible = (color: string) => !/rgba\(0, 0, 0, 0\)|transparent/.test(color)

it('draws every state with ink of its own under forced colours', async () => {
  expect(matchMedia('(forced-colors: active)').matches).toBe(true)
  // The page is drawn in the forced palette, not only told of it: a red text is not red.
  const probe = document.body.appendChild(document.createElement('p'))
  probe.style.color = 'rgb(255, 0, 0)'
  expect(getComputedStyle(probe).color).not.toBe('rgb(255, 0, 0)')
  probe.remove()
  const verified = {
    name: 'alice.algo',
    caAlgo: [address],
    properties: { verified: { avatar: USER_PICTURES[2] as string } },
  }
  const unverified = { name: 'carol.algo', unverifiedCaAlgo: [address] }
  const row = (name: string, child: React.ReactNode) => <div data-case={name}>{child}</div>
  const quiet = mountWithFetch(
    <>
      {row('loading', <DnameName address={other} />)}
      {row('no name', <DnameName address={address} record={null} />)}
      {row('unverified', <DnameName address={address} record={unverified} allowUnverified />)}
      {row('avatar loading', <DnameAvatar address={other} />)}
      {row('picture', <DnameAvatar address={address} record={null} />)}
      {row('badge', <DnameAvatar address={address} record={verified} />)}
      {row('field', <DnameAddressInput value="" onChange={() => {}} />)}
    </>,
    silentFetch,
  )
  const failing = mountWithFetch(row('failed', <DnameName address={address} />), refusingFetch)
  roots.push(quiet.root, failing.root)
  await expect.poll(() => part('badge', '[data-part="badge"]')).toBeTruthy()
  await expect.poll(() => part('failed', '[data-part="failed"]')).toBeTruthy()
  await expect.poll(() => part('field', 'input')).toBeTruthy()

  // Loading: a dashed box whose letters are hidden; no name: the address, in letters.
  const loading = style('loading', '[data-part="skeleton"]')
  expect([loading.outlineStyle, visible(loading.outlineColor)]).toEqual(['dashed', true])
  expect(loading.webkitTextFillColor).toMatch(/rgba\(0, 0, 0, 0\)/)
  const noName = style('no name', '[data-part="address"]')
  expect(noName.outlineStyle).toBe('none')
  expect(visible(noName.webkitTextFillColor)).toBe(true)
  // Marks keep their borders.
  for (const [state, mark] of [
    ['failed', 'failed'],
    ['unverified', 'unverified'],
  ] as const) {
    const border = style(state, `[data-part="${mark}"]`)
    expect([border.borderTopStyle, visible(border.borderTopColor)]).toEqual(['solid', true])
  }
  // The avatar's box while it loads, outlined; the drawn picture keeps its gradient.
  const box = style('avatar loading', '[data-dname-avatar]')
  expect([box.outlineStyle, visible(box.outlineColor)]).toEqual(['dashed', true])
  expect(style('picture', '[data-part="fallback"]').backgroundImage).toMatch(/linear-gradient/)
  // The badge keeps its green disc.
  const disc = getComputedStyle(part('badge', '[data-part="badge"] circle'))
  expect(disc.fill).toBe('rgb(26, 127, 55)')
  // The send field keeps its border.
  const field = style('field', 'input')
  expect([field.borderTopStyle, visible(field.borderTopColor)]).toEqual(['solid', true])
})
