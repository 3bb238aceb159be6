// Writes the README's pictures from the visual baselines of the story Examples/Account list,
// cut to what the story draws:  npx tsx scripts/readmePictures.ts  (after npm run visual)
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'

const root = join(import.meta.dirname, '..')
const MARGIN = 12

for (const [theme, suffix] of [
  ['light', ''],
  ['dark', '.dark'],
] as const) {
  const image = PNG.sync.read(
    readFileSync(join(root, `test/visual/baselines/examples--account-list${suffix}.png`)),
  )
  const { width, height, data } = image
  const pixel = (x: number, y: number) => data.readUInt32BE((y * width + x) * 4)
  const page = pixel(0, 0)
  let [left, top, right, bottom] = [width, height, 0, 0]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixel(x, y) === page) continue
      left = Math.min(left, x)
      top = Math.min(top, y)
      right = Math.max(right, x)
      bottom = Math.max(bottom, y)
    }
  }
  const x0 = Math.max(0, left - MARGIN)
  const y0 = Math.max(0, top - MARGIN)
  const cut = new PNG({
    width: Math.min(width, right + MARGIN + 1) - x0,
    height: Math.min(height, bottom + MARGIN + 1) - y0,
  })
  PNG.bitblt(image, cut, x0, y0, cut.width, cut.height, 0, 0)
  writeFileSync(join(root, `docs/images/account-list-${theme}.png`), PNG.sync.write(cut))
}
