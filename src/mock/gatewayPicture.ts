import { fnv1a } from './responses.js'

/** The path of an IPFS gateway request: `/ipfs/<CID>`, with or without a path after it. */
export const GATEWAY_PATH = /\/ipfs\/([A-Za-z0-9]{46,100})(?:\/[^?#]*)?$/

/**
 * The picture the simulated registry's IPFS gateway serves for `cid`: an SVG drawn from the
 * CID (a gradient and two shapes), the same on every run, so stories and demos show real
 * avatars offline and screenshots stay stable.
 */
export function gatewayPicture(cid: string): string {
  const h = fnv1a(cid)
  const hue = h % 360
  const other = (hue + 60 + ((h >>> 9) % 120)) % 360
  const cx = 24 + ((h >>> 3) % 48)
  const cy = 24 + ((h >>> 11) % 48)
  const r = 16 + ((h >>> 17) % 16)
  const turn = (h >>> 21) % 90
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 65% 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${other} 65% 35%)"/>`,
    '</linearGradient></defs>',
    '<rect width="96" height="96" fill="url(#g)"/>',
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${other} 80% 85%)" fill-opacity="0.85"/>`,
    `<rect x="40" y="40" width="36" height="36" rx="6" fill="hsl(${hue} 80% 20%)" fill-opacity="0.5" transform="rotate(${turn} 58 58)"/>`,
    '</svg>',
  ].join('')
}

/** The gateway's answer for `cid`: the picture, cached for good as IPFS content is. */
export function gatewayResponse(cid: string): Response {
  return new Response(gatewayPicture(cid), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
