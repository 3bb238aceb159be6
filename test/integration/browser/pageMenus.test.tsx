/**
 * In Chromium: a page's menu that drops over a list of names. A name's root is positioned (each
 * name paints as a layer of its own), so, as over any positioned element, a menu before it in
 * the document needs a `z-index` to stay on top; a menu rendered after the list (a portal) is on
 * top without one. README, Components.
 */
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { GivenRecordsProvider } from '../../support/browser/GivenRecordsProvider.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

const addresses = testAddresses(5, 47)
const MENU = { position: 'absolute', top: 0, left: 0, width: 400, height: 200 } as const

/** The element on top at the centre of the third name, once the names are drawn. */
async function onTopOfName(menu: 'before' | 'after', zIndex?: number) {
  const container = document.createElement('div')
  container.style.position = 'relative'
  document.body.append(container)
  const menuElement = <div data-testid="menu" style={{ ...MENU, zIndex, background: '#fff' }} />
  root = createRoot(container)
  root.render(
    <GivenRecordsProvider>
      {menu === 'before' && menuElement}
      <ul style={{ margin: 0 }}>
        {addresses.map((address) => (
          <li key={address}>
            <DnameName address={address} record={{ name: `${address.slice(0, 6)}.algo` }} />
          </li>
        ))}
      </ul>
      {menu === 'after' && menuElement}
    </GivenRecordsProvider>,
  )
  await expect.poll(() => container.querySelectorAll('[data-part="name"]').length).toBe(5)
  const name = container.querySelectorAll('[data-part="name"]')[2] as HTMLElement
  const { left, top, width, height } = name.getBoundingClientRect()
  return document.elementFromPoint(left + width / 2, top + height / 2)
}

it('stays under a menu before it that has a z-index', async () => {
  const top = await onTopOfName('before', 1)
  expect(top?.getAttribute('data-testid')).toBe('menu')
})

it('stays under a menu after it in the document, as a portal renders one', async () => {
  const top = await onTopOfName('after')
  expect(top?.getAttribute('data-testid')).toBe('menu')
})

it('paints over a menu before it that is positioned without a z-index', async () => {
  const top = await onTopOfName('before')
  expect(top?.closest('[data-dname]')).not.toBeNull()
})
