import type { DnameRecord } from '../schemas/dnameRecordSchema.js'

/** Where an avatar link comes from: `properties.verified.avatar` or `properties.userDefined.avatar`. */
export const AvatarSource = { verified: 'verified', userDefined: 'userDefined' } as const
export type AvatarSource = (typeof AvatarSource)[keyof typeof AvatarSource]

export const DEFAULT_AVATAR_ORDER: readonly AvatarSource[] = ['verified', 'userDefined']

/** The first avatar link of a record in `order`, with where it came from. */
export function pickAvatar(
  record: DnameRecord | null | undefined,
  order: readonly AvatarSource[] = DEFAULT_AVATAR_ORDER,
): { link: string; source: AvatarSource } | undefined {
  for (const source of order) {
    const link = record?.properties?.[source]?.avatar
    if (link) return { link, source }
  }
  return undefined
}
