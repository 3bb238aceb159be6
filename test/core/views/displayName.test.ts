import { describe, expect, it, vi } from 'vitest'
import { displayName } from '../../../src/core/views/displayName.js'

describe('displayName', () => {
  it('removes direction overrides, isolates and invisible characters', () => {
    expect(displayName('\u202Egla.ecila').text).toBe('gla.ecila')
    expect(displayName('ali\u200Bce\u2066.algo\u2069').text).toBe('alice.algo')
    expect(displayName('bob\u0000\n.algo').text).toBe('bob.algo')
  })

  it('cuts a long name with an ellipsis and keeps it whole in full', () => {
    const long = 'averyveryverylongnameforyou.algo'
    expect(displayName(long, 10)).toEqual({ text: 'averyvery…', full: long, truncated: true })
    expect(displayName('short.algo', 10)).toEqual({
      text: 'short.algo',
      full: 'short.algo',
      truncated: false,
    })
  })

  it('never cuts inside a character made of several code points', () => {
    const text = displayName('👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦.algo', 3).text
    expect(text).toBe('👩‍👩‍👧‍👦👩‍👩‍👧‍👦…')
  })

  it('cuts a name of a million characters to its first graphemes', () => {
    const huge = `${'a'.repeat(1_000_000)}.algo`
    expect(displayName(huge, 32)).toMatchObject({ text: `${'a'.repeat(31)}…`, truncated: true })
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
    for (let i = 0; i < 50; i++) displayName(`averyveryverylongname${i}.algo`, 10)
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
  })
})
