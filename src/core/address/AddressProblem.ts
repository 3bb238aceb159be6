/** Why the client refuses to send a string to the lookup. */
export const AddressProblem = {
  empty: 'empty',
  tooLong: 'tooLong',
  whitespace: 'whitespace',
  invisibleCharacter: 'invisibleCharacter',
  badChecksum: 'badChecksum',
} as const
export type AddressProblem = (typeof AddressProblem)[keyof typeof AddressProblem]
