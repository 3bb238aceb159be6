/**
 * In Chromium: an avatar whose `data:` PNG is small in bytes but 20000×20000 pixels by its
 * header is refused, so the page keeps painting frames; a browser that decoded it would stop
 * painting for seconds.
 */
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import '../../../src/styles.css'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...[...type].map((c) => c.charCodeAt(0)), ...data])
  return [...be32(data.length), ...typed, ...be32(crc32(typed))]
}

/** A valid black-and-white PNG of `side` × `side` pixels: tens of kilobytes, deflated. */
async function hugePng(side: number): Promise<string> {
  const row = new Uint8Array(1 + side / 8)
  const stream = new Blob(Array.from({ length: side }, () => row))
    .stream()
    .pipeThrough(new CompressionStream('deflate'))
  const idat = new Uint8Array(await new Response(stream).arrayBuffer())
  const ihdr = new Uint8Array([...be32(side), ...be32(side), 1, 0, 0, 0, 0])
  const png = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', idat),
    ...chunk('IEND', new Uint8Array()),
  ])
  let binary = ''
  for (const byte of png) binary += String.fromCharCode(byte)
  return `data:image/png;base64,${btoa(binary)}`
}

/**
 * The longest wait between two frames over `ms`. Decoding the image would hold the page for
 * seconds; a busy machine's frames come late by tens of milliseconds, never by that.
 */
async function longestFrameGap(ms: number): Promise<number> {
  let longest = 0
  const start = performance.now()
  let last = start
  await new Promise<void>((resolve) => {
    const tick = (now: number) => {
      longest = Math.max(longest, now - last)
      last = now
      if (now - start < ms) requestAnimationFrame(tick)
      else resolve()
    }
    requestAnimationFrame(tick)
  })
  return longest
}

it('keeps painting frames with a 20000×20000 data: PNG avatar, shown as its initial', async () => {
  const link = await hugePng(20_000)
  expect(link.length).toBeLessThan(100_000)
  const registry = createMockRegistry()
  const base = registry.record('alice.algo') as DnameRecord
  const record: DnameRecord = { ...base, properties: { verified: { avatar: link } } }
  root = mountWithRegistry(
    <DnameAvatar address={registry.addresses!.verified} record={record} size={48} />,
    registry,
  ).root
  await expect.poll(() => document.querySelector('[data-dname-avatar]')).toBeTruthy()
  // The placeholder holds until the header is read (a chunk of its own); then the page shows
  // the image or the picture, and frames are counted from there.
  await expect
    .poll(() => document.querySelector('[data-dname-avatar] :is(img, [data-part="fallback"])'))
    .not.toBeNull()
  expect(await longestFrameGap(1_000)).toBeLessThan(500)
  expect(document.querySelector('img')).toBeNull()
  expect(document.querySelector('[data-dname-avatar] [data-part="fallback"]')).not.toBeNull()
})
