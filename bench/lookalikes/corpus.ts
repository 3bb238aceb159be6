/**
 * The look-alike corpus, built from Unicode's data, not by hand: every single-code-point swap
 * that `confusables.txt` allows in 200 ASCII names, whole-label Cyrillic and Greek spellings,
 * full-width and mathematical spellings, controls and fillers put into names (every character
 * the engine's Unicode tables call a control, a format character, a space or default-ignorable),
 * and, apart, the ASCII digit swaps (`0` for `o`, `1` for `l`) that only the send flow can judge.
 * Beside it, ordinary names: real ones in ten scripts and every emoji ZWJ sequence of UTS #51.
 */
import { readConfusables, readZwjSequences } from '../../scripts/unicode/confusables.js'
import { generateDataset } from '../../src/mock/generateDataset.js'
import { IMITATED_NAMES, ORDINARY_NAMES } from './ordinaryNames.js'

export interface CorpusName {
  name: string
  category: string
  /** The ASCII name a spoof imitates. */
  original?: string
}

/** 200 ASCII names: well-known ones, then the simulated registry's. */
export function asciiNames(): string[] {
  const dataset = generateDataset({ size: 400 }).records.map((r) => r.name.split('.')[0] ?? '')
  const names = [...new Set([...IMITATED_NAMES, ...dataset])].filter((n) =>
    /^[a-z0-9-]{2,}$/.test(n),
  )
  return names.slice(0, 200)
}

/** What a source character is, for the corpus's categories. */
function categoryOf(character: string): string {
  const point = character.codePointAt(0) ?? 0
  if (/\p{N}/u.test(character)) return 'digit look-alikes'
  if (point >= 0xff00 && point <= 0xffef) return 'full-width'
  if (point >= 0x1d400 && point <= 0x1d7ff) return 'mathematical'
  if (/\p{scx=Cyrillic}|\p{scx=Greek}/u.test(character)) return 'Cyrillic and Greek letters'
  if (/\p{sc=Latin}/u.test(character)) return 'non-ASCII Latin'
  if (/\p{L}|\p{M}/u.test(character)) return 'letters of other scripts'
  return 'symbols'
}

/** Source characters by the ASCII they are drawn like (case kept), from `confusables.txt`. */
function sourcesByPrototype(): Map<string, string[]> {
  const by = new Map<string, string[]>()
  for (const [from, to] of readConfusables()) {
    if ((from.codePointAt(0) ?? 0) < 0x80 || !/^[a-z0-9.-]+$/.test(to)) continue
    by.set(to, [...(by.get(to) ?? []), from])
  }
  return by
}

/** Every spoof of `names` the data allows, with its category. */
export function spoofs(names: readonly string[] = asciiNames()): CorpusName[] {
  const sources = sourcesByPrototype()
  const corpus: CorpusName[] = []
  const add = (name: string, category: string, original: string) =>
    corpus.push({ name: `${name}.algo`, category, original: `${original}.algo` })
  for (const original of names) {
    // One code point for one character, or for the run of characters it is drawn like (`ﬁ`).
    for (const [prototype, froms] of sources) {
      for (
        let at = original.indexOf(prototype);
        at >= 0;
        at = original.indexOf(prototype, at + 1)
      ) {
        for (const from of froms) {
          const spoof = original.slice(0, at) + from + original.slice(at + prototype.length)
          add(spoof, categoryOf(from), original)
        }
      }
    }
    // Whole labels in one look-alike alphabet, where the data has every letter of the name.
    const alphabets: [string, (c: string) => boolean][] = [
      ['whole-label Cyrillic', (c) => /\p{scx=Cyrillic}/u.test(c)],
      ['whole-label Greek', (c) => /\p{scx=Greek}/u.test(c)],
      ['full-width', (c) => c >= '\uff00' && c <= '\uffef'],
      ['mathematical', (c) => /[\u{1d400}-\u{1d7ff}]/u.test(c)],
    ]
    for (const [category, inAlphabet] of alphabets) {
      const options = [...original].map((c) => (sources.get(c) ?? []).filter(inAlphabet))
      if (options.some((o) => o.length === 0)) continue
      const variants = Math.max(...options.map((o) => o.length))
      for (let k = 0; k < Math.min(variants, 8); k++) {
        add(options.map((o) => o[k % o.length]).join(''), category, original)
      }
    }
  }
  corpus.push(...invisibles(names))
  return corpus
}

/** Controls, format characters, spaces, fillers and default-ignorables, put into names. */
function invisibles(names: readonly string[]): CorpusName[] {
  const shows = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u
  const corpus: CorpusName[] = []
  let n = 0
  for (let point = 0; point <= 0x10ffff; point++) {
    if (point >= 0xd800 && point <= 0xdfff) continue
    const character = String.fromCodePoint(point)
    if (!shows.test(character)) continue
    const original = names[n++ % names.length] ?? 'alice'
    const middle = Math.ceil(original.length / 2)
    for (const spoof of [
      original.slice(0, middle) + character + original.slice(middle),
      original + character,
    ]) {
      corpus.push({
        name: `${spoof}.algo`,
        category: 'controls and fillers',
        original: `${original}.algo`,
      })
    }
  }
  // Names of fillers alone: they show blank.
  for (const filler of ['\u3164', '\u2800', '\u115F', '\u00A0', '\u034F', '\u3164\u3164']) {
    corpus.push({ name: `${filler}.algo`, category: 'controls and fillers', original: '' })
  }
  return corpus
}

/** The ASCII digit swaps (`a1ice`): look-alikes only when the name they read as is registered. */
export function digitSwaps(names: readonly string[] = asciiNames()): CorpusName[] {
  const swaps: CorpusName[] = []
  for (const original of names) {
    for (const [letter, digit] of [
      ['o', '0'],
      ['l', '1'],
    ] as const) {
      for (let at = original.indexOf(letter); at >= 0; at = original.indexOf(letter, at + 1)) {
        const name = `${original.slice(0, at)}${digit}${original.slice(at + 1)}.algo`
        swaps.push({ name, category: 'ASCII digits for letters', original: `${original}.algo` })
      }
    }
  }
  return swaps
}

/** Ordinary names, by language, and every emoji ZWJ sequence. */
export function ordinaryNames(): CorpusName[] {
  return [
    ...Object.entries(ORDINARY_NAMES).flatMap(([category, names]) =>
      names.map((name) => ({ name: `${name}.algo`, category })),
    ),
    ...readZwjSequences().map((sequence) => ({
      name: `${sequence}.algo`,
      category: 'emoji ZWJ sequences',
    })),
  ]
}
