import { DnameInputError } from '../errors/DnameInputError.js'

/**
 * Why `gateway` cannot serve IPFS images, or `undefined` when it can: an absolute `https:` URL
 * with a host, or a path on the page's own origin (`/ipfs/`), and nothing else (`http:`,
 * `javascript:`, protocol-relative `//host/`, empty, unparsable).
 */
export function gatewayProblem(gateway: unknown): string | undefined {
  if (typeof gateway !== 'string' || gateway.trim() === '') return 'empty'
  if (gateway !== gateway.trim() || /[\s\\]/.test(gateway)) return 'white space or backslash'
  if (gateway.startsWith('/')) return gateway.startsWith('//') ? 'protocol-relative' : undefined
  try {
    const url = new URL(gateway)
    if (url.protocol !== 'https:') return `not https: (${url.protocol})`
    if (url.hostname === '') return 'no host'
    if (url.search || url.hash || url.username || url.password) return 'query, hash or credentials'
  } catch {
    return 'not a URL'
  }
  return undefined
}

/** The gateways, checked: the first that cannot serve images throws a `DnameInputError`. */
export function checkGateways(gateways: readonly string[]): readonly string[] {
  if (!Array.isArray(gateways)) throw new DnameInputError('ipfsGateways', gateways, 'not a list')
  for (const gateway of gateways) {
    const problem = gatewayProblem(gateway)
    if (problem) throw new DnameInputError('ipfsGateways', gateway, problem)
  }
  return gateways
}
