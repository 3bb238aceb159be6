import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { displayName, softBreaks } from '../../../src/core/views/displayName.js'

describe('displayName', () => {
  it('removes direction overrides, isolates and invisible characters', () => {
    expect(displayName('\u202Egla.ecila').text).toBe('gla.ecila')
    expect(displayName('ali\u200Bce\u2066.algo\u2069').text).toBe('alice.algo')
    expect(displayName('bob\u0000\n.algo').text).toBe('bob.algo')
  })

  it('splits the first label from the rest, where a cut goes', () => {
    expect(displayName('mail.root.algo')).toEqual({
      text: 'mail.root.algo',
      label: 'mail',
      rest: '.root.algo',
      full: 'mail.root.algo',
      truncated: false,
    })
    expect(displayName('nodot')).toMatchObject({ label: 'nodot', rest: '' })
  })

  it('cuts a long name in the middle of its first label, keeping the root and .algo', () => {
    const long = 'a-very-long-segment.some-root.algo'
    expect(displayName(long, 24)).toEqual({
      text: 'a-ve…ment.some-root.algo',
      label: 'a-ve…ment',
      rest: '.some-root.algo',
      full: long,
      truncated: true,
    })
    expect(displayName(long, 24).text).toHaveLength(24)
    expect(displayName('short.algo', 10)).toMatchObject({ text: 'short.algo', truncated: false })
  })

  it('cuts the whole name in its middle when the root alone is too long', () => {
    const text = displayName('abc.a-very-long-root-label.algo', 12).text
    expect(text).toBe('abc.a-….algo')
  })

  it('never cuts inside a character made of several code points', () => {
    const family = '👩‍👩‍👧‍👦'
    expect(displayName(`${family.repeat(9)}.algo`, 10).text).toBe(
      `${family.repeat(2)}…${family.repeat(2)}.algo`,
    )
  })

  it('cuts a name of a million characters near its ends only', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment')
    const huge = `${'a'.repeat(1_000_000)}.algo`
    expect(displayName(huge, 32)).toMatchObject({
      text: `${'a'.repeat(13)}…${'a'.repeat(13)}.algo`,
      truncated: true,
    })
    expect(displayName(`${'x'.repeat(2_000_000)}`, 32).text).toHaveLength(32)
    // Not plain ASCII, so segmented: a window at each end, never the whole name.
    expect(displayName(`${'é'.repeat(1_000_000)}.algo`, 32).text).toBe(
      `${'é'.repeat(13)}…${'é'.repeat(13)}.algo`,
    )
    const segmented = segment.mock.calls.map(([text]) => text.length)
    expect(segmented.length).toBeGreaterThan(0)
    expect(Math.max(...segmented)).toBeLessThanOrEqual(1024)
    segment.mockRestore()
  })

  it('cuts a long name of plain ASCII without the segmenter, whose first use is slow', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment')
    expect(displayName(`${'a-very-long-label-'.repeat(8)}.algo`, 24).text).toBe(
      'a-very-lo…ng-label-.algo',
    )
    expect(segment).not.toHaveBeenCalled()
    segment.mockRestore()
  })

  it('holds that each printable ASCII character is a grapheme of its own', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    const char = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c))
    fc.assert(
      fc.property(fc.string({ unit: char, maxLength: 80 }), (text) => {
        expect(Array.from(segmenter.segment(text), (s) => s.segment)).toEqual([...text])
      }),
    )
  })

  it('keeps a name that is long in code units but short in graphemes', () => {
    const family = '👩‍👩‍👧‍👦'
    expect(displayName(family.repeat(3), 3)).toMatchObject({
      text: family.repeat(3),
      truncated: false,
    })
  })

  it('makes no segmenter per call', () => {
    const made = vi.spyOn(Intl, 'Segmenter')
    for (let i = 0; i < 50; i++) displayName(`ünïcödé-very-long-name${i}.algo`, 10)
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
  })
})

describe('displayName of names from strangers', () => {
  it('reads only the two ends of a huge name, whatever its length', () => {
    const name = `${'a'.repeat(10_000_000)}\u200B.algo`
    const shown = displayName(name, 32)
    expect(shown.full.length).toBeLessThanOrEqual(2 * 512)
    expect(shown.text.startsWith('a')).toBe(true)
    expect(shown.text.endsWith('.algo')).toBe(true)
    expect(shown.truncated).toBe(true)
  })

  it('has no text for a name whose first label shows nothing', () => {
    for (const name of [
      '\u3164.algo',
      '\u2800.algo',
      '\u115F\u1160.algo',
      '\u00A0.algo',
      '\u034F.algo',
    ]) {
      expect(displayName(name, 32).text).toBe('')
    }
    expect(displayName('a\u3164.algo', 32).text).toBe('a\u3164.algo')
  })
})

describe('softBreaks', () => {
  const SHY = '\u00ad'
  it('puts a soft hyphen between graphemes, and a word joiner after a hyphen', () => {
    expect(softBreaks('ab-c')).toBe(`a${SHY}b${SHY}-\u2060${SHY}c`)
    // An emoji sequence and a letter with its accent are one grapheme each: never broken inside.
    expect(softBreaks('👩‍👩‍👧e\u0301')).toBe(`👩‍👩‍👧${SHY}e\u0301`)
  })

  it('reads as the label once the soft hyphens and joiners are taken out', () => {
    fc.assert(
      // Labels as `displayName` leaves them: no format characters of their own.
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }).map((l) => displayName(l).label),
        (label) => {
          expect(softBreaks(label).replace(/[\u00ad\u2060]/g, '')).toBe(label)
        },
      ),
    )
  })
})
