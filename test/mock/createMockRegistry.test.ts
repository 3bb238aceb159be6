import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDnameClient } from '../../src/core/client/createDnameClient.js'
import { DnameApiError } from '../../src/core/errors/DnameApiError.js'
import { DnameNetworkError } from '../../src/core/errors/DnameNetworkError.js'
import { DnameRateLimitError } from '../../src/core/errors/DnameRateLimitError.js'
import { mockRegistryHandlers } from '../../src/mock/msw/index.js'
import { BASE_URL, setup } from './setup.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('createMockRegistry', () => {
  it('serves explicit records, with no generated dataset', async () => {
    const { client, registry } = setupExplicit()
    expect(registry.addresses).toBeUndefined()
    expect(registry.records().map((r) => r.name)).toEqual(['solo.algo'])
    expect((await client.search({})).total).toBe(1)
  })

  it('logs each request with method, URL, parsed query, status and time', async () => {
    let clock = 1_000
    const { client, registry, addresses } = setup({ now: () => clock })
    await client.lookup([addresses.verified, addresses.noName], { view: 'thumbnail' })
    clock = 2_000
    await client.get('nobody.algo')
    expect(registry.requests).toEqual([
      {
        method: 'GET',
        url: expect.stringContaining(`${BASE_URL}/dname/lookup?`),
        path: '/dname/lookup',
        query: { address: [addresses.verified, addresses.noName].sort(), view: ['thumbnail'] },
        status: 200,
        time: 1_000,
      },
      expect.objectContaining({ path: '/dname/nobody.algo', status: 404, time: 2_000 }),
    ])
    registry.reset()
    expect(registry.requests).toEqual([])
  })

  it('answers after latencyMs, and aborts a request whose signal fires while it waits', async () => {
    vi.useFakeTimers()
    const { client, addresses } = setup({ latencyMs: 50 })
    let done = false
    const pending = client.lookup([addresses.verified]).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(49)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(done).toBe(true)

    const controller = new AbortController()
    const aborted = client.lookup([addresses.verified], { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('takes latency as a function of the request', async () => {
    vi.useFakeTimers()
    const seen: string[] = []
    const { client, addresses } = setup({
      latencyMs: (request) => {
        seen.push(new URL(request.url).pathname)
        return 5
      },
    })
    const pending = client.lookup([addresses.verified])
    await vi.advanceTimersByTimeAsync(5)
    await pending
    expect(seen).toEqual(['/dname/lookup'])
  })

  it('answers 429 with the rate-limit body once the limit is spent, then serves again', async () => {
    let clock = 0
    const { client, addresses, raw } = setup({
      rateLimit: { limit: 2, windowSecs: 10 },
      now: () => clock,
    })
    await client.lookup([addresses.verified])
    await client.lookup([addresses.verified])
    clock = 3_500
    const limited = await raw(`/dname/lookup?address=${addresses.verified}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toBe('application/json')
    expect(await limited.json()).toEqual({ limit: 2, secsRemaining: 7 })
    await expect(client.lookup([addresses.verified])).rejects.toBeInstanceOf(DnameRateLimitError)
    clock = 10_000
    const result = await client.lookup([addresses.verified])
    expect(result.notModified ? undefined : result.records.get(addresses.verified)?.name).toBe(
      'alice.algo',
    )
  })

  it('fails the next requests with a status or a network error, then serves normally', async () => {
    const { client, addresses, registry } = setup()
    registry.failNext(1, 503)
    registry.failNext(1, 'network')
    const first = await client.lookup([addresses.verified]).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(DnameApiError)
    expect(first).toMatchObject({
      status: 503,
      retryable: true,
      body: { temporary: true, fault: true },
    })
    await expect(client.lookup([addresses.verified])).rejects.toBeInstanceOf(DnameNetworkError)
    await expect(client.lookup([addresses.verified])).resolves.toMatchObject({ notModified: false })
    expect(registry.requests.map((r) => r.status)).toEqual([503, 0, 200])
  })

  it('adds, updates and removes records while it runs', async () => {
    const { registry, addresses, lookupOne } = setup()
    registry.addRecord({
      name: 'newcomer.algo',
      owner: addresses.noName,
      caAlgo: [addresses.noName],
    })
    expect((await lookupOne(addresses.noName))?.name).toBe('newcomer.algo')
    registry.updateRecord('newcomer.algo', { name: 'renamed.algo' })
    expect((await lookupOne(addresses.noName))?.name).toBe('renamed.algo')
    registry.removeRecord('renamed.algo')
    expect(await lookupOne(addresses.noName)).toBeNull()
    expect(() => registry.removeRecord('renamed.algo')).toThrow(/no record/)
  })

  it('keeps its own copy of the records it was given', async () => {
    const records = [{ name: 'solo.algo', ver: '3.1' }]
    const { registry } = setupExplicit(records)
    registry.updateRecord('solo.algo', { ver: '3.2' })
    expect(records[0]?.ver).toBe('3.1')
  })

  it('serves the same registry through MSW handlers', async () => {
    const { registry, addresses } = setup()
    const server = setupServer(...mockRegistryHandlers(registry, BASE_URL))
    server.listen({ onUnhandledRequest: 'error' })
    try {
      const client = createDnameClient({ baseUrl: BASE_URL })
      const result = await client.lookup([addresses.verified])
      expect(result.notModified ? undefined : result.records.get(addresses.verified)?.name).toBe(
        'alice.algo',
      )
      registry.failNext(1, 'network')
      await expect(client.get('alice.algo')).rejects.toBeInstanceOf(DnameNetworkError)
      expect(registry.requests).toHaveLength(2)
    } finally {
      server.close()
    }
  })
})

function setupExplicit(records = [{ name: 'solo.algo' }]) {
  return setup({ records })
}
