import type { ComponentPropsWithoutRef } from 'react'
import { type AvatarSource, DEFAULT_AVATAR_ORDER } from '../../../core/avatar/pickAvatar.js'
import { AvatarFrame, type RadixAvatarProps } from '../AvatarFrame.js'
import { useIdentityPart } from './IdentityContext.js'

export interface IdentityAvatarProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RadixAvatarProps {
  /** Width and height in pixels. Defaults to `24`. */
  size?: number | undefined
  /** Which avatar links to use, in order. Defaults to `['verified', 'userDefined']`. */
  order?: readonly AvatarSource[] | undefined
  /** Milliseconds the avatar in view waits for a gateway. Defaults to the provider's `gatewayTimeoutMs` (`3000`). */
  gatewayTimeoutMs?: number | undefined
  /** Hidden from assistive technology, beside the name it would repeat. Defaults to `true`. */
  decorative?: boolean | undefined
  /** The verified badge on a loaded verified image. Set `false` beside `Identity.Badge`: one badge per identity. Defaults to `true`. */
  badge?: boolean | undefined
}

/** The avatar of the row's lookup: decorative by default, so the row reads its name once. */
export function IdentityAvatar({
  size = 24,
  order = DEFAULT_AVATAR_ORDER,
  gatewayTimeoutMs,
  decorative = true,
  badge = true,
  ...rest
}: IdentityAvatarProps) {
  const state = useIdentityPart('Avatar')
  return (
    <AvatarFrame
      {...rest}
      {...state}
      size={size}
      order={order}
      gatewayTimeoutMs={gatewayTimeoutMs}
      decorative={decorative}
      badge={badge}
    />
  )
}
