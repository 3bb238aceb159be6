/** Public IPFS gateways tried in turn; a provider can set its own. */
export const DEFAULT_IPFS_GATEWAYS: readonly string[] = [
  'https://ipfs.io/ipfs/',
  'https://dweb.link/ipfs/',
  'https://nftstorage.link/ipfs/',
]

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)(;base64)?,/i
const IPFS_PATH = /^(?:ipfs\/)?([A-Za-z0-9]{20,})((?:\/[^/?#]+)*\/?)$/

/**
 * The URLs to try for an avatar link, in order; empty when the link is refused. Allowed:
 * `https:` URLs, `ipfs://CID[/path]` (one URL per gateway), and `data:image/png|jpeg|gif|webp`.
 * Refused: `javascript:`, `data:` of any other type, `http:`, relative and protocol-relative
 * links, and anything that does not parse.
 */
export function avatarUrls(
  link: string,
  gateways: readonly string[] = DEFAULT_IPFS_GATEWAYS,
): string[] {
  const trimmed = link.trim()
  if (DATA_IMAGE.test(trimmed)) return [trimmed]
  if (/^ipfs:\/\//i.test(trimmed)) {
    const match = IPFS_PATH.exec(trimmed.slice('ipfs://'.length))
    if (!match || /\/\.{1,2}(\/|$)/.test(match[2] ?? '')) return []
    const path = `${match[1]}${match[2] ?? ''}`
    return gateways.map((gateway) => `${gateway.replace(/\/?$/, '/')}${path}`)
  }
  if (!/^https:\/\//i.test(trimmed)) return []
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' && url.hostname !== '' ? [url.href] : []
  } catch {
    return []
  }
}
