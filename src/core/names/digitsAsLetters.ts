/**
 * Digits that Unicode's confusables data (UTS #39, `confusables.txt`) maps to Latin letters:
 * `0` to `O` and `1` to `l`. These are its only entries between ASCII digits and letters; in a
 * lowercase name, `0` reads as `o`.
 */
const DIGIT_AS_LETTER: Readonly<Record<string, string>> = { '0': 'o', '1': 'l' }

/**
 * `name` read with its look-alike digits as the letters they imitate, in the labels that have
 * letters (`a1ice.algo` reads `alice.algo`; `2024.algo` and `1.algo` stay as they are), or
 * `undefined` when it reads the same. A name that differs from its reading is only dangerous
 * when the reading is another registered name: `resolveSendTarget` asks the registry.
 */
export function digitsAsLetters(name: string): string | undefined {
  const read = name
    .split('.')
    .map((label) =>
      /\p{L}/u.test(label) ? label.replace(/[01]/g, (d) => DIGIT_AS_LETTER[d] ?? d) : label,
    )
    .join('.')
  return read === name ? undefined : read
}

/** Most readings the send flow asks the registry about for one name. */
export const MAX_DIGIT_READINGS = 4

/**
 * The names `name` may pass for with its look-alike digits read as letters: every such digit
 * at once (`digitsAsLetters`), then each alone, so that `goa1401.algo` is read as
 * `goal401.algo` too; at most `MAX_DIGIT_READINGS`, each once.
 */
export function digitReadings(name: string): string[] {
  const readings = new Set<string>()
  const all = digitsAsLetters(name)
  if (all === undefined) return []
  readings.add(all)
  const labels = name.split('.')
  for (const [i, label] of labels.entries()) {
    if (!/\p{L}/u.test(label)) continue
    for (const [at, character] of [...label].entries()) {
      const letter = DIGIT_AS_LETTER[character]
      if (letter === undefined) continue
      const read = [...label]
      read[at] = letter
      readings.add([...labels.slice(0, i), read.join(''), ...labels.slice(i + 1)].join('.'))
    }
  }
  return [...readings].slice(0, MAX_DIGIT_READINGS)
}
