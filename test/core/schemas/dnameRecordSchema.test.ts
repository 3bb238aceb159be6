import { describe, expect, expectTypeOf, it } from 'vitest'
import { type DnameRecord, dnameRecordSchema } from '../../../src/core/schemas/dnameRecordSchema.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [owner = '', linked = '', other = ''] = testAddresses(3)

const fullRecord = {
  name: 'alice.algo',
  appID: 1234,
  asaID: 5678,
  avatarOutdated: true,
  caAlgo: [linked],
  'cache-control': 'max-age=120',
  category: 'premium',
  currentAsOfBlock: 40_000_000,
  depositAccount: linked,
  etag: '"abc"',
  expired: false,
  metaTags: ['1_letter'],
  dnameAccount: other,
  owner,
  parentAppID: 1,
  properties: {
    internal: { owner },
    userDefined: { 'ca.eth': '0xabc', avatar: 'https://example.org/a.png' },
    verified: { avatar: 'ipfs://bafy', avatarasaid: '99', caAlgo: linked },
  },
  reservedFor: other,
  saleType: 'buyItNow',
  sellAmount: 1_000_000,
  seller: owner,
  sigNameAddress: other,
  state: 'owned',
  tags: ['pristine'],
  timeChanged: '2024-05-01T10:00:00Z',
  timeCreated: '2022-05-01T10:00:00.123456Z',
  timeExpires: '2026-05-01T10:00:00+02:00',
  timePurchased: '2022-05-01T10:00:00Z',
  unverifiedCa: { eth: ['0xabc'] },
  unverifiedCaAlgo: [other],
  ver: '2.12',
  vaultOptInLocked: true,
}

describe('dnameRecordSchema', () => {
  it('accepts a record with every field of the interface', () => {
    expect(dnameRecordSchema.parse(fullRecord)).toEqual(fullRecord)
  })

  it('needs only the name', () => {
    expect(dnameRecordSchema.parse({ name: 'a.algo' })).toEqual({ name: 'a.algo' })
    expect(dnameRecordSchema.safeParse({ owner }).success).toBe(false)
  })

  it('keeps a field it does not know, so a newer service does not break the client', () => {
    const parsed = dnameRecordSchema.parse({ name: 'a.algo', futureField: { x: 1 } })
    expect(parsed).toEqual({ name: 'a.algo', futureField: { x: 1 } })
  })

  it('keeps an enum value added after this version', () => {
    expect(dnameRecordSchema.parse({ name: 'a.algo', state: 'frozen' }).state).toBe('frozen')
  })

  it('accepts ver as an integer or a string', () => {
    expect(dnameRecordSchema.parse({ name: 'a', ver: 3 }).ver).toBe(3)
    expect(dnameRecordSchema.parse({ name: 'a', ver: '1.0' }).ver).toBe('1.0')
    expect(dnameRecordSchema.safeParse({ name: 'a', ver: true }).success).toBe(false)
    expect(dnameRecordSchema.safeParse({ name: 'a', ver: 1.5 }).success).toBe(false)
    expect(dnameRecordSchema.safeParse({ name: 'a', ver: 2 ** 53 }).success).toBe(false)
  })

  it.each([
    ['owner', { owner: 'not-an-address' }],
    ['caAlgo.1', { caAlgo: [linked, linked.toLowerCase()] }],
    ['appID', { appID: 1.5 }],
    ['state', { state: 7 }],
    ['properties.verified.avatar', { properties: { verified: { avatar: 3 } } }],
    ['unverifiedCa.eth', { unverifiedCa: { eth: '0xabc' } }],
    ['timeChanged', { timeChanged: 'yesterday' }],
    ['vaultOptInLocked', { vaultOptInLocked: 'yes' }],
    ['ver', { ver: null }],
  ])('refuses a known field of the wrong type, naming the path %s', (path, fields) => {
    const result = dnameRecordSchema.safeParse({ name: 'a.algo', ...fields })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path)
  })

  it('types enum fields with their known values', () => {
    expectTypeOf<DnameRecord['category']>().toExtend<string | undefined>()
    expectTypeOf<'premium'>().toExtend<NonNullable<DnameRecord['category']>>()
  })
})
