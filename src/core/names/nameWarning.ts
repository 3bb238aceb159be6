import { asciiReading } from './asciiReading.js'
import { invisibleCharacters } from './invisibleCharacters.js'
import { mixedScriptCharacters } from './mixedScriptCharacters.js'
import { isPlain, LOOKED_AT } from './plainName.js'

/** Why a name may be mistaken for another. */
export type LookAlikeReason =
  /** Characters outside ASCII that Unicode draws like ASCII (`ԁаѵе`, `ａｌｉｃｅ`, `micros໐ft`): it reads as `readsAs`. */
  | 'ascii-look-alike'
  /** Letters of scripts that are not written together, such as a Cyrillic `а` among Latin. */
  | 'mixed-scripts'
  /** Characters that show nothing: controls, joiners and selectors out of place, fillers, spaces. */
  | 'invisible'
  /** Not in Unicode's composed form (NFC): it shows like the composed name, but is another. */
  | 'not-normalized'
  /** ASCII taken for other ASCII (`1` for `l`, `rn` for `m`: `ASCII_SWAPS`), read as which it is another registered name. */
  | 'reads-as-another'
  /** The registry's record of it is spelled otherwise than what was asked for (`ALICE.algo` for `alice.algo`). */
  | 'other-spelling'

export interface NameWarning {
  warning: 'confusable'
  reasons: LookAlikeReason[]
  /** The characters at fault, each once, in the order met. */
  characters: string[]
  /** What is wrong, in words fit to show a person, with the code points at fault. */
  message: string
  /** The name it reads as: with `'ascii-look-alike'`, `'reads-as-another'` or `'other-spelling'`. */
  readsAs?: string
}

const REASONS: Record<LookAlikeReason, (readsAs: string) => string> = {
  'ascii-look-alike': (readsAs) => `it is drawn like ${readsAs}`,
  'mixed-scripts': () => 'it mixes scripts',
  invisible: () => 'it holds characters that show nothing',
  'not-normalized': () => 'it is spelled in an uncommon form',
  'reads-as-another': (readsAs) => `it can be read as ${readsAs}, another name`,
  'other-spelling': (readsAs) => `the registry spells it ${readsAs}`,
}

/** One thing found wrong with a name: why, the characters at fault, and what it reads as. */
export interface LookAlikeFinding {
  reason: LookAlikeReason
  characters: readonly string[]
  readsAs?: string | undefined
}

const codePoint = (c: string) =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Whether a name can be mistaken for another, and why, by Unicode's own data (UTS #39): it is
 * drawn like an ASCII name without being one (`confusables.txt`); it mixes scripts not written
 * together in one label (by each character's Script_Extensions; Japanese, Chinese and Korean
 * may mix with Latin); it holds characters that show nothing (controls, fillers, spaces, and
 * joiners or selectors outside an emoji sequence or a script that needs them); or it is not in
 * NFC. `undefined` for a name that reads as what it is. Printable ASCII passes at once.
 *
 * `readsAs`: another registered name that this one can be read as, its characters of
 * `ASCII_SWAPS` taken for what they pass for (see `asciiSwapReadings`; whether it is
 * registered is the registry's to say, as `resolveSendTarget` asks it); the characters where
 * the two differ are then flagged too.
 */
export function nameWarning(name: string, readsAs?: string): NameWarning | undefined {
  return warningOf(lookAlikeFindings(name, readsAs))
}

/** The characters of `text` between what it shares with `other` at its start and at its end. */
function differing(text: string, other: string): string[] {
  const a = [...text]
  const b = [...other]
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end))
    end++
  return a.slice(start, a.length - end)
}

/** What `nameWarning` finds wrong with `name`, one finding per reason. */
export function lookAlikeFindings(name: string, readsAs?: string): LookAlikeFinding[] {
  const text = name.slice(0, LOOKED_AT)
  const plain = isPlain(text)
  if (readsAs === undefined && plain) return []
  const found: LookAlikeFinding[] = []
  const ascii = plain ? undefined : asciiReading(text)
  if (ascii !== undefined) {
    const characters = [...text].filter((c) => !isPlain(c))
    found.push({ reason: 'ascii-look-alike', characters, readsAs: ascii })
  }
  const mixed = mixedScriptCharacters(text)
  if (mixed.length > 0) found.push({ reason: 'mixed-scripts', characters: mixed })
  const hidden = invisibleCharacters(text)
  if (hidden.length > 0) found.push({ reason: 'invisible', characters: hidden })
  if (text.normalize('NFC') !== text) found.push({ reason: 'not-normalized', characters: [] })
  if (readsAs !== undefined) {
    const swapped = differing(text.toLowerCase(), readsAs)
    if (swapped.length > 0) found.push({ reason: 'reads-as-another', characters: swapped, readsAs })
  }
  return found
}

/** The warning of what was found, or `undefined` when nothing was. */
export function warningOf(findings: readonly LookAlikeFinding[]): NameWarning | undefined {
  if (findings.length === 0) return undefined
  // One finding per reason, the first one's words: a name and its record may share a fault.
  const found = findings.filter((f, i) => findings.findIndex((g) => g.reason === f.reason) === i)
  const characters = [...new Set(findings.flatMap((f) => f.characters))]
  const codes = characters.map(codePoint)
  const why = found.map((f) => REASONS[f.reason](f.readsAs ?? 'another name')).join(', ')
  const readsAs = found.find((f) => f.readsAs !== undefined)?.readsAs
  return {
    warning: 'confusable',
    reasons: found.map((f) => f.reason),
    characters,
    message: `This name may imitate another: ${why}${codes.length > 0 ? ` (${codes.join(' ')})` : ''}.`,
    ...(readsAs !== undefined ? { readsAs } : {}),
  }
}
