import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { lookAlikeTableSource, TABLE_FILE } from '../../scripts/unicode/writeLookAlikeTable.js'

it('holds the look-alike table the generator writes from confusables.txt', () => {
  // Out of date? Run: npx tsx scripts/unicode/writeLookAlikeTable.ts
  expect(readFileSync(TABLE_FILE, 'utf8')).toBe(lookAlikeTableSource())
})
