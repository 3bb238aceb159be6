import { sha512_256 } from '@noble/hashes/sha2.js'
import { base32nopad } from '@scure/base'
import { LEDGER_ADDRESS_PATTERN } from './ledgerAddressPattern.js'

/**
 * Whether `value` is a ledger account address: 58 base32 characters whose 36 decoded bytes are
 * a 32-byte public key followed by the last 4 bytes of its SHA-512/256 digest.
 */
export function isLedgerAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !LEDGER_ADDRESS_PATTERN.test(value)) return false
  const bytes = base32nopad.decode(value)
  const digest = sha512_256(bytes.subarray(0, 32))
  for (let i = 0; i < 4; i++) {
    if (bytes[32 + i] !== digest[28 + i]) return false
  }
  return true
}
