import { LEDGER_ADDRESS_PATTERN } from '../schemas/address.js'
import { isLedgerAddress } from './isLedgerAddress.js'

/** Longest string the lookup sends; no chain's address comes close. */
export const MAX_LOOKUP_ADDRESS_LENGTH = 256

/** Why the client refuses to send a string to the lookup. */
export const AddressProblem = {
  empty: 'empty',
  tooLong: 'tooLong',
  whitespace: 'whitespace',
  invisibleCharacter: 'invisibleCharacter',
  badChecksum: 'badChecksum',
} as const
export type AddressProblem = (typeof AddressProblem)[keyof typeof AddressProblem]

// Control, format (bidi overrides, zero-width), lone surrogate, line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u
const WHITESPACE = /\s/u

/**
 * The reason the lookup refuses `address` locally, or `undefined` when it is sent as it is.
 *
 * The lookup takes any chain's address as text (spec 4.1), so only strings that cannot be an
 * address of any chain are refused: empty, longer than {@link MAX_LOOKUP_ADDRESS_LENGTH}, with
 * white space or invisible characters, or shaped like a ledger address with a wrong checksum.
 * Everything else (`0x…`, base58, bech32, lowercase text) is sent, and the server decides.
 */
export function checkLookupAddress(address: string): AddressProblem | undefined {
  if (address.length === 0) return AddressProblem.empty
  if (address.length > MAX_LOOKUP_ADDRESS_LENGTH) return AddressProblem.tooLong
  if (INVISIBLE.test(address)) return AddressProblem.invisibleCharacter
  if (WHITESPACE.test(address)) return AddressProblem.whitespace
  if (LEDGER_ADDRESS_PATTERN.test(address) && !isLedgerAddress(address)) {
    return AddressProblem.badChecksum
  }
  return undefined
}
