import { expect, it } from 'vitest'
import { rates } from '../../../bench/lookalikes/rates.js'

it('marks at least 99% of the look-alikes Unicode’s data allows, and at most 1% of ordinary names', async () => {
  const { rows, spoofRate, ordinaryRate, missed, flagged } = await rates()
  expect(spoofRate).toBeGreaterThanOrEqual(0.99)
  expect(ordinaryRate).toBeLessThanOrEqual(0.01)
  // No one kind of look-alike is left behind by the others' numbers.
  for (const row of rows.filter((r) => r.kind === 'look-alike')) {
    expect(row.marked / row.names, row.category).toBeGreaterThanOrEqual(0.99)
  }
  expect(missed.slice(0, 5)).toEqual([])
  expect(flagged.slice(0, 5)).toEqual([])
}, 60_000)
