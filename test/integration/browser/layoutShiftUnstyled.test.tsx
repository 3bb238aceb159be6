/**
 * Without `styles.css`: names and avatars arriving in a 200-row table. Rows never grow (the
 * avatar holds its size, the name its line), and columns that give their names a width move
 * nothing at all (CLS ≤ 0.01). A list of names alone keeps one row height as they arrive. At
 * natural widths the columns move as names arrive, as the theming guide says, and the guide's
 * one line of CSS holds them still in any window.
 */
import { expect, it } from 'vitest'
import { layoutShiftTests } from '../../support/browser/layoutShiftTests.js'
import { measureTableShift } from '../../support/browser/measureTableShift.js'

layoutShiftTests('without styles.css')

/** The line the theming guide gives a page without styles.css. */
const ONE_LINE =
  'td :is([data-dname], [data-dname-identity]) { contain: inline-size; contain-intrinsic-inline-size: 12em }'

it('moves the columns of natural width as names arrive, as the guide says (0.023 in a 1024 × 768 window)', async () => {
  const { cls, settled, unmount } = await measureTableShift({ viewport: [1024, 768] })
  unmount()
  expect(settled).toBe(true)
  expect(cls).toBeGreaterThan(0.01)
  expect(cls).toBeLessThan(0.03)
})

it.each([
  [1440, 900],
  [1024, 768],
  [390, 844],
] as Array<[number, number]>)(
  "keeps columns of natural width still with the guide's one line, in a %i × %i window",
  async (...viewport) => {
    const { cls, shifts, named, settled, unmount } = await measureTableShift({
      viewport,
      css: ONE_LINE,
    })
    unmount()
    expect(settled).toBe(true)
    expect(named).toBeGreaterThan(50)
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01)
  },
)
