import { createDnameClient } from '../../src/core/client/createDnameClient.js'
import { nameWarning } from '../../src/core/names/nameWarning.js'
import { resolveSendTarget } from '../../src/core/send/resolveSendTarget.js'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { type CorpusName, digitSwaps, ordinaryNames, spoofs } from './corpus.js'
import { asciiHomographs, unicodeHomographs } from './homographs.js'

interface Row {
  kind: 'look-alike' | 'ordinary'
  category: string
  names: number
  marked: number
  rate: string
}

function tally(rows: Map<string, Row>, kind: Row['kind'], entry: CorpusName, marked: boolean) {
  const key = `${kind}:${entry.category}`
  const row = rows.get(key) ?? { kind, category: entry.category, names: 0, marked: 0, rate: '' }
  row.names += 1
  if (marked) row.marked += 1
  rows.set(key, row)
}

/** ASCII swaps through the send flow, with the names they imitate registered. */
async function sendFlowMarks(swaps: readonly CorpusName[]): Promise<boolean[]> {
  const registry = createMockRegistry()
  const [base] = registry.records()
  if (!base) throw new Error('the simulated registry has no record')
  for (const original of new Set(swaps.map((s) => s.original ?? ''))) {
    registry.addRecord({ ...structuredClone(base), name: original })
  }
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
  const marks: boolean[] = []
  for (const swap of swaps) {
    marks.push((await resolveSendTarget(client, swap.name)).warning !== undefined)
  }
  return marks
}

/** The corpus through the checks: the rows by category, and the two rates. */
export async function rates() {
  const rows = new Map<string, Row>()
  // Unicode's own data, then the corpus of published homographs, which is not built from it.
  const lookAlikes = [...spoofs(), ...unicodeHomographs()]
  const swaps = [...digitSwaps(), ...asciiHomographs()]
  const ordinary = ordinaryNames()
  for (const entry of lookAlikes)
    tally(rows, 'look-alike', entry, nameWarning(entry.name) !== undefined)
  const marks = await sendFlowMarks(swaps)
  for (const [i, entry] of swaps.entries()) tally(rows, 'look-alike', entry, marks[i] === true)
  for (const entry of ordinary)
    tally(rows, 'ordinary', entry, nameWarning(entry.name) !== undefined)
  const all = [...rows.values()]
  for (const row of all) row.rate = `${((row.marked / row.names) * 100).toFixed(2)}%`
  const sum = (kind: Row['kind'], field: 'names' | 'marked') =>
    all.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0)
  return {
    rows: all,
    spoofRate: sum('look-alike', 'marked') / sum('look-alike', 'names'),
    ordinaryRate: sum('ordinary', 'marked') / sum('ordinary', 'names'),
    missed: lookAlikes.filter((entry) => nameWarning(entry.name) === undefined),
    flagged: ordinary.filter((entry) => nameWarning(entry.name) !== undefined),
  }
}
