import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
// Loaded up front, as an app loads it with its first request, so fake timers see no import delay.
import '../../../src/core/client/failures.js'
import '../../../src/core/client/validation.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'
import { DnameNetworkError } from '../../../src/core/errors/DnameNetworkError.js'
import { DnameRateLimitError } from '../../../src/core/errors/DnameRateLimitError.js'
import { testAddresses } from '../../support/ledgerAddresses.js'
import { advance, batcherOn, track, useFakeClock } from './harness.js'

beforeEach(useFakeClock)
afterEach(() => {
  vi.useRealTimers()
})

describe('batching', () => {
  it('coalesces the loads of one window into one request', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const alice = batcher.load(addresses.verified)
    const bob = batcher.load(addresses.userAvatar)
    const none = batcher.load(addresses.noName)
    await advance()
    expect(shapes()).toEqual([[addresses.verified, addresses.userAvatar, addresses.noName].sort()])
    expect((await alice)?.name).toBe('alice.algo')
    expect((await bob)?.name).toBe('bob.algo')
    expect(await none).toBeNull()
  })

  it('sends the same address once, and gives every caller its answer', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const calls = Array.from({ length: 5 }, () => batcher.load(addresses.verified))
    await advance()
    expect(shapes()).toEqual([[addresses.verified]])
    for (const call of calls) expect((await call)?.name).toBe('alice.algo')
  })

  it('splits 25 unique addresses, some repeated, into requests of 20 and 5', async () => {
    const { batcher, shapes } = batcherOn()
    const unique = testAddresses(25)
    const calls = [...unique, ...unique.slice(0, 10), ...unique.slice(20)].map((a) =>
      batcher.load(a),
    )
    await advance()
    expect(shapes()).toEqual([unique.slice(0, 20).sort(), unique.slice(20).sort()])
    expect(await Promise.all(calls)).toEqual(calls.map(() => null))
  })

  it('sends a group the moment it holds 20 unique addresses, before the window ends', async () => {
    const { batcher, shapes } = batcherOn({}, { windowMs: 1_000 })
    const unique = testAddresses(21)
    for (const address of unique) void batcher.load(address)
    await advance(0)
    expect(shapes()).toEqual([unique.slice(0, 20).sort()])
    await advance(1_000)
    expect(shapes()).toHaveLength(2)
  })

  it('sends full groups once the running code has finished, before any timer; the rest at the end of the task', async () => {
    const { batcher, shapes } = batcherOn()
    const [late = '', ...unique] = testAddresses(46)
    for (const address of unique) void batcher.load(address)
    // A load in a promise chain of the same task still joins the group that is not full.
    void Promise.resolve().then(() => batcher.load(late))
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(shapes().map((shape) => shape.length)).toEqual([20, 20])
    await advance(0)
    expect(shapes().map((shape) => shape.length)).toEqual([20, 20, 6])
    expect(shapes()[2]).toContain(late)
  })

  it('waits windowMs for others to join', async () => {
    const { batcher, shapes, addresses } = batcherOn({}, { windowMs: 10 })
    void batcher.load(addresses.verified)
    await advance(9)
    void batcher.load(addresses.userAvatar)
    expect(shapes()).toEqual([])
    await advance(1)
    expect(shapes()).toEqual([[addresses.verified, addresses.userAvatar].sort()])
  })

  it('batches loads made inside promise chains of the same task', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    void Promise.resolve()
      .then(() => batcher.load(addresses.verified))
      .then(() => undefined)
    void Promise.resolve().then(() =>
      Promise.resolve().then(() => batcher.load(addresses.userAvatar)),
    )
    void batcher.load(addresses.noName)
    await advance()
    expect(shapes()).toHaveLength(1)
    expect(shapes()[0]).toHaveLength(3)
  })

  it('keeps no cache: a load after an answer sends a new request', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const first = batcher.load(addresses.verified)
    await advance()
    await first
    const second = batcher.load(addresses.verified)
    await advance()
    await second
    expect(shapes()).toHaveLength(2)
  })

  it('joins a request in flight that already covers the options, and asks again for richer ones', async () => {
    const { batcher, shapes, addresses } = batcherOn({ latencyMs: 50 })
    const first = batcher.load(addresses.verified, { view: 'thumbnail' })
    await advance(10)
    const joined = batcher.load(addresses.verified, { view: 'tiny' })
    const richer = batcher.load(addresses.verified, { view: 'full' })
    await advance(100)
    expect(shapes()).toHaveLength(2)
    expect((await first)?.properties?.verified?.avatar).toMatch(/^ipfs:/)
    expect(await joined).toMatchObject({
      name: 'alice.algo',
      owner: addresses.verified,
      caAlgo: [addresses.verified],
    })
    expect((await richer)?.sigNameAddress).toEqual(expect.any(String))
  })

  it('answers a fresh load with a request of its own, never with one already in the air', async () => {
    const { batcher, shapes, addresses } = batcherOn({ latencyMs: 50 })
    const first = track(batcher.load(addresses.verified))
    await advance(10)
    const fresh = track(batcher.load(addresses.verified, { fresh: true }))
    const joins = track(batcher.load(addresses.verified, { fresh: true }))
    await advance(200)
    expect(shapes()).toEqual([[addresses.verified], [addresses.verified]])
    expect([first, fresh, joins].map((c) => c.value?.name)).toEqual(Array(3).fill('alice.algo'))
  })

  it('asks a fresh function only when a request for the address is in the air', async () => {
    const { batcher, shapes, addresses } = batcherOn({ latencyMs: 50 })
    const asked: string[] = []
    const freshFor = (name: string, answer: boolean) => () => {
      asked.push(name)
      return answer
    }
    const first = track(batcher.load(addresses.verified, { fresh: freshFor('first', true) }))
    await advance(10)
    const joins = track(batcher.load(addresses.verified, { fresh: freshFor('joins', false) }))
    const own = track(batcher.load(addresses.verified, { fresh: freshFor('own', true) }))
    await advance(200)
    expect(asked).toEqual(['joins', 'own'])
    expect(shapes()).toEqual([[addresses.verified], [addresses.verified]])
    expect([first, joins, own].map((c) => c.value?.name)).toEqual(Array(3).fill('alice.algo'))
  })

  it('takes maxSize as the group size', async () => {
    const { batcher, shapes } = batcherOn({}, { maxSize: 3 })
    for (const address of testAddresses(7)) void batcher.load(address)
    await advance()
    expect(shapes().map((s) => s.length)).toEqual([3, 3, 1])
  })
})

