import { encodeLedgerAddress } from '../core/address/encodeLedgerAddress.js'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import { RecordFactory } from './RecordFactory.js'
import { createRandom } from './random.js'

export interface GenerateOptions {
  /** Seed of the generator. Defaults to `1`. */
  seed?: number
  /** Number of random records beside the fixed cases. Defaults to `200`. */
  size?: number
  /** Names owned by `addresses.collector`. Defaults to `5000`. */
  collectorSize?: number
}

/** Addresses of the dataset's fixed cases, one per rule of the reverse lookup and more. */
export interface MockAddresses {
  /** One verified record, with a verified `ipfs://` avatar (`alice.algo`). */
  verified: string
  /** One verified record with a user-defined https avatar (`bob.algo`). */
  userAvatar: string
  /** Matched only through one record's `unverifiedCaAlgo` (`carol.algo`). */
  unverified: string
  /** In `unverifiedCaAlgo` of two records: never matched. */
  twoUnverified: string
  /** Verified in three generation-1 records; the most recently changed is `old-two.algo`. */
  generation1: string
  /** Verified in three generation-2+ records; chose `multi-b.algo`, not the latest. */
  generation2: string
  /** Verified in two generation-2+ records and chose none: the latest, `nochoice-b.algo`. */
  noChoice: string
  /** Verified in a generation-1 record (the latest) and a generation-3 one it chose, `modern.algo`. */
  mixed: string
  /** An EVM address in one record's `unverifiedCa.eth` (`frank.algo`). */
  otherChain: string
  /** Linked to an expired record (`lapsed.algo`). */
  expired: string
  /** Linked to a record for sale (`bargain.algo`). */
  forSale: string
  /** The account three records are reserved for. */
  reservedFor: string
  /** Owner of the segmented root `root.algo` and its segments. */
  segmentOwner: string
  /** Owns `collectorSize` names (5,000 by default) and links `collector.algo`. */
  collector: string
  /** Owns `аlice.algo`, spelled with a Cyrillic `а`, and `a1ice.algo`: look-alikes of `alice.algo`. */
  lookAlike: string
  /** A valid address with no record. */
  noName: string
}

export interface MockDataset {
  records: DnameRecord[]
  primaries: Record<string, string>
  addresses: MockAddresses
}

const cache = new Map<string, MockDataset>()

/** The dataset for a seed, built once per seed and size. */
export function generateDataset({
  seed = 1,
  size = 200,
  collectorSize = 5000,
}: GenerateOptions = {}) {
  const key = `${seed}:${size}:${collectorSize}`
  let dataset = cache.get(key)
  if (!dataset) {
    dataset = buildDataset(seed, size, collectorSize)
    cache.set(key, dataset)
  }
  return dataset
}

/**
 * A deterministic, realistic list of records (same seed, same records, byte for byte): fixed
 * cases for every lookup rule, every state and category, avatars, segments, reservations and a
 * collector with thousands of names, then `size` random records.
 */
export function generateRecords(options: GenerateOptions = {}): DnameRecord[] {
  return structuredClone(generateDataset(options).records)
}

function buildDataset(seed: number, size: number, collectorSize: number): MockDataset {
  const random = createRandom(seed)
  const address = () => encodeLedgerAddress(random.bytes(32))
  const a: MockAddresses = {
    verified: address(),
    userAvatar: address(),
    unverified: address(),
    twoUnverified: address(),
    generation1: address(),
    generation2: address(),
    noChoice: address(),
    mixed: address(),
    otherChain: `0x${[...random.bytes(20)].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
    expired: address(),
    forSale: address(),
    reservedFor: address(),
    segmentOwner: address(),
    collector: address(),
    noName: address(),
    lookAlike: '',
  }
  const f = new RecordFactory(random, address)
  const own = (name: string, owner: string, extra: Partial<DnameRecord> = {}) =>
    f.record(name, { owner, caAlgo: [owner], ...extra })

  own('alice.algo', a.verified, {
    category: 'premium',
    avatarOutdated: true,
    ...f.verifiedAvatar(),
  })
  own('bob.algo', a.userAvatar, f.userAvatar())
  f.record('carol.algo', { unverifiedCaAlgo: [a.unverified] })
  f.record('dave.algo', { unverifiedCaAlgo: [a.twoUnverified] })
  f.record('erin.algo', { unverifiedCaAlgo: [a.twoUnverified] })
  for (const [name, day] of [
    ['old-one.algo', 3],
    ['old-two.algo', 9],
    ['old-three.algo', 5],
  ] as const) {
    own(name, a.generation1, { ver: '1.08', timeChanged: f.day(day) })
  }
  for (const [name, day] of [
    ['multi-a.algo', 2],
    ['multi-b.algo', 4],
    ['multi-c.algo', 8],
  ] as const) {
    own(name, a.generation2, {
      ver: name === 'multi-a.algo' ? '2.12' : '3.1',
      timeChanged: f.day(day),
    })
  }
  own('nochoice-a.algo', a.noChoice, { ver: '3.1', timeChanged: f.day(1) })
  own('nochoice-b.algo', a.noChoice, { ver: '3.1', timeChanged: f.day(6) })
  own('legacy.algo', a.mixed, { ver: '1.12', timeChanged: f.day(10) })
  own('modern.algo', a.mixed, { ver: '3.1', timeChanged: f.day(2) })
  f.record('frank.algo', {
    unverifiedCa: { eth: [a.otherChain] },
    properties: { userDefined: { 'ca.eth': a.otherChain } },
  })
  own('lapsed.algo', a.expired, { state: 'expired', expired: true, ...f.userAvatar() })
  own('bargain.algo', a.forSale, { state: 'forSale', saleType: 'buyItNow', sellAmount: 25_000_000 })
  f.record('gavel.algo', {
    state: 'forSale',
    saleType: 'auction',
    sellAmount: 80_000_000,
    category: 'curated',
  })
  for (const name of ['gift.algo', 'claim.algo', 'transfer.algo']) {
    f.record(name, { state: 'reserved', reservedFor: a.reservedFor })
  }
  f.record('fresh.algo', { state: 'available' })
  f.record('pending.algo', { state: 'minting' })
  f.record('telegrammer.algo', { properties: { verified: { telegram: 'telegrammer' } } })
  own('averyveryverylongnameforyou.algo', f.owner(), { category: 'common' })
  const root = own('root.algo', a.segmentOwner, {
    category: 'curated',
    properties: { internal: { segmentLocked: '0', segmentPriceUsd: '500' } },
  })
  f.segments(root, ['shop', 'blog', 'mail'], a.segmentOwner)
  own('locked.algo', a.segmentOwner, {
    properties: { internal: { segmentLocked: '1', segmentPriceUsd: '9900' } },
  })
  own('collector.algo', a.collector, f.verifiedAvatar())
  for (let i = 1; i < collectorSize; i++) f.record(f.uniqueName(), { owner: a.collector })
  for (let i = 0; i < size; i++) f.randomRecord()
  // Last, so the records before it are the same as they ever were.
  a.lookAlike = address()
  own('\u0430lice.algo', a.lookAlike, { category: 'common' })
  own('a1ice.algo', a.lookAlike, { category: 'common' })

  const primaries = { [a.generation2]: 'multi-b.algo', [a.mixed]: 'modern.algo' }
  return { records: f.records, primaries, addresses: a }
}
