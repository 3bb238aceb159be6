import { describe, expect, it } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import type { DnameSearchParams } from '../../../src/core/client/searchParams.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { DnameResponseError } from '../../../src/core/errors/DnameResponseError.js'
import { fakeFetch, goa, json } from '../../support/fakeFetch.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [owner = ''] = testAddresses(1)

const setup = (reply: Parameters<typeof fakeFetch>[0] = () => json({ dnames: [], total: 0 })) => {
  const fake = fakeFetch(reply)
  return {
    client: createDnameClient({ baseUrl: 'https://r.test', fetch: fake.fetch }),
    requests: fake.requests,
  }
}

describe('client.search', () => {
  it('sends every parameter of the interface', async () => {
    const { client, requests } = setup()
    await client.search({
      name: 'alice',
      parentAppID: 7,
      owner,
      reservedFor: owner,
      excludeUserReserved: true,
      prefix: 'al',
      substring: 'lic',
      vproperty: 'telegram',
      vvalue: 'alice_tg',
      segmentLocked: false,
      segmentRoot: true,
      minPrice: 1,
      maxPrice: 2,
      minPriceUsd: 3,
      maxPriceUsd: 4,
      changedAfter: new Date('2024-01-01T00:00:00Z'),
      expiresBefore: '2025-01-01T00:00:00Z',
      limit: 200,
      offset: 400,
      sort: 'expiresDesc',
      view: 'tiny',
    })
    const url = requests[0]!.url
    expect(url.pathname).toBe('/dname/v2/search')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'alice',
      parentAppID: '7',
      owner,
      reservedFor: owner,
      excludeUserReserved: 'true',
      prefix: 'al',
      substring: 'lic',
      vproperty: 'telegram',
      vvalue: 'alice_tg',
      segmentLocked: 'false',
      segmentRoot: 'true',
      minPrice: '1',
      maxPrice: '2',
      minPriceUsd: '3',
      maxPriceUsd: '4',
      changedAfter: '2024-01-01T00:00:00.000Z',
      expiresBefore: '2025-01-01T00:00:00Z',
      limit: '200',
      offset: '400',
      sort: 'expiresDesc',
      view: 'tiny',
    })
  })

  it('writes the same parameters as the same URL whatever their order', async () => {
    const { client, requests } = setup()
    await client.search({ owner, limit: 10 })
    await client.search({ limit: 10, owner })
    expect(requests[0]!.url.href).toBe(requests[1]!.url.href)
  })

  it('returns the dnames and the total, independent of the page', async () => {
    const { client } = setup(() =>
      json({ dnames: [{ name: 'a.algo' }], total: 812, 'match-check': 'x' }),
    )
    expect(await client.search({ owner, limit: 1 })).toEqual({
      dnames: [{ name: 'a.algo' }],
      total: 812,
      invalid: [],
    })
  })

  it.each<[string, DnameSearchParams]>([
    ['prefix', { prefix: '' }],
    ['prefix', { prefix: 'x'.repeat(33) }],
    ['substring', { substring: 'ab' }],
    ['substring', { substring: 'x'.repeat(33) }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 201 }],
    ['limit', { limit: 2.5 }],
    ['offset', { offset: -1 }],
    ['owner', { owner: 'alice' }],
    ['sort', { sort: 'nameAsc' as 'createdDesc' }],
    ['view', { view: 'thumbnail' as 'tiny' }],
    ['changedAfter', { changedAfter: 'last week' }],
    ['changedAfter', { changedAfter: new Date('nope') }],
    ['vvalue', { vvalue: 'x' }],
    ['minPrice', { minPrice: 5, maxPrice: 4 }],
    ['minPriceUsd', { minPriceUsd: 5, maxPriceUsd: 4 }],
    ['parentAppID', { parentAppID: -3 }],
    ['colour', { colour: 'red' } as DnameSearchParams],
  ])('refuses a bad %s before any request, naming it', async (parameter, params) => {
    const { client, requests } = setup()
    await expect(client.search(params)).rejects.toMatchObject({
      name: 'DnameInputError',
      parameter,
    })
    expect(requests).toHaveLength(0)
  })

  it.each<[DnameSearchParams, string]>([
    [{ prefix: '' }, 'must be at least 1 character long'],
    [{ substring: 'ab' }, 'must be at least 3 characters long'],
    [{ substring: 'x'.repeat(33) }, 'must be at most 32 characters long'],
    [{ limit: 0 }, 'must be at least 1'],
    [{ limit: 201 }, 'must be at most 200'],
    [{ offset: -1 }, 'must be at least 0'],
    [{ limit: 2.5 }, 'expected int'],
    [{ sort: 'nameAsc' as 'createdDesc' }, 'must be one of createdDesc, expiresDesc'],
    [{ view: 'thumbnail' as 'tiny' }, 'must be one of tiny, brief, full'],
    [{ changedAfter: 'last week' }, 'must be a valid Date or an ISO 8601 date-time with an offset'],
    [{ expiresBefore: new Date('nope') }, 'must be a valid Date or an ISO'],
    [{ changedAfter: '2024-01-01T00:00:00' }, 'must be a valid Date or an ISO'],
  ])('says why it refuses %o', async (params, reason) => {
    const { client } = setup()
    const error = await client.search(params).catch((e: unknown) => e)
    expect((error as { reason: string }).reason).toContain(reason)
  })

  it('accepts a Date and a date-time with an offset, and sends both in UTC or as given', async () => {
    const { client, requests } = setup()
    await client.search({
      changedAfter: new Date(Date.UTC(2024, 0, 2)),
      expiresBefore: '2025-03-04T05:06:07+02:00',
    })
    expect(requests[0]!.url.searchParams.get('changedAfter')).toBe('2024-01-02T00:00:00.000Z')
    expect(requests[0]!.url.searchParams.get('expiresBefore')).toBe('2025-03-04T05:06:07+02:00')
  })

  it('names what is wrong with a result in its error', async () => {
    const { client } = setup(() => json({ dnames: [], total: -1 }))
    const error = await client.search({ owner }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DnameResponseError)
    expect((error as Error).message).toContain('total: must be at least 0')
  })

  it.each<[string, DnameSearchParams]>([
    ['prefix of 1 and 32', { prefix: 'a' }],
    ['prefix of 32', { prefix: 'x'.repeat(32) }],
    ['substring of 3', { substring: 'abc' }],
    ['substring of 32', { substring: 'x'.repeat(32) }],
    ['limit of 1', { limit: 1 }],
    ['limit of 200', { limit: 200 }],
    ['offset of 0', { offset: 0 }],
    ['vproperty alone', { vproperty: 'telegram' }],
  ])('accepts a %s', async (_, params) => {
    const { client, requests } = setup()
    await client.search(params)
    expect(requests).toHaveLength(1)
  })

  it('rejects an error status with the goa body and a malformed result with its path', async () => {
    const failing = setup(() => goa(400, 'badRequest'))
    await expect(failing.client.search({ owner })).rejects.toBeInstanceOf(DnameApiError)
    const malformed = setup(() => json({ dnames: 'none', total: 1 }))
    const error = await malformed.client.search({ owner }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DnameResponseError)
    expect((error as Error).message).toContain('dnames')
  })

  it('leaves out a bad record alone: the rest of the page stays, the bad one says why', async () => {
    const good = Array.from({ length: 199 }, (_, i) => ({ name: `n${i}.algo` }))
    const { client } = setup(() =>
      json({
        dnames: [...good.slice(0, 7), { name: 'huge.algo', appID: 2 ** 53 + 2 }, ...good.slice(7)],
        total: 200,
      }),
    )
    const page = await client.search({ owner, limit: 200 })
    expect(page.dnames).toHaveLength(199)
    expect(page.dnames.map((r) => r.name)).toEqual(good.map((r) => r.name))
    expect(page.total).toBe(200)
    expect(page.invalid).toHaveLength(1)
    expect(page.invalid?.[0]?.index).toBe(7)
    expect(page.invalid?.[0]?.error).toBeInstanceOf(DnameResponseError)
    expect(page.invalid?.[0]?.error.message).toContain('appID')
  })
})

