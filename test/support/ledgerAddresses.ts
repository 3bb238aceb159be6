import { sha512_256 } from '@noble/hashes/sha2.js'
import { base32nopad } from '@scure/base'

/** A valid ledger address for a 32-byte key, built with the hash library, not the code under test. */
export function addressOf(key: Uint8Array): string {
  const bytes = new Uint8Array(36)
  bytes.set(key)
  bytes.set(sha512_256(key).subarray(28), 32)
  return base32nopad.encode(bytes)
}

/** `count` distinct valid addresses, the same on every run. */
export function testAddresses(count: number, salt = 0): string[] {
  return Array.from({ length: count }, (_, i) => {
    const key = new Uint8Array(32)
    new DataView(key.buffer).setUint32(0, i + 1)
    new DataView(key.buffer).setUint32(4, salt)
    return addressOf(key)
  })
}

/** The same address with one character changed, so its checksum fails. */
export function corrupt(address: string): string {
  const i = 10
  const swapped = address[i] === 'A' ? 'B' : 'A'
  return address.slice(0, i) + swapped + address.slice(i + 1)
}
