/** The first bytes of images of a given size, as browsers and decoders read their headers. */
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const be16 = (n: number) => [(n >>> 8) & 255, n & 255]
const le16 = (n: number) => [n & 255, (n >>> 8) & 255]
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255]
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)]
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

export const imageHeaders: Record<
  'png' | 'gif' | 'jpeg' | 'webp' | 'bmp' | 'ico' | 'avif',
  (width: number, height: number) => number[]
> = {
  png: (width: number, height: number) => [
    0x89,
    ...ascii('PNG\r\n\x1a\n'),
    ...be32(13),
    ...ascii('IHDR'),
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ],
  gif: (width: number, height: number) => [
    ...ascii('GIF89a'),
    ...le16(width),
    ...le16(height),
    0,
    0,
    0,
  ],
  jpeg: (width: number, height: number) => [
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...be16(16),
    ...ascii('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc0,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ],
  webp: (width: number, height: number) => [
    ...ascii('RIFF'),
    30,
    0,
    0,
    0,
    ...ascii('WEBPVP8X'),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...le24(width - 1),
    ...le24(height - 1),
  ],
  bmp: (width: number, height: number) => [
    ...ascii('BM'),
    ...le32(54 + 4),
    0,
    0,
    0,
    0,
    ...le32(54),
    ...le32(40),
    ...le32(width),
    ...le32(height),
    ...le16(1),
    ...le16(24),
    ...le32(0),
    ...le32(4),
    ...le32(2835),
    ...le32(2835),
    ...le32(0),
    ...le32(0),
    0,
    0,
    0,
    0,
  ],
  // One entry whose picture is a PNG: its size is the PNG's, past the entry's 256 px.
  ico: (width: number, height: number) => {
    const png = imageHeaders.png(width, height)
    return [
      ...le16(0),
      ...le16(1),
      ...le16(1),
      width & 255,
      height & 255,
      0,
      0,
      ...le16(1),
      ...le16(32),
      ...le32(png.length),
      ...le32(22),
      ...png,
    ]
  },
  // The boxes a decoder reads the size from: ftyp, then meta › iprp › ipco › ispe.
  avif: (width: number, height: number) => [
    ...be32(24),
    ...ascii('ftypavif'),
    ...be32(0),
    ...ascii('avifmif1'),
    ...be32(48),
    ...ascii('meta'),
    ...be32(0),
    ...be32(36),
    ...ascii('iprp'),
    ...be32(28),
    ...ascii('ipco'),
    ...be32(20),
    ...ascii('ispe'),
    ...be32(0),
    ...be32(width),
    ...be32(height),
  ],
}

/** A `data:` link of an image of `width` × `height` (its header; the rest is padding). */
export function dataImage(
  type: keyof typeof imageHeaders,
  width: number,
  height: number,
  padTo = 0,
) {
  const base64 = btoa(String.fromCharCode(...imageHeaders[type](width, height)))
  const link = `data:image/${type};base64,${base64}`
  return padTo > link.length ? `${link}${'A'.repeat(padTo - link.length)}` : link
}
