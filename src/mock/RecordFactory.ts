import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import type { Random } from './random.js'
import { USER_PICTURES } from './userPictures.js'

const BASE_TIME = Date.UTC(2026, 0, 1)
const DAY = 86_400_000
const SYLLABLES = [
  'al',
  'bo',
  'ca',
  'da',
  'el',
  'fi',
  'go',
  'ha',
  'io',
  'ju',
  'ka',
  'lu',
  'mi',
  'no',
  'or',
  'pa',
  'qui',
  're',
  'sa',
  'ti',
  'un',
  'vo',
  'wa',
  'xe',
  'yo',
  'zu',
]
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'
const STATES = [
  'owned',
  'owned',
  'owned',
  'owned',
  'owned',
  'owned',
  'forSale',
  'expired',
  'reserved',
] as const
const CATEGORIES = [
  'common',
  'common',
  'common',
  'common',
  'premium',
  'premium',
  'curated',
] as const
const VERSIONS = ['1.08', '2.12', '3.1', '3.2', '3.2'] as const

type Fields = Partial<DnameRecord>

const mergeFields = (base: DnameRecord, extra: Fields): DnameRecord => {
  const { properties, ...rest } = extra
  const merged: DnameRecord = { ...base, ...rest }
  if (properties) {
    const p = base.properties ?? {}
    merged.properties = {
      ...p,
      ...properties,
      internal: { ...p.internal, ...properties.internal },
      userDefined: { ...p.userDefined, ...properties.userDefined },
      verified: { ...p.verified, ...properties.verified },
    }
  }
  return merged
}

/** Builds realistic records one at a time, from one seeded generator. */
export class RecordFactory {
  readonly records: DnameRecord[] = []
  readonly #names = new Set<string>()
  readonly #owners: string[] = []
  readonly #roots: DnameRecord[] = []
  #appID = 760_000_000

  constructor(
    readonly random: Random,
    readonly address: () => string,
  ) {}

  day = (offset: number) => new Date(BASE_TIME + offset * DAY).toISOString()

  /** An owner from a pool, so most owners have a few names. */
  owner(): string {
    if (this.#owners.length < 8 || this.random.chance(0.3)) this.#owners.push(this.address())
    return this.random.pick(this.#owners)
  }

  uniqueName(): string {
    const r = this.random
    let label = Array.from({ length: r.int(1, 4) }, () => r.pick(SYLLABLES)).join('')
    if (r.chance(0.2)) label += r.int(1, 999)
    while (this.#names.has(`${label}.algo`)) label += r.pick(SYLLABLES)
    return `${label}.algo`
  }

  verifiedAvatar(): Fields {
    const cid = `bafybei${Array.from({ length: 52 }, () => this.random.pick([...BASE32])).join('')}`
    return {
      properties: { verified: { avatar: `ipfs://${cid}`, avatarasaid: String(this.#appID + 7) } },
    }
  }

  userAvatar(): Fields {
    // One draw, as the dataset has always made, so the rest of it stays the same.
    const picture = this.random.int(1, 99999) % USER_PICTURES.length
    return { properties: { userDefined: { avatar: USER_PICTURES[picture] ?? '' } } }
  }

  record(name: string, fields: Fields = {}): DnameRecord {
    const r = this.random
    this.#appID += r.int(1, 5000)
    const created = -r.int(30, 1500)
    const owner = fields.owner ?? this.owner()
    const label = name.split('.')[0] ?? name
    let record: DnameRecord = {
      name,
      appID: this.#appID,
      asaID: this.#appID + 1,
      category: r.pick(CATEGORIES),
      currentAsOfBlock: 48_000_000 + r.int(0, 99_999),
      dnameAccount: this.address(),
      metaTags: [label.length <= 5 ? `${label.length}_letters` : '6_letters_plus'],
      owner,
      properties: { internal: { owner, ver: '3.2' }, userDefined: {}, verified: {} },
      sigNameAddress: this.address(),
      state: 'owned',
      tags: label.length <= 3 ? ['pristine'] : [],
      timeChanged: this.day(created + r.int(0, -created - 11)),
      timeCreated: this.day(created),
      timeExpires: this.day(created + 365 * r.int(1, 3)),
      timePurchased: this.day(created),
      ver: r.pick(VERSIONS),
      vaultOptInLocked: r.chance(0.8),
    }
    record = mergeFields(record, fields)
    if (record.caAlgo?.length) {
      record.properties = {
        ...record.properties,
        verified: { ...record.properties?.verified, caAlgo: record.caAlgo.join(',') },
      }
    }
    if (record.state === 'forSale') record.seller = owner
    if (record.state === 'expired') {
      record.expired = true
      record.timeExpires = this.day(-r.int(1, 60))
    } else if (record.timeExpires && record.timeExpires < this.day(0)) {
      record.timeExpires = this.day(r.int(30, 1000))
    }
    if (record.state !== 'forSale' && record.state !== 'expired') {
      record.depositAccount = record.caAlgo?.[0] ?? record.dnameAccount
    }
    this.#names.add(name)
    this.records.push(record)
    return record
  }

  segments(root: DnameRecord, labels: readonly string[], owner: string) {
    for (const label of labels)
      this.record(`${label}.${root.name}`, { owner, parentAppID: root.appID })
  }

  randomRecord(): DnameRecord {
    const r = this.random
    const owner = this.owner()
    const state = r.pick(STATES)
    const root = this.#roots.length > 0 && r.chance(0.15) ? r.pick(this.#roots) : undefined
    const name = root ? `${this.uniqueName().replace('.algo', '')}.${root.name}` : this.uniqueName()
    const fields: Fields = { owner, state }
    if (r.chance(0.8)) fields.caAlgo = r.chance(0.1) ? [owner, this.address()] : [owner]
    if (r.chance(0.05)) fields.unverifiedCaAlgo = [this.address()]
    if (r.chance(0.1)) fields.unverifiedCa = { sol: [`${r.int(1e8, 9e8)}SoLaNa${r.int(1e8, 9e8)}`] }
    if (root) fields.parentAppID = root.appID
    if (state === 'forSale') {
      fields.saleType = r.chance(0.7) ? 'buyItNow' : 'auction'
      fields.sellAmount = r.int(1, 500) * 1_000_000
    }
    if (state === 'reserved') fields.reservedFor = this.owner()
    const avatar = r.next()
    const record = this.record(name, {
      ...fields,
      ...(avatar < 0.2 ? this.verifiedAvatar() : avatar < 0.4 ? this.userAvatar() : {}),
    })
    if (!root && r.chance(0.2)) {
      this.#roots.push(record)
      record.properties = {
        ...record.properties,
        internal: {
          ...record.properties?.internal,
          segmentLocked: r.chance(0.5) ? '1' : '0',
          segmentPriceUsd: String(r.int(1, 100) * 100),
        },
      }
    }
    return record
  }
}
