/**
 * With `styles.css`: names and avatars arriving in a 200-row table. Rows never grow (the
 * avatar holds its size, the name its line), and columns that give their names a width move
 * nothing at all (CLS ≤ 0.01).
 */
import { expect, it } from 'vitest'
import '../../src/styles.css'
import { measureTableShift } from './support/measureTableShift.js'

it('keeps the layout still while 200 rows arrive in columns that give names a width, with styles.css', async () => {
  const { cls, shifts, named, settled, unmount } = await measureTableShift({ nameWidth: '11em' })
  unmount()
  expect(settled).toBe(true)
  expect(named).toBeGreaterThan(50)
  expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01)
})

it('never grows a row while 200 rows arrive in columns of natural width, with styles.css', async () => {
  const { moved, shifts, settled, unmount } = await measureTableShift()
  unmount()
  expect(settled).toBe(true)
  expect(moved, JSON.stringify(shifts)).toBe(0)
})
