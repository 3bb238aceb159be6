import { AddressProblem } from './AddressProblem.js'
import { addressShapeProblem, type MAX_LOOKUP_ADDRESS_LENGTH } from './addressShapeProblem.js'
import { isLedgerAddress } from './isLedgerAddress.js'
import { LEDGER_ADDRESS_PATTERN } from './ledgerAddressPattern.js'

/**
 * Why the registry's lookup refuses `address` (400 `invalidAddress`), or `undefined`.
 *
 * The lookup takes any chain's address as text (spec 4.1), so only strings that cannot be an
 * address of any chain are refused: empty, longer than {@link MAX_LOOKUP_ADDRESS_LENGTH}, with
 * white space or invisible characters, or shaped like a ledger address with a wrong checksum.
 * Everything else (`0x…`, base58, bech32, lowercase text) is sent, and the server decides.
 * The mock registry refuses what this refuses. The lookups of a page check the shape alone and
 * leave the checksum to the registry, whose refusal they split (see `recoverFlight`).
 */
export function checkLookupAddress(address: string): AddressProblem | undefined {
  const problem = addressShapeProblem(address)
  if (problem) return problem
  if (LEDGER_ADDRESS_PATTERN.test(address) && !isLedgerAddress(address)) {
    return AddressProblem.badChecksum
  }
  return undefined
}
