/**
 * In Chromium, with styles.css and a page's own stylesheet, in cells from 120 to 360 px, with
 * and without copy buttons and marks, by the characters a reader sees: the name comes first
 * (marks give way to their icons before a name is cut), a cut name keeps its first characters
 * and its suffix whole or not at all, with one ellipsis and no blank after it; an address is
 * shown whole or not at all; icons and copy buttons are never covered.
 */
import { expect, it } from 'vitest'
import { truncateAddress } from '../../../src/core/address/truncateAddress.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { USER_PICTURES } from '../../../src/mock/userPictures.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import '../../../src/styles.css'
import { refusingFetch } from '../../support/browser/mountWithFetch.js'
import { mountWithSheet } from '../../support/browser/mountWithSheet.js'
import { cutSheetLoaded, visibleText } from '../../support/browser/visibleText.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [address = ''] = testAddresses(1, 43)
const SHORT = truncateAddress(address)

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

const picture = { userDefined: { avatar: USER_PICTURES[1] as string } }
const verified = (name: string): DnameRecord => ({ name, caAlgo: [address], properties: picture })
const unverified = (name: string): DnameRecord => ({
  name,
  unverifiedCaAlgo: [address],
  properties: picture,
})

// Rows of a list: each its own height, whatever the page's line height.
const ROW = { height: 40, display: 'flex', alignItems: 'center' }

/** Each row: a name or an identity, with or without marks and a copy button. */
const ROWS = {
  name: <DnameName address={address} record={verified('carol.algo')} />,
  'name, a mark': <DnameName address={address} record={unverified('carol.algo')} />,
  'long name': <DnameName address={address} record={verified('palindromes-of-the-night.algo')} />,
  // A look-alike (Cyrillic а) through an unverified link: two marks.
  'long name, two marks': (
    <DnameName address={address} record={unverified('\u0430lice-and-bob-forever.algo')} />
  ),
  'no name': <DnameName address={address} record={null} />,
  'failed, a mark': <DnameName address={address} />,
  identity: (
    <DnameIdentity address={address} record={verified('carol-the-collector.algo')} showAddress />
  ),
  'identity, copy': (
    <DnameIdentity
      address={address}
      record={verified('carol-the-collector.algo')}
      showAddress
      copyable
    />
  ),
  'identity, copy, a mark': (
    <DnameIdentity
      address={address}
      record={unverified('carol-the-collector.algo')}
      showAddress
      copyable
    />
  ),
  'identity, no name, copy': <DnameIdentity address={address} record={null} showAddress copyable />,
}

function mount(width: number, css: string) {
  const container = document.createElement('div')
  container.style.width = `${width}px`
  container.style.margin = '40px 0 0 20px'
  const rows = Object.entries(ROWS).map(([label, row]) => (
    <div key={label} style={ROW} data-row={label}>
      {row}
    </div>
  ))
  return mountWithSheet(rows, css, refusingFetch, { container })
}

/** Whether the point is painted by `element` (or inside it), not by something over it. */
const paints = (element: Element, x: number, y: number) => {
  const top = document.elementFromPoint(x, y)
  return top !== null && (element === top || element.contains(top))
}

/** Whether the middle of `element`'s box is painted by it. */
const painted = (element: Element) => {
  const box = element.getBoundingClientRect()
  return box.width > 0 && paints(element, box.left + box.width / 2, box.top + box.height / 2)
}

/** What a cut name may show: the label's first characters, one ellipsis, the rest whole or not at all. */
function cutProblems(shown: string, whole: string) {
  if (shown === whole) return []
  const dot = whole.indexOf('.')
  const label = dot < 0 ? whole : whole.slice(0, dot)
  const rest = dot < 0 ? '' : whole.slice(dot)
  const match = /^([^…]*)…(.*)$/u.exec(shown)
  if (!match) return [`"${shown}" is not a cut of "${whole}"`]
  const [, head = '', tail = ''] = match
  const problems: string[] = []
  // A cut inside the label keeps the rest whole or drops it; a cut past it keeps the label whole.
  const inLabel = label.startsWith(head) && (tail === rest || tail === '')
  const pastLabel = head.startsWith(label) && whole.startsWith(head) && tail === ''
  if (!inLabel && !pastLabel) problems.push(`"${shown}" is not a cut of "${whole}"`)
  return problems
}

const cases = Object.keys(SHEETS).flatMap((sheetName) =>
  [120, 140, 200, 260, 360].map((width) => [width, sheetName] as const),
)

