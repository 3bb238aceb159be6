import { forwardRef } from 'react'
import { IdentityAddress } from './identity/IdentityAddress.js'
import { IdentityAvatar } from './identity/IdentityAvatar.js'
import { IdentityCopy } from './identity/IdentityCopy.js'
import { IdentityName } from './identity/IdentityName.js'
import { IdentityRoot, type IdentityRootProps } from './identity/IdentityRoot.js'

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
 * decorative, so a screen reader hears the name once. Made of the `Identity` parts.
 */
export const DnameIdentity = forwardRef<HTMLSpanElement, DnameIdentityProps>(function DnameIdentity(
  { avatarSize, showAddress = false, copyable = false, maxLength, gatewayTimeoutMs, ...root },
  ref,
) {
  return (
    <IdentityRoot ref={ref} {...root}>
      <IdentityAvatar size={avatarSize} gatewayTimeoutMs={gatewayTimeoutMs} />
      <IdentityName maxLength={maxLength} />
      {showAddress ? (
        // The copy button stays beside the name when a narrow row drops the address.
        <IdentityAddress>{copyable && <IdentityCopy />}</IdentityAddress>
      ) : (
        copyable && <IdentityCopy />
      )}
    </IdentityRoot>
  )
})
