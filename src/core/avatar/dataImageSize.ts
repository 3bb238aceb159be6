import { GIF } from 'image-size/types/gif'
import { JPG } from 'image-size/types/jpg'
import { PNG } from 'image-size/types/png'
import { WEBP } from 'image-size/types/webp'

const FORMATS = { png: PNG, jpeg: JPG, gif: GIF, webp: WEBP } as const

/** The bytes of a `data:` link's payload, or `undefined` when they do not decode. */
function payload(link: string, base64: boolean): Uint8Array | undefined {
  const text = link.slice(link.indexOf(',') + 1)
  try {
    const binary = base64 ? atob(text.replace(/\s/g, '')) : decodeURIComponent(text)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i) & 0xff
    return bytes
  } catch {
    return undefined
  }
}

/**
 * The width and height a `data:image/png|jpeg|gif|webp` link's header declares, read from its
 * bytes as the type says they are; `undefined` when the header is not of that type or cannot
 * be read. A browser decodes an image to its declared size whatever the link's length: a
 * 65 KB PNG of 20000×20000 pixels stops a page's painting for seconds.
 */
export function dataImageSize(
  link: string,
  type: keyof typeof FORMATS,
  base64: boolean,
): { width: number; height: number } | undefined {
  const bytes = payload(link, base64)
  const format = FORMATS[type]
  if (!bytes) return undefined
  try {
    // A header cut short or of another type is refused: the decoders throw on some.
    if (!format.validate(bytes)) return undefined
    const { width, height } = format.calculate(bytes)
    return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : undefined
  } catch {
    return undefined
  }
}