describe('client.get', () => {
  it('fetches one record by name or application ID, with the view', async () => {
    const { client, requests } = setup(() => json({ name: 'alice.algo', appID: 12 }))
    expect(await client.get('alice.algo', { view: 'full' })).toEqual({
      name: 'alice.algo',
      appID: 12,
    })
    await client.get(12)
    expect(requests.map((r) => r.url.pathname + r.url.search)).toEqual([
      '/dname/alice.algo?view=full',
      '/dname/12',
    ])
  })

  it('escapes a name so it stays one path segment', async () => {
    const { client, requests } = setup(() => json({ name: 'x' }))
    await client.get('a/b?c')
    expect(requests[0]!.url.pathname).toBe('/dname/a%2Fb%3Fc')
  })

  it('answers null when the record does not exist', async () => {
    const { client } = setup(() => goa(404, 'notFound'))
    expect(await client.get('nobody.algo')).toBeNull()
  })

  it('refuses an empty name or a negative ID', async () => {
    const { client } = setup()
    await expect(client.get('')).rejects.toMatchObject({ parameter: 'nameOrID' })
    await expect(client.get(-1)).rejects.toMatchObject({ parameter: 'nameOrID' })
  })
})

describe('createDnameClient', () => {
  it('refuses a missing base URL', () => {
    expect(() => createDnameClient({ baseUrl: '' })).toThrow(/baseUrl/)
  })
})
