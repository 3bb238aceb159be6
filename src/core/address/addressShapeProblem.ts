import { AddressProblem } from './AddressProblem.js'
import { LEDGER_ADDRESS_PATTERN } from './ledgerAddressPattern.js'

/** Longest string the lookup sends; no chain's address comes close. */
export const MAX_LOOKUP_ADDRESS_LENGTH = 256

// Control, format (bidi overrides, zero-width), lone surrogate, line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u
const WHITESPACE = /\s/u

/**
 * Why `address` cannot be an address of any chain, from its shape alone (no checksum), or
 * `undefined`. Cheap and free of the checksum's code, so a lookup need not wait for it.
 */
export function addressShapeProblem(address: string): AddressProblem | undefined {
  // Most addresses a page shows: a ledger address's shape has none of the problems below.
  if (LEDGER_ADDRESS_PATTERN.test(address)) return undefined
  if (address.length === 0) return AddressProblem.empty
  if (address.length > MAX_LOOKUP_ADDRESS_LENGTH) return AddressProblem.tooLong
  if (INVISIBLE.test(address)) return AddressProblem.invisibleCharacter
  if (WHITESPACE.test(address)) return AddressProblem.whitespace
  return undefined
}
