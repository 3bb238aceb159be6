/** What a person typed in a "send to" field, read: an address, a name, or neither. */
export type SendInput =
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; reason: 'empty' | 'invalidAddress' | 'invalidName' }

// Base32 of the ledger's alphabet, 58 characters: meant as an address, whatever its case.
const ADDRESS_LIKE = /^[A-Z2-7]{58}$/i
// What a name may not hold: white space, controls, and the characters of a URL's structure.
const NOT_IN_NAME = /[\s\p{Cc}/?#%\\@:]/u

/**
 * Reads `input` as a person typed it: trimmed; 58 base32 characters are an address (upper case;
 * `resolveSendTarget` checks its checksum, with the checksum's chunk); anything else is a full
 * name, case-folded to lower case and composed (NFC), which must end in `.algo` (the registry
 * fetches by full name) with no empty label.
 */
export function readSendInput(input: string): SendInput {
  const text = input.trim()
  if (text === '') return { kind: 'invalid', reason: 'empty' }
  if (ADDRESS_LIKE.test(text)) return { kind: 'address', address: text.toUpperCase() }
  const name = text.normalize('NFC').toLowerCase()
  const labels = name.split('.')
  const valid =
    name.length <= 255 &&
    !NOT_IN_NAME.test(name) &&
    labels.length >= 2 &&
    labels.at(-1) === 'algo' &&
    labels.every((label) => label !== '')
  return valid ? { kind: 'name', name } : { kind: 'invalid', reason: 'invalidName' }
}
