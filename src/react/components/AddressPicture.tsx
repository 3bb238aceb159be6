import type { ComponentPropsWithoutRef } from 'react'
import type { FallbackColors } from '../../core/avatar/fallbackColors.js'

export interface AddressPictureProps extends ComponentPropsWithoutRef<'span'> {
  /** The gradient drawn from the address (`fallbackColors`). */
  colors: FallbackColors
  /** The initial shown on top, usually the name's first letter. */
  initial?: string | undefined
  /** Width and height in pixels: the initial is drawn to scale. */
  size: number
}

/**
 * A picture drawn from the address alone: the same address looks the same everywhere, offline.
 * The initial is 45% of the size, in black or white with at least 4.5:1 on the whole gradient.
 */
export function AddressPicture({ colors, initial, size, style, ...rest }: AddressPictureProps) {
  const { from, to, text } = colors
  return (
    <span
      {...rest}
      data-part="fallback"
      style={{
        // A block filling the frame's width, its initial centred on a line of the picture's
        // height: a plain block, where a grid would cost twice the style and layout work per
        // picture in a long list.
        display: 'block',
        textAlign: 'center',
        height: '100%',
        borderRadius: 'inherit',
        background: `linear-gradient(135deg, ${from}, ${to})`,
        color: text,
        fontSize: Math.round(size * 0.45),
        lineHeight: `${size}px`,
        fontWeight: 600,
        ...style,
      }}
    >
      {initial}
    </span>
  )
}
