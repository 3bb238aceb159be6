import { expect, it } from 'vitest'
import { measureNameRows } from './measureNameRows.js'
import { measureTableShift } from './measureTableShift.js'

/**
 * The layout-shift checks of a 200-row table, as the page stands (with or without styles.css,
 * said by `styling`): columns that give names a width move nothing (CLS ≤ 0.01), and at natural
 * widths no row grows; and a list of names alone keeps one row height whatever each row shows.
 * `reservesCells`: styles.css gives names in table cells a width of their own, so columns of
 * natural width move nothing either.
 */
export function layoutShiftTests(styling: string, { reservesCells = false } = {}) {
  it(`keeps the layout still while 200 rows arrive in columns that give names a width, ${styling}`, async () => {
    const { cls, shifts, named, settled, unmount } = await measureTableShift({ nameWidth: '11em' })
    unmount()
    expect(settled).toBe(true)
    expect(named).toBeGreaterThan(50)
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01)
  })

  it(`keeps a list of names alone at one row height while they load, arrive or are missing, ${styling}`, async () => {
    const { loading, settled } = await measureNameRows()
    expect(settled.states).toContain('found')
    expect(settled.states).toContain('not-found')
    expect(
      new Set([...loading.heights, ...settled.heights]).size,
      JSON.stringify({ loading, settled }),
    ).toBe(1)
  })

  if (reservesCells)
    it(`keeps the layout still while 200 rows arrive in columns of natural width, with avatar and name in an inline-flex wrapper, ${styling}`, async () => {
      const { cls, shifts, named, settled, unmount } = await measureTableShift({
        pair: 'inline-flex',
      })
      unmount()
      expect(settled).toBe(true)
      expect(named).toBeGreaterThan(50)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01)
    })

  it(`never grows or shrinks a row while 200 rows arrive in columns of natural width, ${styling}`, async () => {
    // In an inline-flex wrapper, an avatar whose baseline moved with its content (an initial,
    // an image) would move the row's line.
    const { moved, shifts, settled, unmount } = await measureTableShift({ pair: 'inline-flex' })
    unmount()
    expect(settled).toBe(true)
    expect(moved, JSON.stringify(shifts)).toBe(0)
  })
}
