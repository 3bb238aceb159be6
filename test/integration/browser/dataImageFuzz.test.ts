/**
 * In Chromium: 10,000 generated `data:` images, percent-encoded and base64, of every
 * format the browser decodes, with what a reader can get wrong (literal non-ASCII characters,
 * `%XX` of UTF-8, tabs and newlines, fragments, another format than the one declared). Every
 * link `avatarUrls` accepts loads in the browser to at most 4096 px a side; the others are
 * refused, or fail to load.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { MAX_DATA_IMAGE_SIDE } from '../../../src/core/avatar/avatarLinkUrls.js'
import { avatarUrls } from '../../../src/core/avatar/avatarUrls.js'
import { imageHeaders } from '../../support/imageHeaders.js'

type Format = keyof typeof imageHeaders
const FORMATS = Object.keys(imageHeaders) as Format[]
const TYPES = [...FORMATS.map((f) => (f === 'ico' ? 'x-icon' : f)), 'svg+xml']

/** What the browser loads `link` as: its size, or `undefined` when it fails to. */
function load(link: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => resolve(undefined)
    image.src = link
  })
}

const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`
// Bytes a URL may hold as themselves: printable ASCII but `%` and `#`.
const literal = (byte: number) => byte > 0x20 && byte < 0x7f && byte !== 0x25 && byte !== 0x23

/** Text that means something other than one byte to a careless reader. */
const trap = fc.constantFrom(
  '\u0100',
  '\u00ff',
  'é',
  '€',
  '😀',
  '%C4%80',
  '%C3%BF',
  '%E2%82%AC',
  '\t',
  '\n',
  '#',
  '%',
  ' ',
)

interface Generated {
  format: Format
  declared: string | null
  width: number
  height: number
  base64: boolean
  escaped: boolean[]
  traps: [number, string][]
  padding: number
  /** A GIF's frames: left, top, width, height. */
  frames: [number, number, number, number][]
}

const image: fc.Arbitrary<Generated> = fc.record({
  format: fc.constantFrom(...FORMATS),
  // Mostly the format's own type, so that many links pass the type and reach the header.
  declared: fc.oneof(
    { arbitrary: fc.constant(null), weight: 4 },
    { arbitrary: fc.constantFrom(...TYPES), weight: 1 },
  ),
  width: fc.oneof(fc.integer({ min: 1, max: 4096 }), fc.integer({ min: 4097, max: 70_000 })),
  height: fc.oneof(fc.integer({ min: 1, max: 4096 }), fc.integer({ min: 4097, max: 70_000 })),
  base64: fc.boolean(),
  // Which bytes are written %XX though they could stand as themselves.
  escaped: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
  traps: fc.array(fc.tuple(fc.nat(200), trap), { maxLength: 3 }),
  padding: fc.nat(40),
  frames: fc.array(
    fc.tuple(
      fc.nat(30_000),
      fc.nat(30_000),
      fc.integer({ min: 1, max: 30_000 }),
      fc.integer({ min: 1, max: 30_000 }),
    ),
    { maxLength: 3 },
  ),
})

const le16 = (n: number) => [n & 255, (n >>> 8) & 255]
/** An image descriptor and one pixel's worth of LZW data. */
const gifFrame = ([left, top, width, height]: [number, number, number, number]) => [
  0x2c,
  ...le16(left),
  ...le16(top),
  ...le16(width),
  ...le16(height),
  0,
  2,
  2,
  0x4c,
  0x01,
  0,
]

function linkOf(generated: Generated) {
  const { format, declared, width, height, base64, escaped, traps, padding, frames } = generated
  const gifFrames = format === 'gif' && frames.length > 0 ? [...frames.flatMap(gifFrame), 0x3b] : []
  const bytes = [
    ...imageHeaders[format](width, height),
    ...gifFrames,
    ...new Array(padding).fill(0),
  ]
  let body = base64
    ? btoa(String.fromCharCode(...bytes))
    : bytes
        .map((b, i) => (literal(b) && !escaped[i % 64] ? String.fromCharCode(b) : hex(b)))
        .join('')
  for (const [at, text] of traps) {
    const i = Math.min(at, body.length)
    body = body.slice(0, i) + text + body.slice(i)
  }
  const type = declared ?? (format === 'ico' ? 'x-icon' : format)
  return `data:image/${type}${base64 ? ';base64' : ''},${body}`
}

it('loads every data: image it accepts to at most 4096 px a side', async () => {
  let accepted = 0
  let huge = 0
  await fc.assert(
    fc.asyncProperty(image, async (generated) => {
      const link = linkOf(generated)
      const urls = avatarUrls(link)
      if (generated.width > 4096 || generated.height > 4096) huge += 1
      if (urls.length === 0) return
      accepted += 1
      expect(urls).toEqual([link.trim()])
      const size = await load(link)
      if (size) {
        expect(size.width, link).toBeLessThanOrEqual(MAX_DATA_IMAGE_SIDE)
        expect(size.height, link).toBeLessThanOrEqual(MAX_DATA_IMAGE_SIDE)
      }
    }),
    { numRuns: 10_000 },
  )
  // The generator reaches both sides of the rule.
  expect(accepted).toBeGreaterThan(100)
  expect(huge).toBeGreaterThan(100)
}, 300_000)
