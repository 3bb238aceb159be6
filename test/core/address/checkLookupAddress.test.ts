import { describe, expect, it } from 'vitest'
import { checkLookupAddress } from '../../../src/core/address/checkLookupAddress.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'

const [ledger = ''] = testAddresses(1)

describe('checkLookupAddress', () => {
  it.each([
    ['a ledger address', ledger],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['a base58 address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['a bech32 address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['a lowercase 58-character string', ledger.toLowerCase()],
    ['a 58-character uppercase string that is not ledger-shaped', `${ledger.slice(0, 57)}B`],
    ['a string of the longest accepted length', 'x'.repeat(256)],
  ])('sends %s as it is', (_, address) => {
    expect(checkLookupAddress(address)).toBeUndefined()
  })

  it.each([
    ['an empty string', '', 'empty'],
    ['an absurdly long string', 'x'.repeat(257), 'tooLong'],
    ['leading white space', ` ${ledger}`, 'whitespace'],
    ['a space inside', 'abc def', 'whitespace'],
    ['a newline', `${ledger}\n`, 'invisibleCharacter'],
    ['a NUL character', `abc\u0000`, 'invisibleCharacter'],
    ['a right-to-left override', `\u202E${ledger}`, 'invisibleCharacter'],
    ['a zero-width space', `abc\u200Bdef`, 'invisibleCharacter'],
    ['a lone surrogate', 'abc\uD800', 'invisibleCharacter'],
    ['a ledger-shaped string whose checksum fails', corrupt(ledger), 'badChecksum'],
  ])('refuses %s', (_, address, problem) => {
    expect(checkLookupAddress(address)).toBe(problem)
  })
})
