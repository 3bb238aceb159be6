/**
 * In Chromium, with styles.css: a name or an identity in a table cell takes
 * `--dname-cell-width` (12 em) whatever it shows, so a column's width does not hang on which
 * names arrive; a longer name is cut on screen; and any rule of the page wins.
 */
import type { CSSProperties, ReactNode } from 'react'
import { expect, it } from 'vitest'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import '../../../src/styles.css'
import { mountWithSheet } from '../../support/browser/mountWithSheet.js'
import { cutSheetLoaded, visibleText } from '../../support/browser/visibleText.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [address = '', other = ''] = testAddresses(2, 71)
/** A record that names `address` through a verified link: no mark beside it. */
const own = (name: string) => ({ name, caAlgo: [address] })
const LONG = 'a-name-far-longer-than-any-column-gives-it.algo'

/** A table of one name per row, in each state, and an identity; `table` styles the table. */
async function mount({ table, css = '' }: { table?: CSSProperties; css?: string } = {}) {
  const cell = (row: string, child: ReactNode) => (
    <tr data-row={row}>
      <td>{child}</td>
    </tr>
  )
  const container = mountWithSheet(
    <>
      <table style={table}>
        <tbody>
          {cell('short', <DnameName address={address} record={own('bo.algo')} />)}
          {cell('long', <DnameName address={address} record={own(LONG)} />)}
          {cell('no name', <DnameName address={address} record={null} />)}
          {cell('loading', <DnameName address={other} />)}
          {cell(
            'identity',
            <DnameIdentity address={address} record={own('bo.algo')} showAddress copyable />,
          )}
        </tbody>
      </table>
      <div data-row="outside">
        <DnameName address={address} record={own('bo.algo')} />
      </div>
    </>,
    css,
  )
  await expect.poll(() => container.querySelector('[data-part="identity-address"]')).toBeTruthy()
  return container
}

const rowOf = (container: HTMLElement, row: string) =>
  container.querySelector(`[data-row="${row}"]`) as HTMLElement
const widthOf = (
  container: HTMLElement,
  row: string,
  part = ':is([data-dname], [data-dname-identity])',
) => (rowOf(container, row).querySelector(part) as HTMLElement).getBoundingClientRect().width
const em = (container: HTMLElement) => Number.parseFloat(getComputedStyle(container).fontSize)

it('gives every name in a cell the same width, whatever it shows, and cuts a longer one', async () => {
  const container = await mount()
  expect(container.querySelector('[data-state="loading"]')).toBeTruthy()
  const reserved = 12 * em(container)
  for (const row of ['short', 'long', 'no name', 'loading', 'identity'])
    expect(widthOf(container, row), row).toBeCloseTo(reserved, 0)
  await cutSheetLoaded()
  const long = rowOf(container, 'long').querySelector('[data-part="name"]') as HTMLElement
  expect(visibleText(long).text).toMatch(/^a-name-far-longer-[^…]*…\.algo$/)
  // Cut on screen only: the whole name is still what is read and copied.
  expect(rowOf(container, 'long').textContent).toBe(LONG)
  // Outside a cell, a name takes its own width.
  expect(widthOf(container, 'outside')).toBeLessThan(reserved / 2)
})

it("keeps an identity's name at its own width inside the identity's reserved width", async () => {
  const container = await mount()
  const name = widthOf(container, 'identity', '[data-dname]')
  expect(name).toBeLessThan(6 * em(container))
  // The address follows the name, and the copy button the address.
  const shown = rowOf(container, 'identity').querySelector('[data-part="identity-address"]')
  expect(shown?.getBoundingClientRect().width).toBeGreaterThan(0)
})

it('takes the width the page sets in --dname-cell-width', async () => {
  const container = await mount({ table: { '--dname-cell-width': '8em' } as CSSProperties })
  for (const row of ['short', 'long', 'no name', 'identity'])
    expect(widthOf(container, row), row).toBeCloseTo(8 * em(container), 0)
})

it("gives way to the page's own rules", async () => {
  const container = await mount({
    css: '[data-row="short"] [data-dname] { contain: none } [data-row="long"] [data-dname] { width: 5em }',
  })
  expect(widthOf(container, 'short')).toBeLessThan(6 * em(container))
  expect(widthOf(container, 'long')).toBeCloseTo(5 * em(container), 0)
})

it('reserves the width only in a browser that knows the intrinsic size, never containment alone', () => {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
  const containing = (list: CSSRule[]) =>
    list.filter(
      (rule) => rule instanceof CSSStyleRule && rule.style.getPropertyValue('contain') !== '',
    )
  // Outside @supports, no rule of styles.css contains a name: without the intrinsic size, a
  // contained name would be sized at nothing.
  expect(containing(rules)).toEqual([])
  const guarded = rules.filter(
    (rule): rule is CSSSupportsRule =>
      rule instanceof CSSSupportsRule &&
      rule.conditionText.includes('contain-intrinsic-inline-size'),
  )
  expect(guarded.flatMap((rule) => containing([...rule.cssRules]))).toHaveLength(1)
})
