import { encodeLedgerAddress } from '../../src/core/address/encodeLedgerAddress.js'
import { createMockRegistry } from '../../src/mock/index.js'
import { createRandom } from '../../src/mock/random.js'

export const ROWS = 500
export const UNIQUE = 300

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/**
 * The browser benches' page: a history of 500 rows over 300 accounts, and the simulated
 * registry that names them. Half of the accounts have names, as in a transaction history, and
 * rows repeat accounts. Every named account has a verified IPFS avatar, so the page shows which
 * images a long list fetches: those near the viewport, when images are lazy.
 */
export function historyPage(latencyMs: number) {
  const registry = createMockRegistry({ latencyMs })
  const random = createRandom(7)
  const named = registry.records().filter((r) => (r.caAlgo ?? []).length > 0)
  const pool = [...new Set(named.flatMap((r) => r.caAlgo ?? []))].slice(0, UNIQUE / 2)
  for (const record of named.filter((r) => pool.includes(r.caAlgo?.[0] ?? ''))) {
    const cid = `bafybei${Array.from({ length: 52 }, () => BASE32[random.int(0, 31)]).join('')}`
    registry.updateRecord(record.name, {
      properties: { ...record.properties, verified: { avatar: `ipfs://${cid}` } },
    })
  }
  while (pool.length < UNIQUE) pool.push(encodeLedgerAddress(random.bytes(32)))
  const addresses = Array.from(
    { length: ROWS },
    (_, i) => pool[i < UNIQUE ? i : random.int(0, UNIQUE - 1)] as string,
  )
  return { registry, addresses }
}
