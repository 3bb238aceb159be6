import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameWarning } from '../../../src/core/names/nameWarning.js'

describe('nameWarning', () => {
  it.each([
    ['a Cyrillic а among Latin letters', 'аlice.algo', 'mixed-scripts', ['а']],
    ['a Greek ο among Latin letters', 'bοb.algo', 'mixed-scripts', ['ο']],
    ['a label of Latin-looking Cyrillic', 'аррӏе.algo', 'look-alike-script', ['а', 'р', 'ӏ', 'е']],
    ['a zero-width joiner', 'ali\u200Dce.algo', 'invisible', ['\u200D']],
    ['a zero-width non-joiner', 'ali\u200Cce.algo', 'invisible', ['\u200C']],
    ['a zero-width space', 'ali\u200Bce.algo', 'invisible', ['\u200B']],
    ['a combining grapheme joiner', 'ali\u034Fce.algo', 'invisible', ['\u034F']],
    ['a variation selector', 'ali\uFE0Fce.algo', 'invisible', ['\uFE0F']],
    ['a supplementary variation selector', 'ali\u{E0100}ce.algo', 'invisible', ['\u{E0100}']],
    ['a Hangul filler', '\u3164.algo', 'invisible', ['\u3164']],
    ['a Hangul choseong filler', '\u115F.algo', 'invisible', ['\u115F']],
    ['a halfwidth Hangul filler', '\uFFA0.algo', 'invisible', ['\uFFA0']],
    ['a blank Braille pattern', '\u2800.algo', 'invisible', ['\u2800']],
    ['a right-to-left override', '\u202Egla.ecila', 'invisible', ['\u202E']],
    ['a space', 'ali ce.algo', 'invisible', [' ']],
    ['a decomposed (NFD) spelling', 'café.algo'.normalize('NFD'), 'not-normalized', []],
  ])('flags %s', (_, name, reason, characters) => {
    const warning = nameWarning(name)
    expect(warning?.warning).toBe('confusable')
    expect(warning?.reasons).toContain(reason)
    expect(warning?.characters).toEqual(characters)
  })

  it.each([
    ['a Latin name', 'alice.algo'],
    ['a segment name', 'mail.root.algo'],
    ['digits', '123.algo'],
    ['a composed accent', 'café.algo'],
    ['an Arabic name', 'علي.algo'],
    ['a Persian name with its non-joiner', 'می\u200Cخواهم.algo'],
    ['a Cyrillic word that does not look Latin', 'тест.algo'],
    ['Japanese, written in three scripts', '日本語かなカナ.algo'],
    ['Latin with Han', 'tokyo東京.algo'],
    ['an emoji family joined by ZWJ', '👩‍👩‍👧‍👦.algo'],
    ['an emoji with its presentation selector', '❤️.algo'],
  ])('lets %s through', (_, name) => {
    expect(nameWarning(name)).toBeUndefined()
  })

  it('lets every name of printable ASCII without spaces through, and flags one with a look-alike in it', () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    })
    fc.assert(
      fc.property(ascii, ascii, (before, after) => {
        expect(nameWarning(`${before}a${after}`)).toBeUndefined()
        // Its label: among Latin letters it mixes scripts; alone, it only looks Latin.
        const label = `${before.split('.').at(-1)}${after.split('.')[0]}`
        expect(nameWarning(`${before}\u0430${after}`)?.reasons).toEqual([
          /[a-z]/i.test(label) ? 'mixed-scripts' : 'look-alike-script',
        ])
      }),
      { numRuns: 2000 },
    )
  })

  it('looks at a bounded part of a huge name', () => {
    expect(nameWarning(`${'a'.repeat(2_000_000)}\u200B.algo`)).toBeUndefined()
    expect(nameWarning(`а${'a'.repeat(2_000_000)}.algo`)?.reasons).toEqual(['mixed-scripts'])
  })
})
