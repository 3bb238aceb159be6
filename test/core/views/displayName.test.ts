import { describe, expect, it } from 'vitest'
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
})
