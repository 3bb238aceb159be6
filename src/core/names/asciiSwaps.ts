/**
 * What an all-ASCII name may pass for, read by eye: each entry is what is typed and what it is
 * taken for. `0` and `1` are Unicode's own (UTS #39 maps them to `O` and `l`); the rest are the
 * swaps of published homograph research and phishing reports: `1` for `i` (`b1nance`), `5` for
 * `s`, and the letter pairs that run together in sans-serif type (`rnicrosoft`, `vvallet`,
 * `clisney`, `arnazon`). One way only: `amazon` is not read as `arnazon`, or anyone who
 * registers `arnazon` would have the real name marked.
 */
export const ASCII_SWAPS: readonly (readonly [typed: string, takenFor: string])[] = [
  ['0', 'o'],
  ['1', 'l'],
  ['1', 'i'],
  ['5', 's'],
  ['rn', 'm'],
  ['vv', 'w'],
  ['cl', 'd'],
]

/** Most readings the send flow asks the registry about for one name. */
export const MAX_SWAP_READINGS = 6

const DIGIT = /^[0-9]$/

/** Where each swap can be made in `label`: its index, and which swap. */
function places(label: string): { at: number; swap: readonly [string, string] }[] {
  // A label of digits alone (`2024`, `101`) reads as digits: its digits are not swapped.
  const letters = /\p{L}/u.test(label)
  const found: { at: number; swap: readonly [string, string] }[] = []
  for (const swap of ASCII_SWAPS) {
    if (DIGIT.test(swap[0]) && !letters) continue
    for (let at = label.indexOf(swap[0]); at >= 0; at = label.indexOf(swap[0], at + 1)) {
      found.push({ at, swap })
    }
  }
  return found
}

/** `label` with the swaps at `chosen` made, left to right, none overlapping another. */
function swapped(
  label: string,
  chosen: readonly { at: number; swap: readonly [string, string] }[],
) {
  let read = ''
  let from = 0
  for (const { at, swap } of [...chosen].sort((a, b) => a.at - b.at)) {
    if (at < from) continue
    read += label.slice(from, at) + swap[1]
    from = at + swap[0].length
  }
  return read + label.slice(from)
}

/**
 * The names an ASCII `name` may pass for, with the characters of `ASCII_SWAPS` read as what
 * they are taken for: first every digit and letter pair at once (`g00gle` → `google`,
 * `rnicr0soft` → `microsoft`; `1` as `l`, then as `i`), then each swap alone (`goa1401` → `goal401`, `rnicrosoft` →
 * `microsoft`); at most `MAX_SWAP_READINGS`, each once, never the name
 * itself. The last label (`algo`) is not read. A name that differs from its reading is only
 * dangerous when the reading is another registered name: `resolveSendTarget` asks the registry.
 */
export function asciiSwapReadings(name: string): string[] {
  if (!/^[\x21-\x7e]*$/.test(name)) return []
  const labels = name.split('.')
  const last = labels.length - 1
  const at = labels.map((label, i) => (i === last ? [] : places(label)))
  const readings = new Set<string>()
  const read = (make: (label: string, i: number) => string) =>
    readings.add(labels.map((label, i) => (i === last ? label : make(label, i))).join('.'))
  // Every digit and letter pair at once, `1` as `l` and then as `i`: `rnicr0soft` → `microsoft`.
  for (const one of ['l', 'i']) {
    read((label, i) =>
      swapped(
        label,
        (at[i] ?? []).filter(({ swap }) => swap[0] !== '1' || swap[1] === one),
      ),
    )
  }
  for (const [i, label] of labels.entries()) {
    for (const place of at[i] ?? []) {
      readings.add(
        [...labels.slice(0, i), swapped(label, [place]), ...labels.slice(i + 1)].join('.'),
      )
    }
  }
  readings.delete(name)
  return [...readings].slice(0, MAX_SWAP_READINGS)
}
