import { describe, expect, it } from 'vitest'
import { isLedgerAddress } from '../../src/core/address/isLedgerAddress.js'
import { dnameRecordSchema } from '../../src/core/schemas/dnameRecordSchema.js'
import { DnameCategory, DnameState } from '../../src/core/schemas/enums.js'
import { generateDataset, generateRecords } from '../../src/mock/generateDataset.js'
import { setup } from './setup.js'

const ADDRESS_FIELDS = [
  'owner',
  'depositAccount',
  'dnameAccount',
  'reservedFor',
  'seller',
  'sigNameAddress',
] as const

describe('generateRecords', () => {
  const records = generateRecords({ seed: 7, size: 300 })

  it('gives the same records, byte for byte, for the same seed', () => {
    expect(JSON.stringify(generateRecords({ seed: 7, size: 300 }))).toBe(JSON.stringify(records))
    expect(JSON.stringify(generateRecords({ seed: 8, size: 300 }))).not.toBe(
      JSON.stringify(records),
    )
  })

  it('gives records that match the shared schema, with unique names', () => {
    for (const record of records) expect(dnameRecordSchema.safeParse(record).success).toBe(true)
    expect(new Set(records.map((r) => r.name)).size).toBe(records.length)
  })

  it('uses valid ledger addresses with correct checksums throughout', () => {
    for (const record of records) {
      for (const field of ADDRESS_FIELDS) {
        if (record[field] !== undefined) expect(isLedgerAddress(record[field])).toBe(true)
      }
      for (const address of [...(record.caAlgo ?? []), ...(record.unverifiedCaAlgo ?? [])]) {
        expect(isLedgerAddress(address)).toBe(true)
      }
    }
  })

  it('holds every state and every category', () => {
    expect(new Set(records.map((r) => r.state))).toEqual(new Set(Object.values(DnameState)))
    expect(new Set(records.map((r) => r.category))).toEqual(new Set(Object.values(DnameCategory)))
  })

  it('holds segments, expired and for-sale records, reservations and avatars of each kind', () => {
    const segments = records.filter((r) => r.parentAppID !== undefined)
    expect(segments.length).toBeGreaterThan(3)
    for (const segment of segments) {
      const parent = records.find((r) => r.appID === segment.parentAppID)
      expect(segment.name.endsWith(`.${parent?.name}`)).toBe(true)
    }
    expect(records.some((r) => r.state === 'expired' && r.expired === true)).toBe(true)
    expect(records.some((r) => r.state === 'forSale' && r.saleType === 'auction')).toBe(true)
    expect(records.some((r) => r.state === 'forSale' && r.saleType === 'buyItNow')).toBe(true)
    expect(records.some((r) => r.reservedFor !== undefined)).toBe(true)
    const avatars = records.flatMap((r) => [
      r.properties?.verified?.avatar,
      r.properties?.userDefined?.avatar,
    ])
    expect(avatars.some((a) => a?.startsWith('ipfs://'))).toBe(true)
    expect(avatars.some((a) => a?.startsWith('data:image/png;base64,'))).toBe(true)
    expect(records.some((r) => Object.keys(r.unverifiedCa ?? {}).length > 0)).toBe(true)
  })

  it('never sets depositAccount on a record for sale or expired', () => {
    for (const record of records) {
      if (record.state === 'forSale' || record.state === 'expired')
        expect(record.depositAccount).toBeUndefined()
    }
  })

  it('has an owner with at least 5,000 names and addresses linked to several records of each generation', () => {
    const { addresses, primaries } = generateDataset({ seed: 7, size: 300 })
    expect(records.filter((r) => r.owner === addresses.collector).length).toBeGreaterThanOrEqual(
      5000,
    )
    const linked = (address: string) => records.filter((r) => r.caAlgo?.includes(address))
    expect(linked(addresses.generation1).map((r) => r.ver)).toEqual(['1.08', '1.08', '1.08'])
    expect(linked(addresses.generation2).every((r) => String(r.ver).match(/^[23]\./))).toBe(true)
    expect(primaries[addresses.generation2]).toBe('multi-b.algo')
    expect(
      records.filter((r) => r.unverifiedCaAlgo?.includes(addresses.twoUnverified)),
    ).toHaveLength(2)
  })

  it('serves only answers that parse with the client\u2019s schemas', async () => {
    const { client, registry } = setup({ seed: 3, size: 100 })
    const all = registry.records()
    for (let i = 0; i < 200; i += 20) {
      const addresses = all
        .slice(i, i + 20)
        .flatMap((r) => r.caAlgo ?? [])
        .slice(0, 20)
      if (addresses.length === 0) continue
      for (const view of ['tiny', 'thumbnail', 'brief', 'full'] as const) {
        const result = await client.lookup(addresses, { view, allowUnverified: true })
        expect(result.notModified ? 0 : result.failures.size).toBe(0)
      }
    }
    for (const view of ['tiny', 'brief', 'full'] as const) {
      await expect(client.search({ limit: 200, view })).resolves.toMatchObject({
        total: all.length,
      })
    }
  })
})
