import type { ComponentPropsWithoutRef } from 'react'
import { fallbackColors } from '../../core/avatar/fallbackColors.js'

export interface AddressPictureProps extends ComponentPropsWithoutRef<'span'> {
  address: string
  /** The initial shown on top, usually the name's first letter. */
  initial?: string | undefined
}

/** A picture drawn from the address alone: the same address looks the same everywhere, offline. */
export function AddressPicture({ address, initial, style, ...rest }: AddressPictureProps) {
  const [from, to] = fallbackColors(address)
  return (
    <span
      {...rest}
      data-part="fallback"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        background: `linear-gradient(135deg, ${from}, ${to})`,
        color: '#fff',
        fontWeight: 600,
        ...style,
      }}
    >
      {initial}
    </span>
  )
}
