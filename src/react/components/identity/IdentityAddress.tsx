import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react'
import { truncateAddress } from '../../../core/address/truncateAddress.js'
import { useIdentityPart } from './IdentityContext.js'

// Whole or not at all: an address cut again would read "UAAI…JL…". The box is one line high and
// wraps; what does not fit goes to the clipped second line. The first item in the wrapping order
// is an empty space, so the first line is never the address alone. The children come next and
// the address last (`order`), but the address is drawn before them (`row-reverse`): when it
// goes, they stay, packed against the name, and the space it leaves is at the row's end. The
// box gives way before the name does (its share of the shrinking is far larger), down to its
// children's width.
const BOX: CSSProperties = {
  display: 'inline-flex',
  flexFlow: 'row-reverse wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  alignContent: 'flex-start',
  // The second line far below the clip.
  rowGap: '1em',
  flexShrink: 1e6,
  // A line, or a button beside it (styles.css's copy button is 1.4 em), whichever is taller.
  height: 'max(1lh, 1.4em)',
  lineHeight: 'normal',
  overflow: 'clip',
  // A focus ring around a child is drawn whole.
  overflowClipMargin: '4px',
}
// As tall as the line, its text centred: a second line starts below the clip whatever its
// height. Breakable anywhere, so the box's least width is its children's: on the first line the
// address always has its whole width (it does not shrink), and a second line is not seen.
const ADDRESS: CSSProperties = {
  order: 1,
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  flexShrink: 0,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 'inherit',
}
// Before children, the row's gap (`[data-dname-identity]`); it leaves with the address.
const ADDRESS_BEFORE: CSSProperties = { ...ADDRESS, marginInlineEnd: '0.5em' }
// With nothing to keep, the box may go down to nothing.
const BOX_ALONE: CSSProperties = { ...BOX, minWidth: 0 }
// A space no layout removes, so the name and the address are not read as one. As tall as the
// box, so the first line is, and the second starts below the clip.
const SPACE: CSSProperties = { order: -1, height: '100%', fontSize: 0 }

export interface IdentityAddressProps extends ComponentPropsWithoutRef<'span'> {
  /** Parts drawn after the address that stay when a narrow row drops it, such as `<Identity.Copy />`. */
  children?: ReactNode
}

/**
 * The row's truncated address, after a name; nothing when there is no name to follow. In a row
 * too narrow for it, it is dropped whole, and its children (a copy button) stay beside the name.
 */
export function IdentityAddress({ className, style, children, ...rest }: IdentityAddressProps) {
  const { address, record } = useIdentityPart('Address')
  const shown = Boolean(address && record)
  if (!shown && !children) return null
  return (
    <span style={children ? BOX : BOX_ALONE} data-part="identity-address-box">
      <span style={SPACE}>{'\u00a0'}</span>
      {shown && (
        <span
          {...rest}
          data-part="identity-address"
          className={className}
          title={address}
          style={{ ...(children ? ADDRESS_BEFORE : ADDRESS), ...style }}
        >
          {truncateAddress(address as string)}
        </span>
      )}
      {children}
    </span>
  )
}