it.each(cases)(
  'in %i px with %s, names come first, addresses show whole or not at all, nothing is covered',
  async (width, sheetName) => {
    const container = mount(width, SHEETS[sheetName] ?? '')
    await expect.poll(() => container.querySelector('[data-part="failed"]')).toBeTruthy()
    await expect.poll(() => container.querySelectorAll('[data-image="loaded"]').length).toBe(3)
    await cutSheetLoaded()
    const cell = container.getBoundingClientRect()
    const problems: string[] = []
    for (const row of container.querySelectorAll<HTMLElement>('[data-row]')) {
      const label = row.dataset.row
      const marks = [...row.querySelectorAll<HTMLElement>('[data-mark]')]
      const words = marks.map(
        (mark) => visibleText(mark.querySelector('[data-part="mark-words"]') as Element).text,
      )
      const name = row.querySelector<HTMLElement>('[data-part="name"]')
      if (name) {
        const fontSize = Number.parseFloat(getComputedStyle(name).fontSize)
        const whole = name.textContent ?? ''
        const { text, gapsAfterEllipsis } = visibleText(name)
        // In a cell too narrow for the name's floor (2.5 em) and two icons, its first character
        // at least; else a cut as a reader expects it.
        if (width < 6 * fontSize) {
          if (!text.startsWith(whole.slice(0, 1)))
            problems.push(`${label}: name shows as "${text}" in ${width} px`)
        } else problems.push(...cutProblems(text, whole).map((problem) => `${label}: ${problem}`))
        // Marks give way to their icons before the name is cut.
        if (text !== whole && words.some((shown) => shown !== ''))
          problems.push(`${label}: name cut to "${text}" beside mark words "${words.join('", "')}"`)
        // Where the cell holds two icons beside them, the name keeps two characters at least.
        if (width >= 8 * fontSize && text.replace(/….*/u, '').length < 2)
          problems.push(`${label}: name cut to "${text}" in ${width} px`)
        // Nothing blank between an ellipsis and the suffix after it: `pa…  .algo` reads as a
        // name with spaces.
        for (const gap of gapsAfterEllipsis)
          if (gap > 0.5)
            problems.push(`${label}: ${gap.toFixed(1)} px blank after the ellipsis in "${text}"`)
      }
      // An address shows whole: the one a name falls back to, and an identity's beside a name
      // (or not at all there).
      const fallback = row.querySelector('[data-part="address"]')
      if (fallback && visibleText(fallback).text !== SHORT)
        problems.push(`${label}: address shows as "${visibleText(fallback).text}"`)
      const besideName = row.querySelector('[data-part="identity-address"]')
      const beside = besideName ? visibleText(besideName).text : ''
      if (beside !== '' && beside !== SHORT)
        problems.push(`${label}: address beside the name shows as "${beside}"`)
      // Icons are painted; in a cell of 8 em or more, inside it, unless they follow an address
      // wider than the cell. (Narrower, an avatar, a name's first character, two icons and a
      // copy button do not fit, and what does not overflows the cell's end.)
      const roomy = width >= 8 * Number.parseFloat(getComputedStyle(row).fontSize)
      for (const mark of marks) {
        const icon = mark.querySelector('[data-part="mark-icon"]') as HTMLElement
        const box = icon.getBoundingClientRect()
        const afterAddress = fallback && box.left >= fallback.getBoundingClientRect().right - 0.5
        const outside = box.left < cell.left - 0.5 || box.right > cell.right + 0.5
        if (!painted(icon)) problems.push(`${label}: ${mark.dataset.part} icon covered or clipped`)
        else if (roomy && outside && !afterAddress)
          problems.push(`${label}: ${mark.dataset.part} icon outside the cell`)
      }
      // The copy button is painted beside what is shown: the address, or the name without it.
      const copy = row.querySelector<HTMLElement>('[data-part="copy"]')
      if (copy) {
        const fontSize = Number.parseFloat(getComputedStyle(copy).fontSize)
        const before = beside
          ? (besideName as Element)
          : (row.querySelector('[data-dname]') as Element)
        const gap = copy.getBoundingClientRect().left - before.getBoundingClientRect().right
        if (!painted(copy)) problems.push(`${label}: copy button covered or clipped`)
        if (gap > 1.2 * fontSize) problems.push(`${label}: copy button ${gap.toFixed(0)} px apart`)
      }
    }
    // Nothing of a name reaches past a cell that holds its first characters, out of sight or
    // not: a page would scroll sideways. (An address is shown whole, and may.) An identity's
    // address box lets a focus ring past its clip (4 px).
    const fontSize = Number.parseFloat(getComputedStyle(container).fontSize)
    for (const row of container.querySelectorAll<HTMLElement>('[data-row]')) {
      if (!row.querySelector('[data-part="name"]')) continue
      const allowed = row.querySelector('[data-part="identity-address-box"]') ? 4 : 0
      if (width >= 8 * fontSize && row.scrollWidth > row.clientWidth + allowed)
        problems.push(`${row.dataset.row}: content ${row.scrollWidth} px wide`)
    }
    expect(problems).toEqual([])
  },
)

it('cuts a long name at its end until the sheet of how long names give way has loaded', async () => {
  const container = mount(140, '')
  await expect.poll(() => container.querySelector('[data-part="failed"]')).toBeTruthy()
  await cutSheetLoaded()
  const sheet = document.querySelector('style[data-dname-cut]') as HTMLStyleElement
  sheet.remove()
  try {
    const name = container.querySelector('[data-row="long name"] [data-part="name"]') as Element
    // One ellipsis, at the end: readable, if without its suffix, for the moment the sheet takes.
    expect(visibleText(name).text).toMatch(/^palindromes-[^…]*…$/)
  } finally {
    document.head.append(sheet)
  }
})
