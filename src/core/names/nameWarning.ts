import { digitsAsLetters } from './digitsAsLetters.js'

/** Why a name may be mistaken for another. */
export type LookAlikeReason =
  /** Letters of scripts that are not written together, such as a Cyrillic `а` among Latin. */
  | 'mixed-scripts'
  /** A label wholly in Cyrillic or Greek letters that look Latin (`аррӏе`). */
  | 'look-alike-script'
  /** Characters that show nothing: joiners, variation selectors, fillers, format characters. */
  | 'invisible'
  /** Not in Unicode's composed form (NFC): it shows like the composed name, but is another. */
  | 'not-normalized'
  /** Digits drawn like letters (`1` for `l`, `0` for `o`), read as which it is another registered name. */
  | 'digits-as-letters'

export interface NameWarning {
  warning: 'confusable'
  reasons: LookAlikeReason[]
  /** The characters at fault, each once, in the order met. */
  characters: string[]
  /** What is wrong, in words fit to show a person, with the code points at fault. */
  message: string
  /** The registered name it reads as, with `'digits-as-letters'`. */
  readsAs?: string
}

const REASONS: Record<LookAlikeReason, string> = {
  'mixed-scripts': 'it mixes scripts',
  'look-alike-script': 'its letters only look Latin',
  invisible: 'it holds characters that show nothing',
  'not-normalized': 'it is spelled in an uncommon form',
  'digits-as-letters': 'its digits read as letters',
}

const codePoint = (c: string) =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

// Scripts by Unicode's own tables (the engine's, so no data ships with the library).
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Cherokee',
  'Georgian',
  'Arabic',
  'Hebrew',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Thai',
  'Devanagari',
] as const
type Script = (typeof SCRIPTS)[number] | 'Other'
const SCRIPT_TESTS = SCRIPTS.map(
  (script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const,
)
const LETTER = /^\p{L}$/u
// Scripts written together with Latin (UTS #39, highly restrictive): Japanese, Chinese, Korean.
const TOGETHER: readonly (readonly Script[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
]

// Cyrillic and Greek lowercase letters drawn like Latin ones.
const LATIN_LOOKING = new Set([...'аеорсухіјѕһԁԛԝӏɡοινκτυ'])

// Shows nothing, or nothing of its own: format characters (joiners, bidi controls, word
// joiners), the combining grapheme joiner, variation selectors, fillers and blank signs, and
// spaces other than none.
const FORMAT_OR_SPACE = /^[\p{Cf}\p{Zs}]$/u
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x034f, 0x034f], // combining grapheme joiner
  [0x115f, 0x1160], // Hangul fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors
  [0x2028, 0x2029], // line and paragraph separators
  [0x2800, 0x2800], // blank Braille pattern
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xe0100, 0xe01ef], // variation selectors supplement
]
const invisible = (character: string) => {
  if (FORMAT_OR_SPACE.test(character)) return true
  const point = character.codePointAt(0) ?? 0
  return INVISIBLE_RANGES.some(([from, to]) => point >= from && point <= to)
}
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}/u
// Joiners and variation selectors have a place inside an emoji sequence, and the non-joiner in
// the scripts that shape their letters with it.
const EMOJI_GLUE = /^[\u200D\uFE0F\uFE0E]$/u
const SHAPED = /\p{Script=Arabic}|\p{Script=Devanagari}|\p{Script=Bengali}|\p{Script=Malayalam}/u

const scriptOf = (character: string): Script =>
  SCRIPT_TESTS.find(([, test]) => test.test(character))?.[0] ?? 'Other'

const PLAIN = /^[\x21-\x7e]*$/

/** Where a name is long, only what can be shown is looked at: the work stays bounded. */
const LOOKED_AT = 1024

/**
 * Whether a name can be mistaken for another, and why: letters of scripts that are not
 * written together in one label, a label wholly in Latin-looking Cyrillic or Greek, characters
 * that show nothing (outside an emoji sequence, or the non-joiner in the scripts that need it),
 * or a spelling not in NFC. `undefined` for a name that reads as what it is.
 *
 * `readsAs`: another registered name that this one reads as with its look-alike digits taken
 * as letters (see `digitsAsLetters`; whether it is registered is the registry's to say, as
 * `resolveSendTarget` asks it); the digits at fault are then flagged too.
 */
export function nameWarning(name: string, readsAs?: string): NameWarning | undefined {
  const text = name.slice(0, LOOKED_AT)
  // Most names: printable ASCII without spaces has one script, shows every character and is NFC.
  if (readsAs === undefined && PLAIN.test(text)) return undefined
  const reasons = new Set<LookAlikeReason>()
  const characters = new Set<string>()
  const fault = (reason: LookAlikeReason, character?: string) => {
    reasons.add(reason)
    if (character !== undefined) characters.add(character)
  }
  if (text.normalize('NFC') !== text) fault('not-normalized')
  const all = [...text]
  for (const [i, character] of all.entries()) {
    if (!invisible(character)) continue
    const before = all[i - 1] ?? ''
    const after = all[i + 1] ?? ''
    if (EMOJI_GLUE.test(character) && EMOJI.test(before)) continue
    if (character === '\u200C' && SHAPED.test(before) && SHAPED.test(after)) continue
    fault('invisible', character)
  }
  for (const label of text.split('.')) {
    const letters = [...label].filter((c) => LETTER.test(c))
    const scripts = new Map<Script, string[]>()
    for (const letter of letters) {
      const script = scriptOf(letter)
      scripts.set(script, [...(scripts.get(script) ?? []), letter])
    }
    const used = [...scripts.keys()]
    const together = used.length <= 1 || TOGETHER.some((set) => used.every((s) => set.includes(s)))
    if (!together) {
      // The letters of the smaller scripts are the ones that do not belong.
      const [main] = [...scripts].sort((a, b) => b[1].length - a[1].length)
      for (const [script, found] of scripts) {
        if (script !== main?.[0]) for (const letter of found) fault('mixed-scripts', letter)
      }
    }
    if (
      letters.length > 0 &&
      used.length === 1 &&
      (used[0] === 'Cyrillic' || used[0] === 'Greek') &&
      letters.every((letter) => LATIN_LOOKING.has(letter))
    ) {
      for (const letter of letters) fault('look-alike-script', letter)
    }
  }
  if (readsAs !== undefined) {
    // The digits its reading changes (one code point for one).
    const read = [...(digitsAsLetters(text) ?? text)]
    for (const [i, character] of all.entries()) {
      if (read[i] !== character) fault('digits-as-letters', character)
    }
  }
  if (reasons.size === 0) return undefined
  const codes = [...characters].map(codePoint)
  const why = [...reasons].map((r) =>
    r === 'digits-as-letters' && readsAs
      ? `${REASONS[r]}, as ${readsAs}, another name`
      : REASONS[r],
  )
  const message = `This name may imitate another: ${why.join(', ')}${codes.length > 0 ? ` (${codes.join(' ')})` : ''}.`
  return {
    warning: 'confusable',
    reasons: [...reasons],
    characters: [...characters],
    message,
    ...(readsAs !== undefined && reasons.has('digits-as-letters') ? { readsAs } : {}),
  }
}
