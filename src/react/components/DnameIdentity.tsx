import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { DEFAULT_AVATAR_ORDER } from '../../core/avatar/pickAvatar.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { useRecord } from '../hooks/useRecord.js'
import { AvatarFrame } from './AvatarFrame.js'
import { CopyButton } from './CopyButton.js'
import { NameText } from './NameText.js'

// The address gives way first, and may go entirely, before the name is cut. Cut with `clip`, as
// names are: the same ellipsis, without a scroll container per row.
const ADDRESS: CSSProperties = {
  flexShrink: 100,
  minWidth: 0,
  overflow: 'clip',
  textOverflow: 'ellipsis',
}

export interface DnameIdentityProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    LookupParams {
  /** The address shown. */
  address?: string | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
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
 * truncated address and a copy button, on one line centred on the avatar, cut with an ellipsis
 * when the row is too narrow. One lookup for the whole row. The avatar is decorative, so a
 * screen reader hears the name once.
 */
export function DnameIdentity({
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
}: DnameIdentityProps) {
  const shown = useRecord(address, record, { view, allowUnverified })
  return (
    <span
      {...rest}
      data-dname-identity=""
      data-state={shown.state}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5em',
        minWidth: 0,
        maxWidth: '100%',
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
        ...style,
      }}
    >
      <AvatarFrame
        {...shown}
        address={address}
        size={avatarSize}
        order={DEFAULT_AVATAR_ORDER}
        gatewayTimeoutMs={gatewayTimeoutMs}
        decorative
      />
      <NameText {...shown} address={address} maxLength={maxLength} />
      {showAddress && address && shown.record && (
        <span data-part="identity-address" title={address} style={ADDRESS}>
          {truncateAddress(address)}
        </span>
      )}
      {copyable && address && <CopyButton text={address} />}
    </span>
  )
}
