import { describe, expect, it } from 'vitest'
import { corrupt, testAddresses } from '../support/ledgerAddresses.js'
import { setup } from './setup.js'

describe('reverse lookup rules', () => {
  it('returns the record that lists the address among its verified links', async () => {
    const { addresses, lookupOne } = setup()
    expect((await lookupOne(addresses.verified))?.name).toBe('alice.algo')
  })

  it('returns at most one record per address', async () => {
    const { registry, addresses, raw } = setup()
    const linked = registry.records().filter((r) => r.caAlgo?.includes(addresses.generation1))
    expect(linked).toHaveLength(3)
    const body = await (await raw(`/dname/lookup?address=${addresses.generation1}`)).json()
    expect(Object.keys(body)).toEqual([addresses.generation1])
    expect(body[addresses.generation1].name).toEqual(expect.any(String))
  })

  it('returns the most recently changed record in generation 1', async () => {
    const { registry, addresses, lookupOne } = setup()
    expect((await lookupOne(addresses.generation1))?.name).toBe('old-two.algo')
    registry.touch('old-one.algo', new Date('2026-06-01T00:00:00Z'))
    expect((await lookupOne(addresses.generation1))?.name).toBe('old-one.algo')
  })

  it('returns the primary record the address chose in generation 2, even when another changed later', async () => {
    const { registry, addresses, lookupOne } = setup()
    expect((await lookupOne(addresses.generation2))?.name).toBe('multi-b.algo')
    registry.setPrimary(addresses.generation2, 'multi-a.algo')
    expect((await lookupOne(addresses.generation2))?.name).toBe('multi-a.algo')
  })

  it('returns the most recently changed record when a generation-2 address chose none', async () => {
    const { registry, addresses, lookupOne } = setup()
    expect((await lookupOne(addresses.noChoice))?.name).toBe('nochoice-b.algo')
    registry.setPrimary(addresses.generation2, null)
    expect((await lookupOne(addresses.generation2))?.name).toBe('multi-c.algo')
  })

  it('lets a valid choice win over a more recently changed generation-1 record', async () => {
    const { registry, addresses, lookupOne } = setup()
    expect((await lookupOne(addresses.mixed))?.name).toBe('modern.algo')
    registry.setPrimary(addresses.mixed, null)
    expect((await lookupOne(addresses.mixed))?.name).toBe('legacy.algo')
  })

  it('ignores a choice whose record no longer lists the address', async () => {
    const { registry, addresses, lookupOne } = setup()
    registry.updateRecord('multi-b.algo', { caAlgo: [] })
    expect((await lookupOne(addresses.generation2))?.name).toBe('multi-c.algo')
  })

  it('refuses a primary choice on a generation-1 record', () => {
    const { registry, addresses } = setup()
    expect(() => registry.setPrimary(addresses.generation1, 'old-one.algo')).toThrow(/generation 1/)
  })

  it('returns an unverified match only with allowUnverified', async () => {
    const { addresses, lookupOne } = setup()
    expect(await lookupOne(addresses.unverified)).toBeNull()
    expect((await lookupOne(addresses.unverified, { allowUnverified: true }))?.name).toBe(
      'carol.algo',
    )
  })

  it('returns nothing for an address with two unverified matches', async () => {
    const { addresses, lookupOne } = setup()
    expect(await lookupOne(addresses.twoUnverified, { allowUnverified: true })).toBeNull()
  })

  it('matches another chain\u2019s address through an unverifiedCa list', async () => {
    const { addresses, lookupOne } = setup()
    expect(await lookupOne(addresses.otherChain)).toBeNull()
    expect((await lookupOne(addresses.otherChain, { allowUnverified: true }))?.name).toBe(
      'frank.algo',
    )
  })

  it('prefers a verified match over an unverified one', async () => {
    const { registry, addresses, lookupOne } = setup()
    registry.updateRecord('dave.algo', { unverifiedCaAlgo: [addresses.verified] })
    expect((await lookupOne(addresses.verified, { allowUnverified: true }))?.name).toBe(
      'alice.algo',
    )
  })

  it('answers 200 with only the matched addresses as keys', async () => {
    const { addresses, raw } = setup()
    const response = await raw(
      `/dname/lookup?address=${addresses.verified}&address=${addresses.noName}`,
    )
    expect(response.status).toBe(200)
    expect(Object.keys(await response.json())).toEqual([addresses.verified])
  })

  it('answers 404 notFound when nothing matched', async () => {
    const { addresses, raw, client } = setup()
    const response = await raw(`/dname/lookup?address=${addresses.noName}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ name: 'notFound' })
    const result = await client.lookup([addresses.noName])
    expect(result.notModified ? undefined : result.records.get(addresses.noName)).toBeNull()
  })

  it('answers 400 invalidAddress for an address that does not look valid', async () => {
    const { addresses, raw } = setup()
    const response = await raw(
      `/dname/lookup?address=${addresses.verified}&address=${corrupt(addresses.noName)}`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ name: 'invalidAddress' })
  })

  it('answers 400 invalidAddress for the addresses the isInvalidAddress option names', async () => {
    const { client } = setup({ isInvalidAddress: (a) => a.startsWith('bad') })
    await expect(client.lookup(['bad-1', 'good-1'])).rejects.toMatchObject({
      status: 400,
      code: 'invalidAddress',
    })
    const result = await client.lookup(['good-1'])
    expect(result.notModified ? undefined : result.records.get('good-1')).toBeNull()
  })

  it('takes 1 to 20 address parameters', async () => {
    const { raw } = setup()
    expect((await raw('/dname/lookup')).status).toBe(400)
    const query = (n: number) =>
      testAddresses(n)
        .map((a) => `address=${a}`)
        .join('&')
    expect((await raw(`/dname/lookup?${query(20)}`)).status).toBe(404)
    const tooMany = await raw(`/dname/lookup?${query(21)}`)
    expect(tooMany.status).toBe(400)
    expect(tooMany.headers.get('content-type')).toBe('application/vnd.goa.error')
  })

  it('sets an ETag and a two-minute cache-control on every 200, and answers 304 to a matching if-none-match', async () => {
    const { addresses, raw, client } = setup()
    const first = await raw(`/dname/lookup?address=${addresses.verified}`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toContain('max-age=120')
    const again = await raw(`/dname/lookup?address=${addresses.verified}`, {
      'if-none-match': etag ?? '',
    })
    expect(again.status).toBe(304)
    expect(await client.lookup([addresses.verified], { etag: etag ?? '' })).toEqual({
      notModified: true,
      etag,
    })
    const changed = await raw(`/dname/lookup?address=${addresses.verified}`, {
      'if-none-match': '"other"',
    })
    expect(changed.status).toBe(200)
  })

  it('changes the ETag when the record changes', async () => {
    const { registry, addresses, raw } = setup()
    const before = (await raw(`/dname/lookup?address=${addresses.verified}`)).headers.get('etag')
    registry.updateRecord('alice.algo', { owner: addresses.noName })
    const after = (await raw(`/dname/lookup?address=${addresses.verified}`)).headers.get('etag')
    expect(after).not.toBe(before)
  })
})
