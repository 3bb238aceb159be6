import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import { generationOf } from './generationOf.js'

export interface LookupMatch {
  record: DnameRecord
  /** Whether the address is among the record's verified links (`caAlgo`). */
  verified: boolean
}

const byRecency = (a: DnameRecord, b: DnameRecord) =>
  (b.timeChanged ?? '').localeCompare(a.timeChanged ?? '') || a.name.localeCompare(b.name)

const add = (index: Map<string, DnameRecord[]>, key: string, record: DnameRecord) => {
  const list = index.get(key)
  if (!list) index.set(key, [record])
  else if (!list.includes(record)) list.push(record)
}

/** The registry's records, with the indexes the reverse lookup needs, rebuilt after a change. */
export class RecordStore {
  readonly byName = new Map<string, DnameRecord>()
  /** The primary record each address chose (generation 2 and later), by name. */
  readonly primaries = new Map<string, string>()
  #verified: Map<string, DnameRecord[]> | undefined
  #unverified: Map<string, DnameRecord[]> | undefined

  constructor(records: Iterable<DnameRecord>, primaries: Record<string, string> = {}) {
    for (const record of records) this.byName.set(record.name, record)
    for (const [address, name] of Object.entries(primaries)) this.primaries.set(address, name)
  }

  changed() {
    this.#verified = undefined
    this.#unverified = undefined
  }

  #index() {
    if (!this.#verified || !this.#unverified) {
      const verified = new Map<string, DnameRecord[]>()
      const unverified = new Map<string, DnameRecord[]>()
      for (const record of this.byName.values()) {
        for (const address of record.caAlgo ?? []) add(verified, address, record)
        for (const address of record.unverifiedCaAlgo ?? []) add(unverified, address, record)
        for (const list of Object.values(record.unverifiedCa ?? {})) {
          for (const address of list) add(unverified, address, record)
        }
      }
      this.#verified = verified
      this.#unverified = unverified
    }
    return { verified: this.#verified, unverified: this.#unverified }
  }

  /**
   * The record the reverse lookup returns for `address` (spec part 1):
   * 1. Among the records that list it as verified: the primary record the address chose, when
   *    that record is of generation 2 or later and still lists it; otherwise the most recently
   *    changed one. So generation 1 gets "most recently changed", generation 2+ gets the choice,
   *    an address that chose nothing gets the most recently changed, and with mixed generations
   *    a valid choice wins and the most recently changed of all is the fallback.
   * 2. With no verified match and `allowUnverified`: the one record that lists it as unverified
   *    (`unverifiedCaAlgo` or an `unverifiedCa` chain list); two or more give nothing.
   */
  match(address: string, allowUnverified: boolean): LookupMatch | undefined {
    const { verified, unverified } = this.#index()
    const candidates = verified.get(address)
    if (candidates && candidates.length > 0) {
      const chosen = this.byName.get(this.primaries.get(address) ?? '')
      if (chosen && candidates.includes(chosen) && generationOf(chosen) >= 2) {
        return { record: chosen, verified: true }
      }
      const [latest] = [...candidates].sort(byRecency) as [DnameRecord]
      return { record: latest, verified: true }
    }
    const loose = unverified.get(address)
    if (allowUnverified && loose?.length === 1)
      return { record: loose[0] as DnameRecord, verified: false }
    return undefined
  }
}
