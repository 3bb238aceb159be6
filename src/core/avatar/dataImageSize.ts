import { GIF } from 'image-size/types/gif'
import { JPG } from 'image-size/types/jpg'
import { PNG } from 'image-size/types/png'
import { WEBP } from 'image-size/types/webp'
import { dataUrlBody } from './dataUrlBody.js'
import { gifExtent } from './gifExtent.js'

const FORMATS = { png: PNG, jpeg: JPG, gif: GIF, webp: WEBP } as const

/**
 * The width and height a `data:image/png|jpeg|gif|webp` link's header declares, read from its
 * bytes as the type says they are; `undefined` when the header is not of that type or cannot
 * be read. A browser decodes an image to its declared size whatever the link's length: a
 * 65 KB PNG of 20000×20000 pixels stops a page's painting for seconds.
 */
export function dataImageSize(
  link: string,
  type: keyof typeof FORMATS,
): { width: number; height: number } | undefined {
  // The bytes the browser decodes, not the characters of the link.
  const bytes = dataUrlBody(link)?.body
  const format = FORMATS[type]
  if (!bytes) return undefined
  try {
    // A header cut short or of another type is refused: the decoders throw on some.
    if (!format.validate(bytes)) return undefined
    // A GIF's frames can reach past its screen; the browser's size holds them all.
    const size = type === 'gif' ? gifExtent(bytes) : format.calculate(bytes)
    const { width, height } = size ?? {}
    return Number.isFinite(width) && Number.isFinite(height)
      ? { width: width as number, height: height as number }
      : undefined
  } catch {
    return undefined
  }
}