describe('holds', () => {
  it('keeps a group that is not full until the hold is released, and sends full ones meanwhile', async () => {
    const { batcher, shapes } = batcherOn()
    const release = batcher.hold()
    const calls = testAddresses(25).map((a) => track(batcher.load(a)))
    await advance(1_000)
    expect(shapes().map((s) => s.length)).toEqual([20])
    release()
    release()
    await advance()
    expect(shapes().map((s) => s.length)).toEqual([20, 5])
    expect(calls.every((c) => c.status === 'resolved')).toBe(true)
  })

  it('sends what is waiting once the last of two holds is released', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const first = batcher.hold()
    const second = batcher.hold()
    void track(batcher.load(addresses.verified))
    first()
    await advance()
    expect(shapes()).toEqual([])
    second()
    await advance()
    expect(shapes()).toEqual([[addresses.verified]])
  })
})

describe('mixed options in one window', () => {
  it('asks once for the richest view, and every caller gets at least what its own view holds', async () => {
    const { batcher, client, lookups, addresses } = batcherOn()
    const tiny = batcher.load(addresses.verified, { view: 'tiny' })
    const thumbnail = batcher.load(addresses.verified, { view: 'thumbnail' })
    const full = batcher.load(addresses.userAvatar, { view: 'full' })
    await advance()
    expect(lookups()).toHaveLength(1)
    expect(lookups()[0]?.query.view).toEqual(['full'])
    const own = async (address: string, view: 'tiny' | 'thumbnail') => {
      const result = await client.lookup([address], { view })
      return result.notModified ? undefined : result.records.get(address)
    }
    expect(await tiny).toMatchObject((await own(addresses.verified, 'tiny')) ?? {})
    expect(await thumbnail).toMatchObject((await own(addresses.verified, 'thumbnail')) ?? {})
    expect((await full)?.sigNameAddress).toEqual(expect.any(String))
  })

  it('gives null for an unverified-only match to a caller that did not allow it, in the same request', async () => {
    const { batcher, lookups, addresses } = batcherOn()
    const strict = batcher.load(addresses.unverified)
    const loose = batcher.load(addresses.unverified, { allowUnverified: true })
    const verified = batcher.load(addresses.verified)
    await advance()
    expect(lookups()).toHaveLength(1)
    expect(lookups()[0]?.query.allowUnverified).toEqual(['true'])
    expect(await strict).toBeNull()
    expect((await loose)?.name).toBe('carol.algo')
    expect((await verified)?.name).toBe('alice.algo')
  })
})

