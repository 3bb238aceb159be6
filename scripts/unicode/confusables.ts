// Reads Unicode's published data for look-alikes (UTS #39 confusables.txt, UTS #51 ZWJ sequences),
// kept beside this file so that nothing needs the network.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const here = import.meta.dirname

const text = (hex: string) =>
  hex
    .trim()
    .split(/\s+/)
    .map((h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .join('')

/** The data lines of a Unicode data file, comments removed, split at `;`. */
function fields(file: string): string[][] {
  return readFileSync(join(here, file), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
    .map((line) => line.split(';').map((field) => field.trim()))
}

/** `confusables.txt`: each source character with its prototype, what it is drawn like. */
export function readConfusables(): Map<string, string> {
  return new Map(fields('confusables.txt').map(([from = '', to = '']) => [text(from), text(to)]))
}

/** `lookAlikeSupplement.txt`: characters drawn like ASCII letters that confusables.txt misses. */
export function readSupplement(): Map<string, string> {
  return new Map(
    fields('lookAlikeSupplement.txt').map(([from = '', to = '']) => [text(from), text(to)]),
  )
}

/** `emoji-zwj-sequences.txt`: every recommended emoji sequence joined by U+200D. */
export function readZwjSequences(): string[] {
  return fields('emoji-zwj-sequences.txt').map(([sequence = '']) => text(sequence))
}

/** What ASCII names are spelled with (letters, digits, dots, hyphens): what a look-alike imitates. */
const NAME_ASCII = /^[A-Za-z0-9.-]+$/

/**
 * The table `src/core/names/lookAlikeTable.ts` holds: every character outside ASCII that
 * Unicode draws like ASCII letters, digits, dots or hyphens, mapped to them in lower case (a
 * name is read in lower case), keyed as a skeleton reads it (after NFD, so
 * a character that decomposes is read through its parts). Sorted by code point.
 */
export function asciiLookAlikes(): [number, string][] {
  return [...new Map([...readConfusables(), ...readSupplement()])]
    .filter(([from]) => from.normalize('NFD') === from)
    .map(
      ([from, to]) =>
        [from.codePointAt(0) ?? 0, to.normalize('NFD').toLowerCase()] as [number, string],
    )
    .filter(([from, to]) => from > 0x7f && NAME_ASCII.test(to))
    .sort((a, b) => a[0] - b[0])
}

/**
 * The table as one string: runs of code points that map to consecutive ASCII characters
 * (`𝐚`…`𝐳`, `ａ`…`ｚ`) are one entry, `delta[*length]=prototype`, entries apart by a space.
 */
export function encodeLookAlikes(table: [number, string][]): string {
  const runs: { from: number; length: number; to: string }[] = []
  for (const [from, to] of table) {
    const run = runs.at(-1)
    const next =
      run && run.to.length === 1 && to.length === 1 && from === run.from + run.length
        ? to.charCodeAt(0) === run.to.charCodeAt(0) + run.length
        : false
    if (run && next) run.length += 1
    else runs.push({ from, length: 1, to })
  }
  let previous = 0
  return runs
    .map(({ from, length, to }) => {
      const entry = `${(from - previous).toString(36)}${length > 1 ? `*${length.toString(36)}` : ''}=${to}`
      previous = from
      return entry
    })
    .join(' ')
}
