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

// One segmenter for every call: making one costs far more than using it.
let segmenter: Intl.Segmenter | null | undefined

/** The graphemes of `text`, lazily: code points where `Intl.Segmenter` is missing. */
function graphemes(text: string): Iterable<string> {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null
  if (!segmenter) return text
  const segments = segmenter.segment(text)
  return {
    *[Symbol.iterator]() {
      for (const { segment } of segments) yield segment
    },
  }
}

/**
 * A name made safe to show: invisible and direction-changing characters removed, long names
 * cut. The work is bounded by `maxLength`, not by the name: a name no longer than `maxLength`
 * code units is not segmented at all, and a longer one only up to its cut.
 */
export function displayName(name: string, maxLength = Number.POSITIVE_INFINITY): DisplayName {
  const full = name.replace(HIDDEN, '')
  if (full.length <= maxLength) return { text: full, full, truncated: false }
  const keep = Math.max(1, maxLength - 1)
  let kept = ''
  let count = 0
  for (const grapheme of graphemes(full)) {
    count += 1
    if (count > maxLength) return { text: `${kept}…`, full, truncated: true }
    if (count <= keep) kept += grapheme
  }
  return { text: full, full, truncated: false }
}
