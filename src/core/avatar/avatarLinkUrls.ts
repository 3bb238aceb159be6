import { checkGateways } from './checkGateways.js'

/** Widest and tallest `data:` image shown, in pixels: one larger takes seconds to paint. */
export const MAX_DATA_IMAGE_SIDE = 4096

/** The width and height a `data:` image's header declares (`dataImageSize`), or `undefined`. */
export type DataImageSizer = (
  link: string,
  type: 'png' | 'jpeg' | 'gif' | 'webp',
) => { width: number; height: number } | undefined

/** Public IPFS gateways tried in turn; a provider can set its own. */
export const DEFAULT_IPFS_GATEWAYS: readonly string[] = [
  'https://ipfs.io/ipfs/',
  'https://dweb.link/ipfs/',
  'https://nftstorage.link/ipfs/',
]

/** Longest `data:` link loaded, in characters: about 75 KB of image. */
export const MAX_DATA_LINK_LENGTH = 100_000

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)(;base64)?,/i
const IPFS_PATH = /^(?:ipfs\/)?([A-Za-z0-9]{20,})((?:\/[^/?#]+)*\/?)$/
// A dot, slash or backslash percent-encoded, once or more (`%2e`, `%252f`), in overlong UTF-8
// (`%c0%ae`, `%c0%af`, `%c1%9c`) or as `%u002e`: a gateway that decodes the path would read it as
// `..` or a separator and leave `/ipfs/<cid>`.
const ENCODED_SEPARATOR = /%(?:25)*(?:2e|2f|5c|c0%(?:25)*(?:ae|af)|c1%(?:25)*9c|u00(?:2e|2f|5c))/i
// Where page-relative gateways are resolved, only to check the path: the URL kept is relative.
const PAGE = 'https://page.invalid'

/** Whether `link` is a `data:` image of a type shown, whose header is read before it is. */
export const isDataImageLink = (link: string) => DATA_IMAGE.test(link.trim())

/** Whether a `data:` image may be shown: no side over 4096 px by its header. */
function dataImageFits(link: string, match: RegExpExecArray, sizeOf: DataImageSizer): boolean {
  const type = (match[1] ?? '').toLowerCase() as 'png' | 'jpeg' | 'gif' | 'webp'
  const size = sizeOf(link, type)
  return (
    size !== undefined && size.width <= MAX_DATA_IMAGE_SIDE && size.height <= MAX_DATA_IMAGE_SIDE
  )
}

// Gateways already checked: a list is checked once, however many avatars it serves.
const checked = new WeakSet<readonly string[]>()

/** The gateways, checked as the provider checks them (`checkGateways`): a bad one throws. */
function checkedGateways(gateways: readonly string[]): readonly string[] {
  if (!checked.has(gateways)) checked.add(checkGateways(gateways))
  return gateways
}

/**
 * Hosts an avatar must not point at: loopback, link-local, private and unspecified addresses,
 * written literally (as the URL parser normalises them: `2130706433` is `127.0.0.1`).
 */
function privateHost(hostname: string): boolean {
  // `localhost.` is `localhost`: a name's trailing dots (or `%2e`s, decoded by the parser) go.
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (!host.includes(':')) return false
  // IPv6: unspecified, loopback, unique-local fc00::/7, link-local fe80::/10, mapped IPv4.
  return (
    host === '::' ||
    host === '::1' ||
    /^f[cd][0-9a-f]{0,2}:/.test(host) ||
    /^fe[89ab][0-9a-f]?:/.test(host) ||
    host.startsWith('::ffff:')
  )
}

/** `gateway` + `path`, or `undefined` when the browser would resolve it outside `/ipfs/<cid>`. */
function throughGateway(gateway: string, cid: string, path: string): string | undefined {
  const base = gateway.replace(/\/?$/, '/')
  const joined = `${base}${cid}${path}`
  try {
    // The browser's own normalisation: %2e%2e, .%2e, backslashes, tabs and newlines included.
    const url = new URL(joined, PAGE)
    const root = `${new URL(base, PAGE).pathname}${cid}`
    const inside = url.pathname === root || url.pathname.startsWith(`${root}/`)
    if (!inside || url.search || url.hash) return undefined
    return gateway.startsWith('/') ? `${url.pathname}` : url.href
  } catch {
    return undefined
  }
}

/**
 * `avatarUrls`, with the reader of `data:` image headers given, which is a chunk of its own in
 * the browser: `undefined` for a `data:` link while it is not there yet.
 */
export function avatarLinkUrls(
  link: string,
  gateways: readonly string[],
  sizeOf: DataImageSizer | undefined,
): string[] | undefined {
  const trimmed = link.trim()
  const data = DATA_IMAGE.exec(trimmed)
  if (data) {
    if (trimmed.length > MAX_DATA_LINK_LENGTH) return []
    if (!sizeOf) return undefined
    return dataImageFits(trimmed, data, sizeOf) ? [trimmed] : []
  }
  if (/^ipfs:\/\//i.test(trimmed)) {
    const match = IPFS_PATH.exec(trimmed.slice('ipfs://'.length))
    if (!match) return []
    const [, cid = '', path = ''] = match
    if (ENCODED_SEPARATOR.test(path)) return []
    const urls = checkedGateways(gateways).flatMap(
      (gateway) => throughGateway(gateway, cid, path) ?? [],
    )
    // `…/ipfs` and `…/ipfs/` are one gateway: each is tried once.
    return [...new Set(urls)]
  }
  if (!/^https:\/\//i.test(trimmed)) return []
  try {
    const url = new URL(trimmed)
    if (url.protocol !== 'https:' || url.hostname === '' || privateHost(url.hostname)) return []
    return [url.href]
  } catch {
    return []
  }
}
