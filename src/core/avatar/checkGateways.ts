import { DnameInputError } from '../errors/DnameInputError.js'

/**
 * This machine, as the URL parser spells its host: `localhost`, a name under `.localhost`,
 * 127.0.0.0/8 or `[::1]`, which browsers treat as potentially trustworthy over `http:` (a local
 * IPFS node, the simulated registry).
 */
const LOOPBACK = /^(.+\.)?localhost$|^127(\.\d+){3}$|^\[::1\]$/

/**
 * Why `gateway` cannot serve IPFS images, or `undefined` when it can: an absolute `https:` URL
 * with a host, an `http:` URL on this machine (`http://127.0.0.1:8080/ipfs/`, a local node), or
 * a path on the page's own origin (`/ipfs/`), whose path ends in `/ipfs/` (or `/ipfs`), and
 * nothing else (`http:` elsewhere, `javascript:`, protocol-relative `//host/`, a gateway's bare
 * origin, empty, unparsable).
 */
export function gatewayProblem(gateway: unknown): string | undefined {
  if (typeof gateway !== 'string' || gateway.trim() === '') return 'empty'
  if (gateway !== gateway.trim() || /[\s\\]/.test(gateway)) return 'white space or backslash'
  let path = gateway
  if (gateway.startsWith('//')) return 'protocol-relative'
  if (!gateway.startsWith('/')) {
    try {
      const url = new URL(gateway)
      if (url.hostname === '') return 'no host'
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname)))
        return `not https: (${url.protocol})`
      if (url.search || url.hash || url.username || url.password)
        return 'query, hash or credentials'
      path = url.pathname
    } catch {
      return 'not a URL'
    }
  }
  // The content identifier is put after it: a gateway serves it under `/ipfs/`.
  return /\/ipfs\/?$/.test(path) ? undefined : 'no /ipfs/ path'
}

/** The gateways, checked: the first that cannot serve images throws a `DnameInputError`. */
export function checkGateways(gateways: readonly string[]): readonly string[] {
  if (!Array.isArray(gateways)) throw new DnameInputError('ipfsGateways', gateways, 'not a list')
  for (const gateway of gateways) {
    const problem = gatewayProblem(gateway)
    if (problem) throw new DnameInputError('ipfsGateways', gateway, `${gateway}: ${problem}`)
  }
  return gateways
}
