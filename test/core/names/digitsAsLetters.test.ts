import { describe, expect, it } from 'vitest'
import { digitsAsLetters } from '../../../src/core/names/digitsAsLetters.js'
import { nameWarning } from '../../../src/core/names/nameWarning.js'

describe('digitsAsLetters', () => {
  it.each([
    ['a1ice.algo', 'alice.algo'],
    ['g00gle.algo', 'google.algo'],
    ['1inch.algo', 'linch.algo'],
    ['b0b.shop.algo', 'bob.shop.algo'],
    ['agent007.algo', 'agentoo7.algo'],
  ])('reads %s as %s (UTS #39: 0 is O, 1 is l)', (name, reading) => {
    expect(digitsAsLetters(name)).toBe(reading)
  })

  it.each([
    ['no look-alike digit', 'alice.algo'],
    ['digits other than 0 and 1', 'web3.algo'],
    ['a label of digits alone', '2024.algo'],
    ['a label of digits alone, with 0 and 1', '101.algo'],
  ])('leaves a name with %s as it is', (_, name) => {
    expect(digitsAsLetters(name)).toBeUndefined()
  })
})

describe('nameWarning with the registered name it reads as', () => {
  it('flags the look-alike digits and names the other name', () => {
    const warning = nameWarning('a1ice.algo', 'alice.algo')
    expect(warning).toMatchObject({
      warning: 'confusable',
      reasons: ['digits-as-letters'],
      characters: ['1'],
      readsAs: 'alice.algo',
    })
    expect(warning?.message).toMatch(/digits read as letters, as alice\.algo, another name/)
    expect(warning?.message).toContain('U+0031')
  })

  it('flags each look-alike digit once, and only those its reading changes', () => {
    // `101` is a label of digits: its reading keeps it, so its 1 is not at fault.
    expect(nameWarning('g00gle.101.algo', 'google.101.algo')?.characters).toEqual(['0'])
  })

  it('says nothing of digits without another name to imitate', () => {
    expect(nameWarning('a1ice.algo')).toBeUndefined()
    expect(nameWarning('agent007.algo')).toBeUndefined()
  })

  it('keeps the other reasons beside it', () => {
    expect(nameWarning('\u04301ice.algo', 'аlice.algo')?.reasons).toEqual([
      'ascii-look-alike',
      'mixed-scripts',
      'digits-as-letters',
    ])
  })
})
