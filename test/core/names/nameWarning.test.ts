import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameWarning } from '../../../src/core/names/nameWarning.js'

describe('nameWarning', () => {
  it.each([
    ['a Cyrillic а among Latin letters', 'аlice.algo', 'mixed-scripts', ['а']],
    ['a Greek ο among Latin letters', 'bοb.algo', 'mixed-scripts', ['ο']],
    ['a label of Latin-looking Cyrillic', 'аррӏе.algo', 'ascii-look-alike', ['а', 'р', 'ӏ', 'е']],
    ['a trailing joiner after an emoji', '🦊\u200D.algo', 'invisible', ['\u200D']],
    ['a selector after an emoji that needs none', '🦊\uFE0F.algo', 'invisible', ['\uFE0F']],
    ['a dot above an i', 'ali\u0307ce.algo', 'invisible', ['\u0307']],
    ['a control character', 'alice\u0000.algo', 'invisible', ['\u0000']],
    ['a tab', 'ali\tce.algo', 'invisible', ['\t']],
    ['a next-line control', 'ali\u0085ce.algo', 'invisible', ['\u0085']],
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
    ['Japanese with the long-vowel mark', 'ソニー.algo'],
    ['more Japanese with the long-vowel mark', 'コーヒー.algo'],
    ['the rainbow flag', '🏳️‍🌈.algo'],
    ['a heart on fire', '❤️‍🔥.algo'],
    ['the transgender flag', '🏳️‍⚧️.algo'],
    ['the eye in a speech bubble', '👁️‍🗨️.algo'],
    ['a subdivision flag', '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}.algo'],
    ['a keycap', '1\uFE0F\u20E3.algo'],
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
        // It is drawn like the ASCII name with an `a`; among Latin letters it mixes scripts.
        const label = `${before.split('.').at(-1)}${after.split('.')[0]}`
        const warning = nameWarning(`${before}\u0430${after}`)
        expect(warning?.reasons).toEqual([
          'ascii-look-alike',
          ...(/[a-z]/i.test(label) ? ['mixed-scripts'] : []),
        ])
        expect(warning?.readsAs).toBe(`${before}a${after}`.toLowerCase())
      }),
      { numRuns: 2000 },
    )
  })

  it('looks at a bounded part of a huge name', () => {
    expect(nameWarning(`${'a'.repeat(2_000_000)}\u200B.algo`)).toBeUndefined()
    expect(nameWarning(`а${'a'.repeat(2_000_000)}.algo`)?.reasons).toEqual([
      'ascii-look-alike',
      'mixed-scripts',
    ])
  })
})

describe('nameWarning marks the look-alikes a hand-written table let through', () => {
  it.each([
    ['a Lao digit zero for o', 'micros\u0ED0ft.algo', 'microsoft.algo'],
    ['an APL alpha for a', 'sc\u237Arlett.algo', 'scarlett.algo'],
    ['a divides sign for l', 'payro\u2223l.algo', 'payroll.algo'],
    ['a mathematical digit one for l', 'def\u{1D7F7}y.algo', 'defly.algo'],
    ['whole-label Cyrillic with ѵ', 'ԁаѵе.algo', 'dave.algo'],
    ['whole-label Cyrillic with г', 'ѕагаһ.algo', 'sarah.algo'],
    ['full-width letters', 'ａｌｉｃｅ.algo', 'alice.algo'],
    ['small capitals', 'b\u1D0Fb.algo', 'bob.algo'],
    ['a Latin alpha', '\u0251lice.algo', 'alice.algo'],
    ['a dotless i', 'al\u0131ce.algo', 'alice.algo'],
    ['Roman numeral letters', '\u2170\u217C.algo', 'il.algo'],
    ['mathematical bold', '\u{1D41A}\u{1D425}\u{1D422}\u{1D41C}\u{1D41E}.algo', 'alice.algo'],
    ['a one-dot leader for the dot', 'alice\u2024algo', 'alice.algo'],
    // Beyond confusables.txt: folded with NFKC, Latin small capitals, Cherokee read by script.
    ['small capitals all through', '\u1D00\u029F\u026A\u1D04\u1D07.algo', 'alice.algo'],
    ['superscript letters', '\u1D43\u02E1\u2071\u1D9C\u1D49.algo', 'alice.algo'],
    ['circled letters', '\u24D0\u24DB\u24D8\u24D2\u24D4.algo', 'alice.algo'],
    ['full-width digits', '\uFF11\uFF12\uFF13.algo', '123.algo'],
    ['a dotless j', '\u0237oy.algo', 'joy.algo'],
    [
      'Cherokee capitals, one drawn like no ASCII',
      '\u13AA\u13DE\u13C6\u13DF\u13AC.algo',
      'al\u13C6ce.algo',
    ],
    ['Cherokee small letters', '\uAB7A\uABAE\uAB96\uABAF\uAB7C.algo', 'al\uAB96ce.algo'],
  ])('marks %s as drawn like the ASCII name', (_, name, readsAs) => {
    const warning = nameWarning(name)
    expect(warning?.reasons).toContain('ascii-look-alike')
    expect(warning?.readsAs).toBe(readsAs)
    expect(warning?.message).toContain(`it is drawn like ${readsAs}`)
  })
})
