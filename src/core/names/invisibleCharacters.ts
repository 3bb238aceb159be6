import { SHOWS_NOTHING } from './showsNothing.js'

const SHOWS_NOTHING_CHARACTER = new RegExp(`[${SHOWS_NOTHING}]`, 'u')
const PICTOGRAPH = /\p{Extended_Pictographic}/u
// What may end an emoji before a joiner: a pictograph, its selector, a skin tone, a tag's end.
const BEFORE_JOINER = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u{E007F}/u
// An emoji shown as text by default, which U+FE0F turns into an emoji.
const TEXT_EMOJI = /^(?!\p{Emoji_Presentation})\p{Emoji}$/u
const KEYCAP_BASE = /^[0-9#*]$/
const TAG = /[\u{E0020}-\u{E007F}]/u
// Scripts that shape letters with the joiners (Arabic and the Indic scripts).
const SHAPED =
  /[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}]/u
const SOFT_DOTTED = /\p{Soft_Dotted}/u
const MARK = /\p{Mn}/u

/** Whether `character`, at `i` in `all`, has a place where it is: in an emoji or a script. */
function belongs(all: readonly string[], i: number): boolean {
  const character = all[i] ?? ''
  const before = all[i - 1] ?? ''
  const after = all[i + 1] ?? ''
  switch (character) {
    case '\u200D':
      return (
        (BEFORE_JOINER.test(before) && PICTOGRAPH.test(after)) ||
        (SHAPED.test(before) && SHAPED.test(after))
      )
    case '\u200C':
      return SHAPED.test(before) && SHAPED.test(after)
    case '\uFE0F':
      return KEYCAP_BASE.test(before) ? after === '\u20E3' : TEXT_EMOJI.test(before)
    case '\uFE0E':
      return TEXT_EMOJI.test(before) && !KEYCAP_BASE.test(before)
    default: {
      // A subdivision flag: tags after the black flag, up to the cancel tag.
      if (!TAG.test(character)) return false
      let start = i
      while (start > 0 && TAG.test(all[start - 1] ?? '')) start--
      return all[start - 1] === '\u{1F3F4}'
    }
  }
}

/**
 * The characters of `text` that show nothing where they are, each once: controls, spaces,
 * fillers, and joiners or selectors outside an emoji sequence or a script that shapes with them;
 * a dot above a letter that has one (`i\u0307`) and a mark repeated on one letter, drawn once.
 */
export function invisibleCharacters(text: string): string[] {
  const all = [...text.normalize('NFD')]
  const found = new Set<string>()
  for (const [i, character] of all.entries()) {
    if (SHOWS_NOTHING_CHARACTER.test(character)) {
      if (!belongs(all, i)) found.add(character)
    } else if (MARK.test(character)) {
      // Marks on one letter, back to the letter: a dot above a dotted letter, or a mark twice.
      let base = i - 1
      while (base >= 0 && MARK.test(all[base] ?? '')) {
        if (all[base] === character) found.add(character)
        base--
      }
      if (character === '\u0307' && SOFT_DOTTED.test(all[base] ?? '')) found.add(character)
    }
  }
  return [...found]
}
