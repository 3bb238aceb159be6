import { SHOWS_NOTHING } from '../names/showsNothing.js'

// Control and format characters (bidi overrides and isolates, zero-width spaces, BOM) and line
// separators: a name from a stranger must not reorder the text around it or hide characters.
// The joiners U+200C and U+200D stay: emoji sequences and several scripts need them.
const HIDDEN = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

export interface DisplayName {
  /** The text to show: cleaned, and cut with an ellipsis past `maxLength` characters. */
  text: string
  /** The first label of `text` (`alice` of `alice.algo`), where a cut goes. */
  label: string
  /** The rest of `text` from the first dot (`.algo`, `.root.algo`), kept whole when it fits. */
  rest: string
  /** The cleaned name, whole up to a bound (a huge name keeps its two ends). */
  full: string
  /** Whether `text` was cut. */
  truncated: boolean
}

// One segmenter for every call: making one costs far more than using it.
let segmenter: Intl.Segmenter | null | undefined

// Printable ASCII, where every character is a grapheme of its own (CR LF, the one pair, is
// removed with the other control characters before any cut): most names, read without the
// segmenter, whose first use costs a page tens of milliseconds.
const PLAIN = /^[ -~]*$/

/** The graphemes of `text`, lazily: code points where `Intl.Segmenter` is missing. */
function* graphemes(text: string): Generator<string> {
  if (PLAIN.test(text)) return yield* text
  segmenter ??= Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null
  if (!segmenter) yield* text
  else for (const { segment } of segmenter.segment(text)) yield segment
}

/** Code units read per grapheme wanted: a window, so a huge name is never segmented whole. */
const window = (count: number) => Math.max(64, count * 16)

/**
 * A name far longer than can be shown, as its two ends: a window at its start and one at its
 * end, which is all a cut shows, so that no work scans the whole name.
 */
function bounded(name: string, maxLength: number): string {
  const side = window(Number.isFinite(maxLength) ? maxLength : 1024)
  return name.length <= 4 * side ? name : name.slice(0, side) + name.slice(-side)
}

// What shows something of its own: neither what shows nothing nor a mark, drawn on another.
const VISIBLE = new RegExp(`[^${SHOWS_NOTHING}\\p{M}]`, 'u')

/**
 * The first `count` graphemes of `text`, whether there is more, and how many were kept, read
 * from a window at its start: the work is bounded by `count`.
 */
function head(text: string, count: number): [string, boolean, number] {
  const start = text.slice(0, window(count))
  let kept = ''
  let seen = 0
  for (const grapheme of graphemes(start)) {
    if (seen === count) return [kept, true, seen]
    kept += grapheme
    seen += 1
  }
  return [kept, start.length < text.length, seen]
}

/** The last `count` graphemes of `text`, read from a window at its end: bounded by `count`. */
function tail(text: string, count: number): string {
  if (count <= 0) return ''
  const all = [...graphemes(text.slice(-window(count)))]
  return all.slice(-count).join('')
}

/** The number of graphemes of `text`, counted up to `limit` (past it, `limit + 1`). */
const countUpTo = (text: string, limit: number) => {
  const [, more, seen] = head(text, limit)
  return more ? limit + 1 : seen
}

/** `text` cut in its middle to `length` graphemes, the ellipsis included. */
function middle(text: string, length: number): string {
  const room = Math.max(1, length - 1)
  return `${head(text, Math.ceil(room / 2))[0]}…${tail(text, Math.floor(room / 2))}`
}

/**
 * A name made safe to show: invisible and direction-changing characters removed, composed
 * (NFC), and a name of more than `maxLength` characters cut in the middle of its first label,
 * so its root and suffix stay (`a-very…segment.some-root.algo`); only when they alone are too long is the whole name
 * cut in its middle. The work is bounded by `maxLength`, not by the name: a name no longer than
 * `maxLength` code units is not segmented at all, and a longer one only near its ends. A name
 * whose first label shows nothing (`ㅤ.algo`, of fillers) has an empty `text`: the address is
 * shown instead.
 */
export function displayName(name: string, maxLength = Number.POSITIVE_INFINITY): DisplayName {
  const full = bounded(name, maxLength).replace(HIDDEN, '')
  // A first label that shows nothing (fillers, blank signs, spaces) is no name to show.
  if (!VISIBLE.test(full.split('.', 1)[0] ?? '')) {
    return { text: '', label: '', rest: '', full, truncated: false }
  }
  const dot = full.indexOf('.')
  // Shown composed (NFC), as the registry's own spelling of the same name would be; only what is
  // shown is normalised, so the work stays bounded.
  const split = (text: string, at: number): DisplayName => {
    const label = (at > 0 ? text.slice(0, at) : text).normalize('NFC')
    const rest = (at > 0 ? text.slice(at) : '').normalize('NFC')
    return { text: label + rest, label, rest, full, truncated: text !== full }
  }
  if (full.length <= maxLength || !head(full, maxLength)[1]) return split(full, dot)
  const rest = dot > 0 ? full.slice(dot) : ''
  const restLength = dot > 0 ? countUpTo(rest, maxLength) : maxLength
  // Room for three characters of the first label and the ellipsis, or the whole name is cut.
  if (restLength + 4 > maxLength) return split(middle(full, maxLength), -1)
  const label = middle(full.slice(0, dot), maxLength - restLength)
  return split(label + rest, label.length)
}

/**
 * `label` with a soft hyphen between its graphemes: a box too narrow for it breaks it after its
 * last whole character, where CSS draws the hyphenation character (an ellipsis, for names) and
 * spreads the line to the box's end, so nothing blank follows the cut. A hyphen is followed by a
 * word joiner: no line breaks after it without the ellipsis, which would pass a cut name off as
 * a whole one (`alice-and-.algo`).
 */
export function softBreaks(label: string): string {
  let text = ''
  for (const grapheme of graphemes(label))
    text += (text ? '\u00ad' : '') + (grapheme === '-' ? '-\u2060' : grapheme)
  return text
}
