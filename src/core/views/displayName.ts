// Control and format characters (bidi overrides and isolates, zero-width spaces, BOM) and line
// separators: a name from a stranger must not reorder the text around it or hide characters.
// The joiners U+200C and U+200D stay: emoji sequences and several scripts need them.
const HIDDEN = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

export interface DisplayName {
  /** The text to show: cleaned, and cut with an ellipsis past `maxLength` characters. */
  text: string
  /** The cleaned name, whole. */
  full: string
  /** Whether `text` was cut. */
  truncated: boolean
}

const graphemes = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(
        new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
        (s) => s.segment,
      )
    : Array.from(text)

/** A name made safe to show: invisible and direction-changing characters removed, long names cut. */
export function displayName(name: string, maxLength = Number.POSITIVE_INFINITY): DisplayName {
  const full = name.replace(HIDDEN, '')
  const chars = graphemes(full)
  if (chars.length <= maxLength) return { text: full, full, truncated: false }
  return { text: `${chars.slice(0, Math.max(1, maxLength - 1)).join('')}…`, full, truncated: true }
}
