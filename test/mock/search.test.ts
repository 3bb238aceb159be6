import { describe, expect, it } from 'vitest'
import type { DnameRecord } from '../../src/core/schemas/dnameRecordSchema.js'
import { setup } from './setup.js'

const names = (dnames: DnameRecord[]) => dnames.map((r) => r.name)
const everyRecord = { limit: 200 } as const

describe('search', () => {
  it('lists the names an owner owns, with a total independent of limit', async () => {
    const { client, addresses } = setup()
    const page = await client.search({ owner: addresses.collector, limit: 200 })
    expect(page.dnames).toHaveLength(200)
    expect(page.total).toBe(5000)
    expect(page.dnames.every((r) => r.owner === addresses.collector)).toBe(true)
  })

  it('returns 50 records by default and pages with offset', async () => {
    const { client, addresses } = setup()
    const first = await client.search({ owner: addresses.collector })
    expect(first.dnames).toHaveLength(50)
    const second = await client.search({ owner: addresses.collector, offset: 50, limit: 50 })
    const both = await client.search({ owner: addresses.collector, limit: 100 })
    expect(names([...first.dnames, ...second.dnames])).toEqual(names(both.dnames))
    const last = await client.search({ owner: addresses.collector, offset: 4990, limit: 200 })
    expect(last.dnames).toHaveLength(10)
  })

  it('sorts by creation, newest first, by default, and by expiry with expiresDesc', async () => {
    const { client, addresses } = setup()
    const created = (await client.search({ owner: addresses.collector, limit: 200 })).dnames
    const times = created.map((r) => r.timeCreated ?? '')
    expect(times).toEqual([...times].sort().reverse())
    const expiring = (
      await client.search({ owner: addresses.collector, limit: 200, sort: 'expiresDesc' })
    ).dnames
    const expiries = expiring.map((r) => r.timeExpires ?? '')
    expect(expiries).toEqual([...expiries].sort().reverse())
  })

  it('filters by name, prefix and substring', async () => {
    const { client } = setup()
    expect(names((await client.search({ name: 'alice.algo' })).dnames)).toContain('alice.algo')
    const prefixed = (await client.search({ prefix: 'multi', ...everyRecord })).dnames
    expect(names(prefixed).sort()).toEqual(['multi-a.algo', 'multi-b.algo', 'multi-c.algo'])
    const inner = (await client.search({ substring: 'choice', ...everyRecord })).dnames
    expect(names(inner).sort()).toEqual(['nochoice-a.algo', 'nochoice-b.algo'])
  })

  it('finds the segments of a parent, and roots or segments only', async () => {
    const { client, registry } = setup()
    const root = registry.record('root.algo')!
    const segments = await client.search({ parentAppID: root.appID!, ...everyRecord })
    expect(names(segments.dnames).sort()).toEqual([
      'blog.root.algo',
      'mail.root.algo',
      'shop.root.algo',
    ])
    const onlySegments = await client.search({ segmentRoot: false, ...everyRecord })
    expect(onlySegments.dnames.every((r) => r.parentAppID !== undefined)).toBe(true)
    const onlyRoots = await client.search({ segmentRoot: true, prefix: 'root' })
    expect(names(onlyRoots.dnames)).toEqual(['root.algo'])
  })

  it('filters on locked or unlocked segments and on the segment price in cents', async () => {
    const { client } = setup()
    const locked = names((await client.search({ segmentLocked: true, ...everyRecord })).dnames)
    expect(locked).toContain('locked.algo')
    expect(locked).not.toContain('root.algo')
    const cheap = names((await client.search({ maxPriceUsd: 500, ...everyRecord })).dnames)
    expect(cheap).toContain('root.algo')
    expect(cheap).not.toContain('locked.algo')
    const dear = names((await client.search({ minPriceUsd: 501, ...everyRecord })).dnames)
    expect(dear).toContain('locked.algo')
  })

  it('filters on reservations', async () => {
    const { client, addresses } = setup()
    const reserved = await client.search({ reservedFor: addresses.reservedFor })
    expect(names(reserved.dnames).sort()).toEqual(['claim.algo', 'gift.algo', 'transfer.algo'])
    const total = (await client.search({})).total
    const excluded = await client.search({ excludeUserReserved: true })
    expect(excluded.total).toBeLessThanOrEqual(total - 3)
    expect(excluded.total).toBeGreaterThan(0)
  })

  it('finds a verified property with a value, or with any value when vvalue is left out', async () => {
    const { client, registry } = setup()
    registry.updateRecord('bob.algo', { properties: { verified: { telegram: 'bobby' } } })
    const exact = await client.search({ vproperty: 'telegram', vvalue: 'telegrammer' })
    expect(names(exact.dnames)).toEqual(['telegrammer.algo'])
    const any = await client.search({ vproperty: 'telegram' })
    expect(names(any.dnames).sort()).toEqual(['bob.algo', 'telegrammer.algo'])
  })

  it('filters on sale price', async () => {
    const { client } = setup()
    const hits = (
      await client.search({ minPrice: 20_000_000, maxPrice: 30_000_000, ...everyRecord })
    ).dnames
    expect(names(hits)).toContain('bargain.algo')
    expect(names(hits)).not.toContain('gavel.algo')
    expect(
      hits.every((r) => (r.sellAmount ?? 0) >= 20_000_000 && (r.sellAmount ?? 0) <= 30_000_000),
    ).toBe(true)
  })

  it('filters on changedAfter, and on expiresBefore at or before the time', async () => {
    const { client, registry } = setup()
    registry.touch('alice.algo', new Date('2030-01-01T00:00:00Z'))
    const changed = await client.search({ changedAfter: '2029-12-31T23:59:59Z' })
    expect(names(changed.dnames)).toEqual(['alice.algo'])
    const expiry = registry.record('lapsed.algo')!.timeExpires!
    const atExpiry = names((await client.search({ expiresBefore: expiry, ...everyRecord })).dnames)
    expect(atExpiry).toContain('lapsed.algo')
    const before = new Date(new Date(expiry).getTime() - 1)
    expect(
      names((await client.search({ expiresBefore: before, ...everyRecord })).dnames),
    ).not.toContain('lapsed.algo')
  })

  it('returns the brief view by default, and tiny or full on request', async () => {
    const { client } = setup()
    const brief = (await client.search({ prefix: 'alice' })).dnames[0]!
    expect(brief).toHaveProperty('asaID')
    expect(brief).not.toHaveProperty('sigNameAddress')
    const tiny = (await client.search({ prefix: 'alice', view: 'tiny' })).dnames[0]!
    expect(Object.keys(tiny).sort()).toEqual(['caAlgo', 'name', 'owner'])
    const full = (await client.search({ prefix: 'alice', view: 'full' })).dnames[0]!
    expect(full).toHaveProperty('sigNameAddress')
  })

  it.each([
    ['limit=0', 'invalid_range'],
    ['limit=201', 'invalid_range'],
    ['offset=-1', 'invalid_range'],
    [`prefix=${'x'.repeat(33)}`, 'invalid_length'],
    ['substring=ab', 'invalid_length'],
    ['sort=nameAsc', 'invalid_enum_value'],
    ['view=thumbnail', 'invalid_enum_value'],
    ['owner=alice', 'invalid_pattern'],
    ['limit=ten', 'invalid_field_type'],
  ])('answers a goa 400 for %s', async (query, name) => {
    const { raw } = setup()
    const response = await raw(`/dname/v2/search?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/vnd.goa.error')
    const body = await response.json()
    expect(body).toMatchObject({ name, temporary: false, timeout: false, fault: false })
    expect(body.message).toContain(query.split('=')[0])
  })
})
