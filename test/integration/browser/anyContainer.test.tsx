/**
 * In Chromium, with styles.css and a page's own stylesheet: in a cell of any width, a name keeps
 * its first characters before a mark gives way, marks shrink to their icons and are never
 * clipped or covered, and an identity's address shows whole or not at all, its copy button
 * beside whatever is shown.
 */
import { expect, it } from 'vitest'
import { USER_PICTURES } from '../../../src/mock/userPictures.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import '../../../src/styles.css'
import { refusingFetch } from '../../support/browser/mountWithFetch.js'
import { mountWithSheet } from '../../support/browser/mountWithSheet.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [address = ''] = testAddresses(1, 43)

/** Stylesheets pages ship, which the components must survive. */
const SHEETS: Record<string, string> = {
  none: '',
  'line-height: 0': '* { line-height: 0 }',
  '28 px fonts': 'html, body, div, span, bdi { font-size: 28px }',
  'img 100% !important':
    'img { width: 100% !important; height: auto !important; max-width: none !important }',
  // Tailwind's preflight, the rules that touch these elements.
  'Tailwind preflight':
    '*, ::before, ::after { box-sizing: border-box; border: 0 solid; margin: 0; padding: 0 } html { line-height: 1.5 } img, svg { display: block; vertical-align: middle } img { max-width: 100%; height: auto }',
  // Eric Meyer's reset, the rules that touch these elements.
  'Meyer reset':
    'html, body, div, span, img, button { margin: 0; padding: 0; border: 0; font-size: 100%; font: inherit; vertical-align: baseline } body { line-height: 1 }',
}

// Rows of a list: each its own height, whatever the page's line height.
const ROW = { height: 40, display: 'flex', alignItems: 'center' }

const rows = (
  <>
    <div style={ROW} data-row="marks">
      <DnameName
        address={address}
        record={{ name: '\u0430lice-and-bob.algo', unverifiedCaAlgo: [address] }}
      />
    </div>
    <div style={ROW} data-row="failed">
      <DnameName address={address} />
    </div>
    <div style={ROW} data-row="identity">
      <DnameIdentity
        address={address}
        record={{
          name: 'carol-the-collector.algo',
          unverifiedCaAlgo: [address],
          properties: { userDefined: { avatar: USER_PICTURES[1] as string } },
        }}
        showAddress
        copyable
      />
    </div>
  </>
)

function mount(width: number, css: string) {
  const container = document.createElement('div')
  container.style.width = `${width}px`
  container.style.margin = '40px 0 0 20px'
  return mountWithSheet(rows, css, refusingFetch, { container })
}

/** Whether the point is painted by `element` (or inside it), not by something over it. */
const paints = (element: Element, x: number, y: number) => {
  const top = document.elementFromPoint(x, y)
  return top !== null && (element === top || element.contains(top))
}

/** The box of the first glyph of `element`'s text. */
const firstGlyph = (element: Element) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const text = walker.nextNode() as Text
  const range = document.createRange()
  range.setStart(text, 0)
  range.setEnd(text, 1)
  return range.getBoundingClientRect()
}

const cases = Object.keys(SHEETS).flatMap((sheetName) =>
  [120, 140, 200, 360].map((width) => [width, sheetName] as const),
)

it.each(cases)(
  'in %i px with %s, names show, marks show whole, addresses are never cut, copy stays close',
  async (width, sheetName) => {
    const container = mount(width, SHEETS[sheetName] ?? '')
    await expect.poll(() => container.querySelector('[data-part="confusable"]')).toBeTruthy()
    await expect.poll(() => container.querySelector('[data-part="failed"]')).toBeTruthy()
    await expect.poll(() => container.querySelector('[data-image="loaded"]')).toBeTruthy()
    const box = container.getBoundingClientRect()
    const problems: string[] = []
    for (const row of container.querySelectorAll<HTMLElement>('[data-row]')) {
      const label = row.dataset.row
      const text = row.querySelector('[data-part="name"], [data-part="address"]') as HTMLElement
      const glyph = firstGlyph(text)
      const fontSize = Number.parseFloat(getComputedStyle(text).fontSize)
      // The name's first characters are painted, inside the cell, and not covered.
      if (glyph.width <= 0 || glyph.height <= 0) problems.push(`${label}: first glyph has no box`)
      else if (!paints(text, glyph.left + glyph.width / 2, glyph.top + glyph.height / 2))
        problems.push(`${label}: first glyph covered or clipped`)
      const wholeName = text.scrollWidth
      const kept = text.getBoundingClientRect().width
      const marks = [
        ...row.querySelectorAll<HTMLElement>(
          '[data-part="unverified"], [data-part="confusable"], [data-part="failed"]',
        ),
      ]
      const cutMark = marks.some((mark) => {
        const words = mark.querySelector('[data-part="mark-words"]') as HTMLElement
        return words.scrollWidth > words.clientWidth + 1
      })
      // A mark gives way only once the name is down to its first characters.
      if (cutMark && kept > Math.min(wholeName, 2.5 * fontSize) + 1)
        problems.push(`${label}: a mark gave way while the name had ${kept.toFixed(0)} px`)
      for (const mark of marks) {
        const icon = (
          mark.querySelector('[data-part="mark-icon"]') as HTMLElement
        ).getBoundingClientRect()
        const inside =
          icon.width > 0 && icon.left >= box.left - 0.5 && icon.right <= box.right + 0.5
        if (!inside) problems.push(`${label}: ${mark.dataset.part} icon outside the cell`)
        else if (!paints(mark, icon.left + icon.width / 2, icon.top + icon.height / 2))
          problems.push(`${label}: ${mark.dataset.part} icon covered or clipped`)
      }
      const shown = row.querySelector<HTMLElement>('[data-part="identity-address"]')
      if (shown) {
        const rect = shown.getBoundingClientRect()
        const visible = paints(shown, rect.left + rect.width / 2, rect.top + rect.height / 2)
        if (visible && rect.right > box.right + 0.5)
          problems.push(`${label}: address cut at the cell's edge`)
        // The copy button follows what is shown: the address, or the name when it was dropped.
        const copy = row.querySelector('[data-part="copy"]') as HTMLElement
        const after = (
          visible ? shown : (row.querySelector('[data-dname]') as HTMLElement)
        ).getBoundingClientRect().right
        const button = copy.getBoundingClientRect()
        if (!paints(copy, button.left + button.width / 2, button.top + button.height / 2))
          problems.push(`${label}: copy button covered or clipped`)
        if (button.left - after > fontSize + 1)
          problems.push(`${label}: copy button ${(button.left - after).toFixed(0)} px apart`)
      }
    }
    expect(problems).toEqual([])
  },
)
