import { createServer, type Server } from 'node:http'
import { crc32, deflateSync } from 'node:zlib'
import { GATEWAY_PATH } from '../../src/mock/gatewayPicture.js'
import { fnv1a } from '../../src/mock/responses.js'

const SIZE = 96

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A 96 × 96 RGB PNG drawn from `cid`: a diagonal gradient between two colours of its hash, with
 * a disc, the same for the same CID.
 */
function pngPicture(cid: string): Buffer {
  const h = fnv1a(cid)
  const from = [h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff]
  const to = from.map((c) => 255 - c)
  const [cx, cy, r] = [24 + ((h >>> 3) % 48), 24 + ((h >>> 11) % 48), 16 + ((h >>> 17) % 16)]
  // Each row: filter byte 0 (none), then RGB pixels.
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3))
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3)
    for (let x = 0; x < SIZE; x++) {
      const t = (x + y) / (2 * SIZE - 2)
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= r * r
      for (let c = 0; c < 3; c++) {
        const mixed = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t
        rows[row + 1 + x * 3 + c] = inDisc ? 255 - Math.round(mixed / 2) : Math.round(mixed)
      }
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An IPFS gateway on `localhost` that answers `/ipfs/<CID>` with a PNG drawn from the CID
 * (`pngPicture`) after `delayMs`: avatars as most are, raster images, which Chromium decodes off
 * the main thread, where the simulated registry's own gateway serves SVG pictures, each of which
 * Chromium builds a document for on the page's main thread.
 */
export function startPngGateway(delayMs: number): Promise<{ server: Server; url: string }> {
  const pictures = new Map<string, Buffer>()
  const server = createServer(async (request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    const cid = GATEWAY_PATH.exec(request.url?.split('?')[0] ?? '')?.[1]
    if (!cid) return reply.writeHead(404).end()
    const picture = pictures.get(cid) ?? pngPicture(cid)
    pictures.set(cid, picture)
    reply
      .writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .end(picture)
  })
  return new Promise((resolve) => {
    server.listen(0, 'localhost', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ server, url: `http://localhost:${port}` })
    })
  })
}
