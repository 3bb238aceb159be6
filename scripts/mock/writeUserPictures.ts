// Writes src/mock/userPictures.ts: the simulated users' own avatars, as `data:` PNGs, so they
// load with no network. A test decodes them and compares their pixels with `drawUserPicture`.
//   npx tsx scripts/mock/writeUserPictures.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'

export const PICTURES_FILE = join(import.meta.dirname, '../../src/mock/userPictures.ts')
export const PICTURE_COUNT = 12
export const PICTURE_SIDE = 48

/** An HSL colour as RGB bytes. */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

/** Picture `index`: a sun over a hill, each picture in its own hues. RGB, row by row. */
export function drawUserPicture(index: number): Uint8Array {
  const side = PICTURE_SIDE
  const hue = (index * 30) % 360
  const sky = hsl(hue, 0.55, 0.62)
  const sun = hsl((hue + 40) % 360, 0.8, 0.86)
  const hill = hsl((hue + 180) % 360, 0.4, 0.34)
  const sunX = 14 + (index % 3) * 10
  const pixels = new Uint8Array(side * side * 3)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const ground = 33 + 6 * Math.sin(x / 8 + index)
      const inSun = (x - sunX) ** 2 + (y - 15) ** 2 <= 64
      const colour = y > ground ? hill : inSun ? sun : sky
      pixels.set(colour, (y * side + x) * 3)
    }
  }
  return pixels
}

/** Picture `index` as a `data:image/png;base64,` link. */
export function userPictureLink(index: number): string {
  const png = new PNG({
    width: PICTURE_SIDE,
    height: PICTURE_SIDE,
    colorType: 2,
    inputHasAlpha: false,
  })
  png.data = Buffer.from(drawUserPicture(index))
  const bytes = PNG.sync.write(png, { colorType: 2, inputHasAlpha: false })
  return `data:image/png;base64,${bytes.toString('base64')}`
}

export function userPicturesSource(): string {
  const links = Array.from({ length: PICTURE_COUNT }, (_, i) => `  '${userPictureLink(i)}',`)
  return `// Written by scripts/mock/writeUserPictures.ts. Do not edit.
/** The simulated users' own avatars: ${PICTURE_COUNT} PNGs of ${PICTURE_SIDE} px, which load offline. */
export const USER_PICTURES: readonly string[] = [
${links.join('\n')}
]
`
}

if (process.argv[1] === import.meta.filename) writeFileSync(PICTURES_FILE, userPicturesSource())
