import type { Entry } from './Flight.js'

/**
 * How to ask again for the addresses of a request the registry refused with 400
 * `invalidAddress`, which does not say which address it refused. First the addresses the
 * client knows are valid (ledger addresses with a good checksum) go apart from the rest; after
 * that a group is halved until each refused address stands alone. With n refused addresses
 * among the rest, that is at most 2n requests more.
 */
export function splitRefused(
  entries: readonly Entry[],
  separated: boolean,
  isKnownValid: (address: string) => boolean,
): Entry[][] {
  if (!separated) {
    const known = entries.filter((entry) => isKnownValid(entry.address))
    if (known.length > 0 && known.length < entries.length) {
      return [known, entries.filter((entry) => !isKnownValid(entry.address))]
    }
  }
  if (entries.length === 1) return [[...entries]]
  const half = Math.ceil(entries.length / 2)
  return [entries.slice(0, half), entries.slice(half)]
}
