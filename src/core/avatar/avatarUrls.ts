import { avatarLinkUrls, DEFAULT_IPFS_GATEWAYS } from './avatarLinkUrls.js'
import { dataImageSize } from './dataImageSize.js'

/**
 * The URLs to try for an avatar link, in order; empty when the link is refused. Allowed:
 * `https:` URLs to a public host, `ipfs://CID[/path]` (one URL per gateway, each checked after
 * the browser's own normalisation to stay under `/ipfs/CID`, and with no dot, slash or
 * backslash percent-encoded), and `data:image/png|jpeg|gif|webp` up to `MAX_DATA_LINK_LENGTH`
 * characters whose header declares no side over `MAX_DATA_IMAGE_SIDE` (4096 px). Refused:
 * `javascript:`, `data:` of any other type or larger, `http:`, relative and protocol-relative
 * links, loopback, link-local and private hosts (trailing dots and all), and anything that does
 * not parse. The gateways are checked as the provider checks them: one that cannot serve
 * images throws a `DnameInputError`.
 */
export function avatarUrls(
  link: string,
  gateways: readonly string[] = DEFAULT_IPFS_GATEWAYS,
): string[] {
  return avatarLinkUrls(link, gateways, dataImageSize) ?? []
}
