import { forwardRef } from 'react'
import { DEFAULT_AVATAR_ORDER } from '../../core/avatar/pickAvatar.js'
import { AvatarFrame } from './AvatarFrame.js'
import { IdentityAddress } from './identity/IdentityAddress.js'
import { IdentityContext } from './identity/IdentityContext.js'
import { IdentityCopy } from './identity/IdentityCopy.js'
import { type IdentityRootProps, rootProps, useIdentityState } from './identity/IdentityRoot.js'
import { NameText } from './NameText.js'

export interface DnameIdentityProps extends Omit<IdentityRootProps, 'children' | 'asChild'> {
  /** The avatar's width and height in pixels. Defaults to `24`. */
  avatarSize?: number | undefined
  /** Shows the truncated address after the name, when there is a name. Defaults to `false`. */
  showAddress?: boolean | undefined
  /** Adds a button that copies the whole address. Defaults to `false`. */
  copyable?: boolean | undefined
  /** Longest name shown, in characters; narrower rows cut it further. Defaults to `64`. */
  maxLength?: number | undefined
  /** Milliseconds the avatar in view waits for a gateway before trying the next. Defaults to the provider's `gatewayTimeoutMs` (`3000`). */
  gatewayTimeoutMs?: number | undefined
}

/**
 * An address as a person recognises it: avatar, name (or truncated address), optionally the
 * truncated address and a copy button, on one line centred on the avatar, cut when the row is
 * narrow (the address goes first, whole). One lookup for the whole row. The avatar is
 * decorative, so a screen reader hears the name once. It is `Identity.Root` with `.Avatar`,
 * `.Name`, and `.Address` and `.Copy` when asked, drawn as those parts draw.
 */
export const DnameIdentity = forwardRef<HTMLSpanElement, DnameIdentityProps>(function DnameIdentity(
  {
    address,
    record,
    view = 'thumbnail',
    allowUnverified,
    avatarSize = 24,
    showAddress = false,
    copyable = false,
    maxLength = 64,
    gatewayTimeoutMs,
    style,
    ...rest
  },
  ref,
) {
  const state = useIdentityState(address, record, { view, allowUnverified })
  const parts = showAddress || copyable
  // A row renders the avatar and the name itself, not through the parts: two components fewer
  // per row of many. The context is for the parts that are there; with none, it stays `null`
  // and an answer has nothing to tell it. It is always there, so toggling them remounts nothing.
  return (
    <IdentityContext.Provider value={parts ? state : null}>
      <span ref={ref} {...rest} {...rootProps(state, style)}>
        <AvatarFrame
          {...state}
          size={avatarSize}
          order={DEFAULT_AVATAR_ORDER}
          gatewayTimeoutMs={gatewayTimeoutMs}
          decorative
        />
        <NameText {...state} maxLength={maxLength} />
        {showAddress ? (
          // The copy button stays beside the name when a narrow row drops the address.
          <IdentityAddress>{copyable && <IdentityCopy />}</IdentityAddress>
        ) : (
          copyable && <IdentityCopy />
        )}
      </span>
    </IdentityContext.Provider>
  )
})
