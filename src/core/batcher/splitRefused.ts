import { LEDGER_ADDRESS_PATTERN } from '../address/ledgerAddressPattern.js'
import type { Entry } from './Flight.js'

const ledgerShaped = (entry: Entry) => LEDGER_ADDRESS_PATTERN.test(entry.address)

/**
 * How to ask again for the addresses of a request the registry refused with 400
 * `invalidAddress`, which does not say which address it refused. First the ledger-shaped
 * addresses go apart from the rest (another chain's address, text that is no address); after
 * that a group, all of one shape, is halved until each refused address stands alone.
 *
 * One refused address among ledger addresses costs about two requests per halving (ten in a
 * group of twenty); one of another shape, two. The client does not check a ledger address's
 * checksum, which would tell the bad one at once: the registry does, and the checksum's code
 * (SHA-512/256 and base32) would be a fifth of what a page of names loads.
 */
export function splitRefused(entries: readonly Entry[]): Entry[][] {
  const ledger = entries.filter(ledgerShaped)
  if (ledger.length > 0 && ledger.length < entries.length) {
    return [ledger, entries.filter((entry) => !ledgerShaped(entry))]
  }
  if (entries.length === 1) return [[...entries]]
  const half = Math.ceil(entries.length / 2)
  return [entries.slice(0, half), entries.slice(half)]
}
