import { describe, expect, it } from 'vitest'
import { isLedgerAddress } from '../../../src/core/address/isLedgerAddress.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'

const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'
const FEE_SINK = 'Y76M3MSY6DKBRHBL7C3NNDXGS5IIMQVQVUAB6MP4XEMMGVF2QWNPL226CA'

describe('isLedgerAddress', () => {
  it('accepts well-known ledger addresses', () => {
    expect(isLedgerAddress(ZERO_ADDRESS)).toBe(true)
    expect(isLedgerAddress(FEE_SINK)).toBe(true)
  })

  it('accepts addresses built from random keys with the hash library', () => {
    for (const address of testAddresses(50)) expect(isLedgerAddress(address)).toBe(true)
  })

  it('refuses a ledger-shaped address whose checksum fails', () => {
    for (const address of testAddresses(50)) expect(isLedgerAddress(corrupt(address))).toBe(false)
    expect(isLedgerAddress(`${ZERO_ADDRESS.slice(0, 57)}A`)).toBe(false)
  })

  it('refuses strings that do not have the shape of an address', () => {
    const [valid = ''] = testAddresses(1)
    for (const value of [
      '',
      valid.toLowerCase(),
      valid.slice(0, 57),
      `${valid}A`,
      `${valid.slice(0, 57)}B`,
      ` ${valid.slice(1)}`,
      '0x52908400098527886E0F7030069857D2E4169EE7',
      42,
      null,
      undefined,
    ]) {
      expect(isLedgerAddress(value)).toBe(false)
    }
  })
})

describe('encodeLedgerAddress', () => {
  it('gives the address the hash library gives for the same key', async () => {
    const { encodeLedgerAddress } = await import('../../../src/core/address/encodeLedgerAddress.js')
    const { addressOf } = await import('../../support/ledgerAddresses.js')
    const key = new Uint8Array(32).map((_, i) => (i * 37 + 11) % 256)
    expect(encodeLedgerAddress(key)).toBe(addressOf(key))
    expect(encodeLedgerAddress(new Uint8Array(32))).toBe(ZERO_ADDRESS)
    expect(() => encodeLedgerAddress(new Uint8Array(31))).toThrow(/32 bytes/)
  })
})
