import { LOOK_ALIKE_TABLE } from './lookAlikeTable.js'

let table: Map<number, string> | undefined

/** The table, read once: code point → the ASCII it is drawn like. */
function lookAlikes(): Map<number, string> {
  if (table) return table
  table = new Map()
  let at = 0
  for (const entry of LOOK_ALIKE_TABLE.split(' ')) {
    const equals = entry.indexOf('=')
    const [delta = '', length = '1'] = entry.slice(0, equals).split('*')
    const to = entry.slice(equals + 1)
    at += Number.parseInt(delta, 36)
    const count = Number.parseInt(length, 36)
    for (let i = 0; i < count; i++) {
      table.set(at + i, count > 1 ? String.fromCharCode(to.charCodeAt(0) + i) : to)
    }
  }
  return table
}

const ASCII = /^[\x21-\x7e]$/

/**
 * Scripts whose letters pass for Latin: at least a fifth of their letters are drawn like ASCII
 * letters by Unicode's data (a review of `confusables.txt` by script, which
 * `test/scripts/latinPassingScripts.test.ts` repeats). A label in one of them is read even
 * where some letters are drawn like nothing in ASCII: `ᎪᏞᏆᏟᎬ` reads `alᏆce`.
 */
export const LATIN_PASSING_SCRIPTS = [
  'Carian',
  'Cherokee',
  'Coptic',
  'Elbasan',
  'Lisu',
  'Lycian',
  'Old_Italic',
  'Warang_Citi',
] as const
// Made when first needed, as the table is.
let latinPassing: RegExp | undefined
function isLatinPassing(character: string) {
  latinPassing ??= new RegExp(
    `^[${LATIN_PASSING_SCRIPTS.map((s) => `\\p{sc=${s}}`).join('')}]$`,
    'u',
  )
  return latinPassing.test(character)
}
const LETTER = /^\p{L}$/u

const CHEROKEE = /^\p{sc=Cherokee}$/u

/**
 * The ASCII a character is drawn like, as it is or in lower case; `undefined` for none. A
 * lowercase letter is not read through its capital, which may look otherwise (`м` is not
 * `М`), but for Cherokee: its small letters are small capitals of its capitals.
 */
function readCharacter(character: string, map: Map<number, string>): string | undefined {
  const cases = CHEROKEE.test(character)
    ? [character, character.toUpperCase()]
    : [character, character.toLowerCase()]
  for (const variant of cases) {
    if ([...variant].length !== 1) continue
    if (ASCII.test(variant)) return variant
    const ascii = map.get(variant.codePointAt(0) ?? 0)
    if (ascii !== undefined) return ascii
  }
  return undefined
}

/** A character's NFKC folding (`ⓐ` → `a`, `ᵃ` → `a`, `１` → `1`), read whole, or `undefined`. */
function readFolded(character: string, map: Map<number, string>): string | undefined {
  const folded = character.normalize('NFKC').normalize('NFD')
  if (folded === character) return undefined
  let read = ''
  for (const part of folded) {
    const ascii = readCharacter(part, map)
    if (ascii === undefined) return undefined
    read += ascii
  }
  return read
}

/**
 * `text` as it reads when every character outside ASCII is drawn like ASCII, in lower case:
 * each character as it is, or folded with NFKC (superscripts, circled and full-width forms
 * become their letters and digits), read as the skeleton of UTS #39 reads it (decomposed, each character replaced
 * by the prototype of Unicode's confusables data, or of the supplement beside it: Latin small
 * capitals as their letters): `ԁаѵе`, `𝐝𝐚𝐯𝐞`, `ᴅᴀᴠᴇ` and `ⓓⓐⓥⓔ` read `dave`. Where a character is drawn
 * like nothing in ASCII the text cannot pass for an ASCII name, `undefined`, unless its letters
 * are of scripts that pass for Latin (`LATIN_PASSING_SCRIPTS`) and at least half of those read
 * as ASCII: the others are then kept as they are.
 */
export function asciiReading(text: string): string | undefined {
  const map = lookAlikes()
  let read = ''
  let letters = 0
  let unread = 0
  for (const character of text.normalize('NFD')) {
    // As it is first: NFKC would turn some look-alikes (`ϐ`) into letters that are not.
    const ascii = readCharacter(character, map) ?? readFolded(character, map)
    if (!ASCII.test(character) && LETTER.test(character)) letters += 1
    if (ascii !== undefined) {
      read += ascii.toLowerCase()
      continue
    }
    if (!isLatinPassing(character)) return undefined
    unread += 1
    read += character
  }
  return unread * 2 <= letters ? read : undefined
}
