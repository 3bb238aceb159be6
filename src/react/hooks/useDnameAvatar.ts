import { type AvatarSource, DEFAULT_AVATAR_ORDER } from '../../core/avatar/pickAvatar.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { type DnameAvatarImage, useAvatarImage } from './useAvatarImage.js'
import { useRecord } from './useRecord.js'

export type { AvatarImageState, DnameAvatarImage, ImageLoadingStatus } from './useAvatarImage.js'

export interface UseDnameAvatarOptions extends LookupParams {
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Which avatar links to use, in order. Defaults to `['verified', 'userDefined']`. */
  order?: readonly AvatarSource[] | undefined
  /** Milliseconds an image in view may take before the next gateway is tried. Defaults to the provider's `gatewayTimeoutMs` (`3000`). */
  gatewayTimeoutMs?: number | undefined
}

/**
 * The avatar of an address for an `Avatar` of your own built on Radix Avatar (shadcn/ui's is):
 * what `DnameAvatar` shows, without its markup. The lookup is batched with every other of the
 * page. Put `ref` on the avatar's root, spread `image` into `AvatarImage` when there is one
 * (keyed by its `src`), and draw `fallback` (the name's initial on colours drawn from the
 * address) in `AvatarFallback`, or an empty placeholder while it is `undefined`. The image is asked for
 * once the avatar is in view, through each IPFS gateway in turn, with the provider's timeout.
 *
 * @example
 * ```tsx
 * import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
 * import { useDnameAvatar } from 'dname-react'
 *
 * export function AccountAvatar({ address }: { address: string }) {
 *   const avatar = useDnameAvatar(address)
 *   return (
 *     <Avatar ref={avatar.ref}>
 *       {avatar.image && <AvatarImage key={avatar.image.src} {...avatar.image} />}
 *       <AvatarFallback>{avatar.fallback?.initial}</AvatarFallback>
 *     </Avatar>
 *   )
 * }
 * ```
 *
 * The whole recipe, with the drawn fallback and the badge: docs/guides/avatars-in-shadcn-ui.md.
 */
export function useDnameAvatar(
  address: string | null | undefined,
  {
    record,
    view = 'thumbnail',
    allowUnverified,
    order = DEFAULT_AVATAR_ORDER,
    gatewayTimeoutMs,
  }: UseDnameAvatarOptions = {},
): DnameAvatarImage {
  const shown = useRecord(address, record, { view, allowUnverified })
  return useAvatarImage(shown, { address, order, gatewayTimeoutMs })
}