describe('bad addresses', () => {
  it('rejects an address the client refuses on its own, before any request', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const bad = track(batcher.load(`${addresses.verified} `))
    const good = batcher.load(addresses.verified)
    await advance()
    expect(shapes()).toEqual([[addresses.verified]])
    expect((await good)?.name).toBe('alice.algo')
    expect(bad.status).toBe('rejected')
    expect(bad.error).toBeInstanceOf(DnameInputError)
    expect(bad.error).toMatchObject({ parameter: 'address', reason: 'whitespace' })
  })

  it('rejects a view that is not one, even a name every object has', async () => {
    const { batcher, addresses } = batcherOn()
    for (const view of ['huge', 'toString', 'constructor']) {
      // @ts-expect-error not a view
      await expect(batcher.load(addresses.verified, { view })).rejects.toMatchObject({
        parameter: 'view',
      })
    }
  })

  it('rejects an empty address at once', async () => {
    const { batcher } = batcherOn()
    await expect(batcher.load('')).rejects.toBeInstanceOf(DnameInputError)
  })

  it('finds the address the server refuses by splitting the batch; the others resolve', async () => {
    const { batcher, shapes } = batcherOn({ isInvalidAddress: (a) => a === 'refused-by-server' })
    const good = testAddresses(19)
    const calls = good.map((a) => batcher.load(a))
    const bad = track(batcher.load('refused-by-server'))
    await advance()
    expect(await Promise.all(calls)).toEqual(good.map(() => null))
    expect(bad.status).toBe('rejected')
    expect(bad.error).toBeInstanceOf(DnameApiError)
    expect(bad.error).toMatchObject({ status: 400, code: 'invalidAddress' })
    expect(shapes().length).toBeLessThanOrEqual(1 + 2 * 5)
    expect(
      shapes()
        .filter((s) => s.includes('refused-by-server'))
        .at(-1),
    ).toEqual(['refused-by-server'])
  })
})

describe('rate limits', () => {
  it('holds every request until secsRemaining has passed, then sends the waiting addresses again', async () => {
    const { batcher, lookups, addresses } = batcherOn({ rateLimit: { limit: 1, windowSecs: 5 } })
    const first = batcher.load(addresses.verified)
    await advance()
    expect((await first)?.name).toBe('alice.algo')
    const limited = track(batcher.load(addresses.userAvatar))
    await advance()
    expect(lookups().map((r) => r.status)).toEqual([200, 429])
    await advance(1_000)
    const later = track(batcher.load(addresses.generation1))
    await advance(3_000)
    expect(lookups()).toHaveLength(2)
    expect(limited.status).toBe('pending')
    await advance(1_000)
    expect(lookups().map((r) => [r.status, r.time])).toEqual([
      [200, 0],
      [429, 0],
      [200, 5_000],
    ])
    expect(lookups()[2]?.query.address).toEqual(
      [addresses.userAvatar, addresses.generation1].sort(),
    )
    expect(limited.value?.name).toBe('bob.algo')
    expect(later.value?.name).toBe('old-two.algo')
  })

  it('gives up after maxRateLimitAttempts with a DnameRateLimitError, never "no name"', async () => {
    const { batcher, lookups, addresses } = batcherOn(
      { rateLimit: { limit: 0, windowSecs: 2 } },
      { maxRateLimitAttempts: 3 },
    )
    const call = track(batcher.load(addresses.verified))
    await advance(10_000)
    expect(lookups()).toHaveLength(3)
    expect(call.status).toBe('rejected')
    expect(call.error).toBeInstanceOf(DnameRateLimitError)
  })
})

describe('failures', () => {
  it('rejects only the callers of the request that failed, with the typed error', async () => {
    const { batcher, registry } = batcherOn()
    registry.failNext(1, 503)
    const unique = testAddresses(25)
    const calls = unique.map((a) => track(batcher.load(a)))
    await advance()
    expect(
      calls.slice(0, 20).every((c) => c.status === 'rejected' && c.error instanceof DnameApiError),
    ).toBe(true)
    expect(calls.slice(20).every((c) => c.status === 'resolved' && c.value === null)).toBe(true)
  })

  it('rejects with a DnameNetworkError when the network fails', async () => {
    const { batcher, registry, addresses } = batcherOn()
    registry.failNext(1, 'network')
    const call = track(batcher.load(addresses.verified))
    await advance()
    expect(call.error).toBeInstanceOf(DnameNetworkError)
  })

  it('rejects only the address whose record does not match its schema', async () => {
    const { batcher, registry, addresses } = batcherOn()
    registry.updateRecord('bob.algo', { owner: 'not-an-address' })
    const alice = track(batcher.load(addresses.verified))
    const bob = track(batcher.load(addresses.userAvatar))
    await advance()
    expect(alice.value?.name).toBe('alice.algo')
    expect(bob.status).toBe('rejected')
    expect((bob.error as Error).name).toBe('DnameResponseError')
  })
})

