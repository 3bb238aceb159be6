import * as Avatar from '@radix-ui/react-avatar'
import { Slottable } from '@radix-ui/react-slot'
import type { ComponentPropsWithoutRef, CSSProperties, ReactElement } from 'react'
import type { AvatarSource } from '../../core/avatar/pickAvatar.js'
import type { RecordState } from '../hooks/recordState.js'
import { useAvatarImage } from '../hooks/useAvatarImage.js'
import { AVATAR_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { AddressPicture } from './AddressPicture.js'
import { VerifiedBadge } from './VerifiedBadge.js'

/** What an avatar passes on to Radix Avatar. */
export interface RadixAvatarProps {
  /** Renders its one child (a link, a button) as the avatar's root, with the avatar inside it, as Radix's `Avatar.Root` `asChild` does. Defaults to `false`. */
  asChild?: boolean | undefined
  /** With `asChild`, the one element that becomes the root. */
  children?: ReactElement | undefined
  /** Milliseconds before the picture drawn from the address shows, as Radix's `Avatar.Fallback` `delayMs`: where it would only flash, nothing shows instead. Defaults to none. */
  delayMs?: number | undefined
}

export interface AvatarFrameProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RadixAvatarProps,
    RecordState {
  address: string | null | undefined
  size: number
  order: readonly AvatarSource[]
  /** Defaults to the provider's `gatewayTimeoutMs`. */
  gatewayTimeoutMs: number | undefined
  /** Hidden from assistive technology, as beside a name that says the same. */
  decorative: boolean
  /** The verified badge on the image. Defaults to `true`. */
  badge?: boolean | undefined
}

// Its size in pixels, inline, where a page's `img { height: auto }` cannot undo it.
const IMAGE_STYLE: CSSProperties = {
  display: 'block',
  borderRadius: 'inherit',
}

/**
 * What `DnameAvatar` draws for a record it has, on Radix Avatar: the root is a box of the
 * avatar's size, empty while the record or its image loads (styles.css tints it); the image
 * once loaded (Radix shows it only then); else the picture drawn from the address, as the
 * fallback. The badge shows with a loaded verified image, never on an empty box.
 */
export function AvatarFrame({
  address,
  record,
  state,
  match,
  size,
  order,
  gatewayTimeoutMs,
  decorative,
  badge = true,
  asChild = false,
  children,
  delayMs,
  style,
  ...rest
}: AvatarFrameProps) {
  const labels = useLabels('avatar', AVATAR_LABELS)
  const avatar = useAvatarImage({ record, state, match }, { address, order, gatewayTimeoutMs })
  const { image, fallback } = avatar
  const badged = badge && avatar.verified
  return (
    <Avatar.Root
      {...rest}
      asChild={asChild}
      ref={avatar.ref}
      data-dname-avatar=""
      data-state={state}
      data-match={match}
      data-image={avatar.state}
      style={{
        // The badge's place; without one the frame is not positioned, which in a long list is
        // paint and compositing work saved per row.
        position: badged ? 'relative' : undefined,
        display: 'inline-block',
        verticalAlign: 'middle',
        // No baseline of its own: an initial inside would move it, and with it the line of a
        // row that aligns on it (an inline-flex pair) when the picture replaces the placeholder.
        contain: 'layout',
        width: size,
        height: size,
        flexShrink: 0,
        ...style,
      }}
    >
      {/* With `asChild`, the child is the root, and what follows goes inside it. */}
      {asChild && <Slottable>{children}</Slottable>}
      {image && (
        <Avatar.Image
          key={image.src}
          {...image}
          alt={decorative ? '' : image.alt}
          width={size}
          height={size}
          decoding="async"
          style={{ ...IMAGE_STYLE, width: size, height: size }}
        />
      )}
      {fallback && (
        <Avatar.Fallback asChild delayMs={delayMs}>
          <AddressPicture
            colors={fallback}
            initial={fallback.initial}
            size={size}
            role={decorative ? undefined : 'img'}
            aria-label={decorative ? undefined : avatar.alt}
            aria-hidden={decorative || undefined}
          />
        </Avatar.Fallback>
      )}
      {badged && (
        <VerifiedBadge size={size} decorative={decorative} label={labels.verifiedAvatar} />
      )}
    </Avatar.Root>
  )
}
