import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../src/core/client/failures.js'
import '../../../src/core/client/validation.js'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'
import { DnameResponseError } from '../../../src/core/errors/DnameResponseError.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { testAddresses } from '../../support/ledgerAddresses.js'
import { advance, track, useFakeClock } from './harness.js'

beforeEach(useFakeClock)
afterEach(() => {
  vi.useRealTimers()
})

const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: vi.fn() })

describe('options', () => {
  it.each([
    ['maxSize', Number.NaN],
    ['maxSize', 0],
    ['maxSize', 21],
    ['maxSize', 2.5],
    ['windowMs', Number.NaN],
    ['windowMs', -1],
    ['windowMs', Number.POSITIVE_INFINITY],
    ['maxRateLimitAttempts', Number.NaN],
    ['maxRateLimitAttempts', 0],
    ['maxRateLimitAttempts', Number.POSITIVE_INFINITY],
  ])('refuses %s: %s with a DnameInputError naming it', (name, value) => {
    const make = () => createLookupBatcher(client, { [name]: value })
    expect(make).toThrow(DnameInputError)
    expect(make).toThrow(name)
  })

  it('takes the limits themselves', () => {
    expect(() =>
      createLookupBatcher(client, { maxSize: 1, windowMs: 60_000, maxRateLimitAttempts: 1 }),
    ).not.toThrow()
    expect(() => createLookupBatcher(client, { maxSize: 20, windowMs: 0 })).not.toThrow()
  })
})

describe('answers a careful client distrusts', () => {
  it('waits 5 minutes, not a day, for a 429 that asks for a day, with one timer', async () => {
    const [address = ''] = testAddresses(1)
    const times: number[] = []
    const fetch: typeof globalThis.fetch = async () => {
      times.push(Date.now())
      return times.length === 1
        ? new Response(JSON.stringify({ limit: 1, secsRemaining: 86_400 }), { status: 429 })
        : new Response(
            JSON.stringify({
              name: 'notFound',
              id: '1',
              message: 'none',
              temporary: false,
              timeout: false,
              fault: false,
            }),
            { status: 404 },
          )
    }
    const batcher = createLookupBatcher(createDnameClient({ baseUrl: 'https://r.test', fetch }))
    const call = track(batcher.load(address))
    await advance(0)
    expect(vi.getTimerCount()).toBe(1)
    await advance(299_000)
    expect(times).toEqual([0])
    await advance(1_000)
    expect(times).toEqual([0, 300_000])
    expect(call.status).toBe('resolved')
  })

  it('rejects the callers of a 304 that nobody asked for with a DnameResponseError', async () => {
    const fetch: typeof globalThis.fetch = async () => new Response(null, { status: 304 })
    const batcher = createLookupBatcher(createDnameClient({ baseUrl: 'https://r.test', fetch }))
    const call = track(batcher.load(testAddresses(1)[0] as string))
    await advance()
    expect(call.error).toBeInstanceOf(DnameResponseError)
  })

  it('gives the answer of an address spelled __proto__ to its caller', async () => {
    const registry = createMockRegistry({
      records: [{ name: 'proto.algo', unverifiedCa: { evm: ['__proto__'] } }],
    })
    const batcher = createLookupBatcher(
      createDnameClient({ baseUrl: 'https://r.test', fetch: registry.fetch }),
    )
    const call = track(batcher.load('__proto__', { allowUnverified: true }))
    await advance()
    expect(call.value?.name).toBe('proto.algo')
  })
})
