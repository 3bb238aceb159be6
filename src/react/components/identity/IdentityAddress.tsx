import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { truncateAddress } from '../../../core/address/truncateAddress.js'
import { useIdentityPart } from './IdentityContext.js'

// Whole or not at all: an address cut again would read "UAAI…JL…". It sits after an empty item
// in a wrapping box one line high, so when it does not fit it moves to the clipped second line.
// It gives way before the name does (its share of the shrinking is far larger).
const BOX: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  flexShrink: 1e6,
  minWidth: 0,
  height: '1lh',
  lineHeight: 'normal',
  overflow: 'clip',
}
const ADDRESS: CSSProperties = { flexShrink: 0, whiteSpace: 'nowrap', lineHeight: 'inherit' }
// The empty item: a space no layout removes, so the name and the address are not read as one.
const SPACE: CSSProperties = { width: 0, overflow: 'clip' }

/** The row's truncated address, after a name; nothing when there is no name to follow. */
export function IdentityAddress({
  className,
  style,
  ...rest
}: Omit<ComponentPropsWithoutRef<'span'>, 'children'>) {
  const { address, record } = useIdentityPart('Address')
  if (!address || !record) return null
  return (
    <span style={BOX} data-part="identity-address-box">
      <span style={SPACE}>{'\u00a0'}</span>
      <span
        {...rest}
        data-part="identity-address"
        className={className}
        title={address}
        style={style ? { ...ADDRESS, ...style } : ADDRESS}
      >
        {truncateAddress(address)}
      </span>
    </span>
  )
}
