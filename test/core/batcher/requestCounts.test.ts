import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../src/core/client/failures.js'
import '../../../src/core/client/validation.js'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'
import { advance, batcherOn, namedAddresses, track, useFakeClock } from './harness.js'

beforeEach(useFakeClock)
afterEach(() => {
  vi.useRealTimers()
})

describe('ceil(U/20) requests for one task', () => {
  it('sends 2 requests for a table of 40 names and an avatar strip of the same 40 addresses', async () => {
    const { batcher, lookups, registry } = batcherOn()
    const rows = namedAddresses(registry, 40)
    const names = rows.map((a) => batcher.load(a, { view: 'tiny' }))
    const avatars = rows.map((a) => batcher.load(a, { view: 'thumbnail' }))
    await advance()
    expect(lookups().map((r) => [r.query.view, r.query.address?.length])).toEqual([
      [['thumbnail'], 20],
      [['thumbnail'], 20],
    ])
    for (const avatar of await Promise.all(avatars)) expect(avatar?.name).toBeDefined()
    expect(await Promise.all(names)).toEqual(await Promise.all(avatars))
  })

  it('sends 1 request for 20 names and a header avatar of the first', async () => {
    const { batcher, lookups, registry } = batcherOn()
    const rows = namedAddresses(registry, 20)
    for (const address of rows) void batcher.load(address)
    void batcher.load(rows[0] as string, { view: 'thumbnail' })
    await advance()
    expect(lookups().map((r) => r.query.view)).toEqual([['thumbnail']])
  })

  it('sends 1 request whatever order views and allowUnverified arrive in', async () => {
    const { batcher, lookups } = batcherOn()
    const rows = testAddresses(20)
    void batcher.load(rows[19] as string, { view: 'brief', allowUnverified: true })
    for (const address of rows) void batcher.load(address, { view: 'tiny' })
    void batcher.load(rows[3] as string, { view: 'full' })
    await advance()
    expect(lookups()).toHaveLength(1)
    expect(lookups()[0]?.query).toMatchObject({ view: ['full'], allowUnverified: ['true'] })
  })

  it('gives a refused address no place in a group: 20 valid and 1 with white space make one request of 20', async () => {
    const { batcher, shapes } = batcherOn()
    const valid = testAddresses(20)
    const bad = track(batcher.load(` ${valid[0]}`))
    for (const address of valid) void batcher.load(address)
    await advance()
    expect(shapes().map((s) => s.length)).toEqual([20])
    expect(bad.status).toBe('rejected')
  })

  it('with a window, a full group leaves at the end of its task with every option of that task', async () => {
    const { batcher, lookups } = batcherOn({}, { windowMs: 1_000 })
    const rows = testAddresses(25)
    for (const address of rows) void batcher.load(address)
    for (const address of rows.slice(0, 20)) void batcher.load(address, { view: 'thumbnail' })
    await advance(0)
    expect(lookups().map((r) => [r.query.view, r.query.address?.length])).toEqual([
      [['thumbnail'], 20],
    ])
    await advance(1_000)
    expect(lookups().map((r) => r.query.address?.length)).toEqual([20, 5])
  })
})

describe('the 400 split', () => {
  it('costs 2 extra requests for one bad non-ledger address among 19 valid ones', async () => {
    const { batcher, shapes } = batcherOn({ isInvalidAddress: (a) => a === '0xbad' })
    const valid = testAddresses(19)
    const calls = valid.map((a) => batcher.load(a))
    const bad = track(batcher.load('0xbad'))
    await advance()
    expect(await Promise.all(calls)).toEqual(valid.map(() => null))
    expect(bad.error).toBeInstanceOf(DnameApiError)
    expect(shapes().map((s) => s.length)).toEqual([20, 19, 1])
  })

  it('halves the ledger addresses until a bad checksum, which the registry judges, stands alone', async () => {
    const { batcher, shapes } = batcherOn()
    const valid = testAddresses(19)
    const badChecksum = corrupt(valid[0] as string)
    const calls = valid.map((a) => batcher.load(a))
    const bad = track(batcher.load(badChecksum))
    await advance()
    expect(await Promise.all(calls)).toEqual(valid.map(() => null))
    expect(bad.error).toBeInstanceOf(DnameApiError)
    expect(bad.error).toMatchObject({ status: 400, code: 'invalidAddress' })
    // Two requests per halving of twenty (20, 10, 5, 3, 2, 1), each address asked once in each.
    const sent = shapes()
    expect(sent.length - 1).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(20)))
    const asked = sent.filter((group) => !group.includes(badChecksum)).flat()
    expect(new Set(asked).size).toBe(asked.length)
    expect(new Set(asked)).toEqual(new Set(valid))
    expect(sent.filter((group) => group.includes(badChecksum)).at(-1)).toEqual([badChecksum])
  })

  it('costs at most 2n extra requests for n bad addresses', async () => {
    const refused = ['0xbad1', 'cosmos1bad', 'bc1bad']
    const { batcher, shapes } = batcherOn({ isInvalidAddress: (a) => refused.includes(a) })
    const valid = testAddresses(17)
    const calls = [...valid, ...refused].map((a) => track(batcher.load(a)))
    await advance()
    expect(shapes().length - 1).toBeLessThanOrEqual(2 * refused.length)
    expect(calls.slice(0, 17).every((c) => c.status === 'resolved')).toBe(true)
    expect(calls.slice(17).every((c) => c.error instanceof DnameApiError)).toBe(true)
  })

  it('asks again alone for the one caller left when the request it shared is refused', async () => {
    const { batcher, shapes, addresses } = batcherOn({
      isInvalidAddress: (a) => a === '0xbad',
      latencyMs: 50,
    })
    const controller = new AbortController()
    void track(batcher.load('0xbad', { signal: controller.signal }))
    const alice = track(batcher.load(addresses.verified))
    await advance(10)
    controller.abort()
    await advance(200)
    expect(alice.value?.name).toBe('alice.algo')
    expect(shapes()).toEqual([[addresses.verified, '0xbad'].sort(), [addresses.verified]])
  })

  it('waits out a rate limit before sending the halves', async () => {
    const LIMITED = testAddresses(1, 9)[0] as string
    const registry = createMockRegistry({
      isInvalidAddress: (a) => a === '0xbad',
      latencyMs: 100,
    })
    const sent: number[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      sent.push(Date.now())
      const url = new URL(String(input))
      if (url.searchParams.getAll('address').includes(LIMITED)) {
        return new Response(JSON.stringify({ limit: 1, secsRemaining: 3 }), { status: 429 })
      }
      return registry.fetch(input, init)
    }
    const client = createDnameClient({ baseUrl: 'https://registry.test', fetch })
    const batcher = createLookupBatcher(client)
    const calls = [...testAddresses(19), '0xbad'].map((a) => track(batcher.load(a)))
    await advance(0)
    const limited = track(batcher.load(LIMITED))
    await advance(0)
    await advance(200)
    expect(sent.filter((t) => t > 0 && t < 3_000)).toEqual([])
    await advance(3_500)
    expect(sent.filter((t) => t >= 3_000).length).toBeGreaterThanOrEqual(3)
    expect(calls.slice(0, 19).every((c) => c.status === 'resolved')).toBe(true)
    expect(calls[19]?.error).toBeInstanceOf(DnameApiError)
    expect(limited.status).toBe('pending')
  })
})
