import { sha512_256 } from '@noble/hashes/sha2.js'
import { base32nopad } from '@scure/base'
import { DnameInputError } from '../errors/DnameInputError.js'

/** The ledger address of a 32-byte public key: the key and its 4-byte checksum, in base32. */
export function encodeLedgerAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) {
    throw new DnameInputError('publicKey', publicKey, 'must be 32 bytes')
  }
  const bytes = new Uint8Array(36)
  bytes.set(publicKey)
  bytes.set(sha512_256(publicKey).subarray(28), 32)
  return base32nopad.encode(bytes)
}
