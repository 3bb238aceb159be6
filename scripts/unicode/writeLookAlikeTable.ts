// Writes src/core/names/lookAlikeTable.ts from Unicode's confusables.txt and the supplement beside it:
//   npx tsx scripts/unicode/writeLookAlikeTable.ts
// A test fails when the file is not what this script writes.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { asciiLookAlikes, encodeLookAlikes } from './confusables.js'

export const TABLE_FILE = join(import.meta.dirname, '../../src/core/names/lookAlikeTable.ts')

export function lookAlikeTableSource(): string {
  const table = asciiLookAlikes()
  return `// Written by scripts/unicode/writeLookAlikeTable.ts from Unicode's confusables.txt (UTS #39,
// version 17.0.0) and lookAlikeSupplement.txt: the ${table.length} characters outside ASCII drawn like ASCII letters, digits, dots or hyphens. Do not edit.
// Each entry is \`delta[*length]=prototype\`, code points in base 36, from the previous entry's.
export const LOOK_ALIKE_TABLE =
  '${encodeLookAlikes(table)}'
`
}

if (process.argv[1] === import.meta.filename) writeFileSync(TABLE_FILE, lookAlikeTableSource())
