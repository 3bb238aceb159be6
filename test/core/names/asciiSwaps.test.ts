import { describe, expect, it } from 'vitest'
import { asciiSwapReadings, MAX_SWAP_READINGS } from '../../../src/core/names/asciiSwaps.js'
import { nameWarning } from '../../../src/core/names/nameWarning.js'

describe('asciiSwapReadings', () => {
  it.each([
    ['a1ice.algo', 'alice.algo'],
    ['g00gle.algo', 'google.algo'],
    ['1inch.algo', 'linch.algo'],
    ['b0b.shop.algo', 'bob.shop.algo'],
    ['b1nance.algo', 'binance.algo'],
    ['5hop.algo', 'shop.algo'],
    ['rnicrosoft.algo', 'microsoft.algo'],
    ['vvallet.algo', 'wallet.algo'],
    ['clisney.algo', 'disney.algo'],
    ['arnazon.algo', 'amazon.algo'],
    ['rnicr0soft.algo', 'microsoft.algo'],
    ['goa1401.algo', 'goal401.algo'],
  ])('reads %s as %s, among its readings', (name, reading) => {
    expect(asciiSwapReadings(name)).toContain(reading)
  })

  it('reads no name as the pairs that imitate it: amazon is not read as arnazon', () => {
    expect(asciiSwapReadings('amazon.algo')).toEqual([])
  })

  it.each([
    ['nothing to swap', 'alice.algo'],
    ['a label of digits alone', '2024.algo'],
    ['a label of digits alone, with 0 and 1', '101.algo'],
    ['characters outside ASCII', 'аlice.algo'],
  ])('gives no reading for a name with %s', (_, name) => {
    expect(asciiSwapReadings(name)).toEqual([])
  })

  it(`asks about at most ${MAX_SWAP_READINGS} readings, each once`, () => {
    const readings = asciiSwapReadings('w0rld-m1ll10n-d0llars.algo')
    expect(readings.length).toBe(MAX_SWAP_READINGS)
    expect(new Set(readings).size).toBe(readings.length)
  })
})

describe('nameWarning with the registered name it reads as', () => {
  it('flags the characters taken for others and names the other name', () => {
    const warning = nameWarning('a1ice.algo', 'alice.algo')
    expect(warning).toMatchObject({
      warning: 'confusable',
      reasons: ['reads-as-another'],
      characters: ['1'],
      readsAs: 'alice.algo',
    })
    expect(warning?.message).toMatch(/it can be read as alice\.algo, another name/)
    expect(warning?.message).toContain('U+0031')
    expect(nameWarning('rnicrosoft.algo', 'microsoft.algo')?.characters).toEqual(['r', 'n'])
  })

  it('flags each character once, and only those its reading changes', () => {
    expect(nameWarning('g00gle.101.algo', 'google.101.algo')?.characters).toEqual(['0'])
  })

  it('says nothing of them without another name to imitate', () => {
    expect(nameWarning('a1ice.algo')).toBeUndefined()
    expect(nameWarning('rnicrosoft.algo')).toBeUndefined()
  })

  it('keeps the other reasons beside it', () => {
    expect(nameWarning('\u04301ice.algo', 'аlice.algo')?.reasons).toEqual([
      'ascii-look-alike',
      'mixed-scripts',
      'reads-as-another',
    ])
  })
})
