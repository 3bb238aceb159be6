import { displayName } from './displayName.js'

/**
 * A record's name as the components show it (64 characters at most), or `undefined` without a
 * record or when the name shows nothing: the text an avatar's initial and an identity row use.
 */
export function shownName(record: { name: string } | null | undefined): string | undefined {
  return record ? displayName(record.name, 64).text || undefined : undefined
}
