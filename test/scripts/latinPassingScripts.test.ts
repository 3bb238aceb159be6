import { expect, it } from 'vitest'
import { readConfusables, readSupplement } from '../../scripts/unicode/confusables.js'
import { LATIN_PASSING_SCRIPTS } from '../../src/core/names/asciiReading.js'

// Every script with letters that names are written in, or that look-alike research names.
const REVIEWED = [
  ...LATIN_PASSING_SCRIPTS,
  'Adlam',
  'Arabic',
  'Armenian',
  'Avestan',
  'Bamum',
  'Bassa_Vah',
  'Bengali',
  'Canadian_Aboriginal',
  'Caucasian_Albanian',
  'Cyrillic',
  'Deseret',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Glagolitic',
  'Gothic',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Kayah_Li',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Meetei_Mayek',
  'Mende_Kikakui',
  'Mongolian',
  'Mro',
  'Myanmar',
  'Nko',
  'Ol_Chiki',
  'Old_Hungarian',
  'Old_Permic',
  'Oriya',
  'Osage',
  'Runic',
  'Sinhala',
  'Sora_Sompeng',
  'Syloti_Nagri',
  'Tai_Viet',
  'Tamil',
  'Telugu',
  'Thai',
  'Tibetan',
  'Tifinagh',
  'Vai',
  'Yi',
]

it('names as passing for Latin the scripts with a fifth of their letters drawn like ASCII', () => {
  const table = new Map([...readConfusables(), ...readSupplement()])
  const passing = REVIEWED.filter((script) => {
    const inScript = new RegExp(`^\\p{sc=${script}}$`, 'u')
    let letters = 0
    let latin = 0
    for (let point = 0x80; point <= 0x1ffff; point++) {
      const character = String.fromCodePoint(point)
      if (!inScript.test(character) || !/^\p{L}$/u.test(character)) continue
      letters += 1
      if (/^[A-Za-z0-9]+$/.test(table.get(character) ?? '')) latin += 1
    }
    return latin >= letters / 5
  })
  expect([...new Set(passing)].sort()).toEqual([...LATIN_PASSING_SCRIPTS].sort())
}, 60_000)
