// Scripts by Unicode's own tables, through the engine's Script_Extensions: no data ships.
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Nko',
  'Ethiopic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Thai',
  'Lao',
  'Khmer',
  'Myanmar',
  'Tibetan',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Canadian_Aboriginal',
] as const
type Script = (typeof SCRIPTS)[number] | 'Other'
// Made at the first name outside ASCII: a page of plain names never pays for 30 Unicode sets.
let tests: (readonly [Script, RegExp])[] | undefined
const scriptTests = () =>
  (tests ??= SCRIPTS.map((script) => [script, new RegExp(`\\p{scx=${script}}`, 'u')] as const))
// Letters, digits and marks say which script a label is in; the rest (ASCII digits, hyphens,
// marks and signs every script uses) go with any.
const SPELLS = /[\p{L}\p{N}\p{M}]/u
const ANY_SCRIPT = /[\p{sc=Common}\p{sc=Inherited}]/u
// Scripts written together with Latin (UTS #39, highly restrictive): Japanese, Chinese, Korean.
const TOGETHER: readonly (readonly Script[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
]
const GROUPS: readonly (readonly Script[])[] = [
  ...SCRIPTS.map((script) => [script]),
  ['Other'],
  ...TOGETHER,
]

/** The scripts `character` is written in, or none when it goes with any. */
function scriptsOf(character: string): Script[] {
  const scripts: Script[] = scriptTests()
    .filter(([, test]) => test.test(character))
    .map(([s]) => s)
  if (scripts.length > 0) return scripts
  return ANY_SCRIPT.test(character) ? [] : ['Other']
}

/**
 * The characters of `text` that do not belong with the rest of their label, each once: a label
 * must be of one script (by Script_Extensions, so the Japanese `ー` goes with katakana), or of
 * scripts written together with Latin. The characters of the largest such group belong.
 */
export function mixedScriptCharacters(text: string): string[] {
  const found = new Set<string>()
  for (const label of text.split('.')) {
    const spelled = [...label]
      .filter((c) => SPELLS.test(c))
      .map((c) => [c, scriptsOf(c)] as const)
      .filter(([, scripts]) => scripts.length > 0)
    if (spelled.length === 0) continue
    const fits = (group: readonly Script[]) =>
      spelled.filter(([, scripts]) => scripts.some((s) => group.includes(s)))
    let best: (typeof spelled)[number][] = []
    for (const group of GROUPS) {
      const fitting = fits(group)
      if (fitting.length > best.length) best = fitting
      if (fitting.length === spelled.length) break
    }
    for (const entry of spelled) if (!best.includes(entry)) found.add(entry[0])
  }
  return [...found]
}
