import { describe, expect, it } from 'vitest'
import { truncateAddress } from '../../../src/core/address/truncateAddress.js'

const address = 'Y76M3MSY6DKBRHBL7C3NNDXGS5IIMQVQVUAB6MP4XEMMGVF2QWNPL226CA'

describe('truncateAddress', () => {
  it('keeps four characters at each end by default', () => {
    expect(truncateAddress(address)).toBe('Y76M…26CA')
  })

  it('keeps as many characters as asked', () => {
    expect(truncateAddress(address, { start: 6, end: 2 })).toBe('Y76M3M…CA')
    expect(truncateAddress(address, { start: 3, end: 0 })).toBe('Y76…')
  })

  it('keeps a string whole when shortening would not make it shorter', () => {
    expect(truncateAddress('ABCDEFGHI')).toBe('ABCDEFGHI')
    expect(truncateAddress('ABCDEFGHIJ')).toBe('ABCD…GHIJ')
  })
})
