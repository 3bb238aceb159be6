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
 * `text` as it reads when every character outside ASCII is drawn like ASCII, by Unicode's
 * confusables data (the skeleton of UTS #39: decomposed, then each character replaced by its
 * prototype), in lower case: `ԁаѵе` and `𝐝𝐚𝐯𝐞` read `dave`. `undefined` when a character is
 * drawn like nothing in ASCII: the text cannot pass for an ASCII name.
 */
export function asciiReading(text: string): string | undefined {
  const map = lookAlikes()
  let read = ''
  for (const character of text.normalize('NFD')) {
    const ascii = ASCII.test(character) ? character : map.get(character.codePointAt(0) ?? 0)
    if (ascii === undefined) return undefined
    read += ascii
  }
  return read.toLowerCase()
}
