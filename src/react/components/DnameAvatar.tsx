import type { ComponentPropsWithoutRef } from 'react'
import { type AvatarSource, DEFAULT_AVATAR_ORDER } from '../../core/avatar/pickAvatar.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useRecord } from '../hooks/useRecord.js'
import { AvatarFrame, type RadixAvatarProps } from './AvatarFrame.js'

export interface DnameAvatarProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RadixAvatarProps,
    LookupParams {
  /** The address whose avatar is shown; also seeds the fallback picture. `null` or `undefined` asks for nothing. */
  address?: string | null | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Width and height in pixels. Defaults to `40`. */
  size?: number | undefined
  /** Which avatar links to use, in order. Defaults to `['verified', 'userDefined']`. */
  order?: readonly AvatarSource[] | undefined
  /** Milliseconds an image in view may take before the next gateway is tried, so a gateway that never answers cannot leave the avatar loading. Defaults to the provider's `gatewayTimeoutMs` (`3000`). */
  gatewayTimeoutMs?: number | undefined
  /** Hides the avatar from assistive technology (`alt=""`, and its verified badge with it), for use beside the name it would repeat. Defaults to `false`. */
  decorative?: boolean | undefined
  /** The verified badge on a loaded verified image. Set `false` where the name beside it has one. Defaults to `true`. */
  badge?: boolean | undefined
}

/**
 * The avatar of an address, on Radix Avatar (`@radix-ui/react-avatar`): the verified image
 * first (with a badge once it has loaded), then the user-defined one; `ipfs://` links go
 * through the provider's gateways in turn, and the picture drawn from the address is the
 * fallback when there is no usable image. An image is asked for only once its avatar is in
 * view, so a long list fetches only the images near the viewport. While the record or the
 * image loads, the avatar is an empty box of its size (styles.css tints it), so nothing moves
 * when either arrives. State is on the root as `data-state`, `data-match` and `data-image`
 * (`loading`, `loaded`, `error`, `none`). For an avatar of your own design system, see
 * `useDnameAvatar`.
 */
export function DnameAvatar({
  address,
  record,
  view = 'thumbnail',
  allowUnverified,
  size = 40,
  order = DEFAULT_AVATAR_ORDER,
  gatewayTimeoutMs,
  decorative = false,
  badge = true,
  ...rest
}: DnameAvatarProps) {
  const shown = useRecord(address, record, { view, allowUnverified })
  return (
    <AvatarFrame
      {...rest}
      {...shown}
      address={address}
      size={size}
      order={order}
      gatewayTimeoutMs={gatewayTimeoutMs}
      decorative={decorative}
      badge={badge}
    />
  )
}