describe('cancellation', () => {
  it('removes an address from the pending batch when all its callers abort', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const controller = new AbortController()
    const gone = track(batcher.load(addresses.verified, { signal: controller.signal }))
    const stays = batcher.load(addresses.userAvatar)
    controller.abort()
    await advance()
    expect(shapes()).toEqual([[addresses.userAvatar]])
    expect((gone.error as Error).name).toBe('AbortError')
    expect((await stays)?.name).toBe('bob.algo')
  })

  it('keeps the address while one of its callers still waits', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const controller = new AbortController()
    void track(batcher.load(addresses.verified, { signal: controller.signal }))
    const stays = batcher.load(addresses.verified)
    controller.abort()
    await advance()
    expect(shapes()).toEqual([[addresses.verified]])
    expect((await stays)?.name).toBe('alice.algo')
  })

  it('aborts the request in flight once every caller in it has gone', async () => {
    const { batcher, registry, addresses } = batcherOn({ latencyMs: 100 })
    const a = new AbortController()
    const b = new AbortController()
    const first = track(batcher.load(addresses.verified, { signal: a.signal }))
    const second = track(batcher.load(addresses.userAvatar, { signal: b.signal }))
    await advance(10)
    a.abort()
    await advance(10)
    expect(registry.requests[0]?.status).toBe(0)
    b.abort()
    await advance(200)
    expect(first.status).toBe('rejected')
    expect(second.status).toBe('rejected')
    expect(registry.requests).toHaveLength(1)
    expect(registry.requests[0]?.status).toBe(0)
  })

  it('sends one request for an abort followed at once by a new load, as StrictMode does', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    const controller = new AbortController()
    void track(batcher.load(addresses.verified, { signal: controller.signal }))
    controller.abort()
    const again = batcher.load(addresses.verified)
    await advance()
    expect(shapes()).toEqual([[addresses.verified]])
    expect((await again)?.name).toBe('alice.algo')
  })

  it('rejects at once for a signal already aborted', async () => {
    const { batcher, shapes, addresses } = batcherOn()
    await expect(
      batcher.load(addresses.verified, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
    await advance()
    expect(shapes()).toEqual([])
  })
})

describe('the wall clock', () => {
  // The registry keeps its own clock: only the page's wall clock is set.
  const serverClock = { now: () => performance.now() }
  const setWallClock = (hours: number) => vi.setSystemTime(Date.now() + hours * 3_600_000)

  it.each([-1, 1])('set %i h in the middle of the window, moves it by nothing', async (hours) => {
    const { batcher, shapes, addresses } = batcherOn(serverClock, { windowMs: 1_000 })
    void batcher.load(addresses.verified)
    await advance(500)
    setWallClock(hours)
    void batcher.load(addresses.userAvatar)
    await advance(499)
    expect(shapes()).toEqual([])
    await advance(1)
    expect(shapes()).toEqual([[addresses.verified, addresses.userAvatar].sort()])
  })

  it.each([-1, 1])('set %i h in the middle of a back-off, moves it by nothing', async (hours) => {
    const { batcher, lookups, addresses } = batcherOn({
      ...serverClock,
      rateLimit: { limit: 1, windowSecs: 5 },
    })
    await Promise.all([batcher.load(addresses.verified), advance()])
    const limited = track(batcher.load(addresses.userAvatar))
    await advance()
    expect(lookups().map((r) => r.status)).toEqual([200, 429])
    await advance(2_000)
    setWallClock(hours)
    const later = track(batcher.load(addresses.generation1))
    await advance(2_999)
    expect(lookups()).toHaveLength(2)
    await advance(1)
    expect(lookups().map((r) => [r.status, r.time])).toEqual([
      [200, 0],
      [429, 0],
      [200, 5_000],
    ])
    expect(limited.value?.name).toBe('bob.algo')
    expect(later.value?.name).toBe('old-two.algo')
  })
})
