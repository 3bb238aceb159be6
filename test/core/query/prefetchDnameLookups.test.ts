import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { createDnameConfig } from '../../../src/core/config/createDnameConfig.js'
import { lookupQueryKey, lookupQueryOptions } from '../../../src/core/query/lookupQueryOptions.js'
import { prefetchDnameLookups } from '../../../src/core/query/prefetchDnameLookups.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'

const BASE = 'https://registry.test'
const setup = (options: Parameters<typeof createMockRegistry>[0] = {}) => {
  const registry = createMockRegistry(options)
  const client = createDnameClient({ baseUrl: BASE, fetch: registry.fetch })
  return { registry, client, queryClient: new QueryClient(), a: registry.addresses! }
}

describe('prefetchDnameLookups', () => {
  it('takes a config made with createDnameConfig, and fills the keys its hooks read', async () => {
    const registry = createMockRegistry()
    const config = createDnameConfig({ baseUrl: BASE, fetch: registry.fetch })
    const queryClient = new QueryClient()
    const a = registry.addresses!
    const result = await prefetchDnameLookups(queryClient, config, [a.verified])
    expect(result).toEqual({ found: 1, missing: 0, failed: 0 })
    expect(queryClient.getQueryData(lookupQueryOptions(config, a.verified).queryKey)?.name).toBe(
      'alice.algo',
    )
  })

  it('counts every address as failed, throws nothing, and warns, without a registry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const queryClient = new QueryClient()
    const addresses = testAddresses(3)
    for (const registry of [undefined, '', ' ']) {
      expect(await prefetchDnameLookups(queryClient, registry, addresses)).toEqual({
        found: 0,
        missing: 0,
        failed: 3,
      })
    }
    // An unset environment variable is said where the server logs, once per call.
    expect(warn).toHaveBeenCalledTimes(3)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no registry \(undefined\): 3 addresses/)
    warn.mockRestore()
  })

  it('sends requests of 20 at once, and caches records and misses as null', async () => {
    const answeredBeforeLast: number[] = []
    const { registry, client, queryClient, a } = setup({
      latencyMs: () => {
        answeredBeforeLast.push(registry.requests.filter((r) => r.status !== 0).length)
        return 20
      },
    })
    const addresses = [a.verified, a.userAvatar, ...testAddresses(43)]
    const result = await prefetchDnameLookups(queryClient, client, addresses)
    expect(registry.requests.map((r) => r.query.address?.length)).toEqual([20, 20, 5])
    expect(answeredBeforeLast).toEqual([0, 0, 0])
    expect(result).toEqual({ found: 2, missing: 43, failed: 0 })
    expect(queryClient.getQueryData(lookupQueryKey(BASE, a.verified))).toMatchObject({
      name: 'alice.algo',
    })
    expect(queryClient.getQueryData(lookupQueryKey(BASE, addresses[2]!))).toBeNull()
  })

  it('fills the asked view and every lighter one with the record as it came', async () => {
    const { client, queryClient, a } = setup()
    await prefetchDnameLookups(queryClient, client, [a.verified], { view: 'brief' })
    const brief = queryClient.getQueryData<{ properties?: unknown }>(
      lookupQueryKey(BASE, a.verified, { view: 'brief' }),
    )
    expect(brief?.properties).toBeDefined()
    // What the components read, and what a hook asking `tiny` reads: one entry.
    expect(queryClient.getQueryData(lookupQueryKey(BASE, a.verified))).toBe(brief)
    expect(queryClient.getQueryData(lookupQueryKey(BASE, a.verified, { view: 'tiny' }))).toBe(brief)
    expect(
      queryClient.getQueryData(lookupQueryKey(BASE, a.verified, { view: 'full' })),
    ).toBeUndefined()
  })

  it('with allowUnverified, also fills the strict keys, with null for an unverified-only match', async () => {
    const { client, queryClient, a } = setup()
    await prefetchDnameLookups(queryClient, client, [a.unverified], { allowUnverified: true })
    expect(
      queryClient.getQueryData(lookupQueryKey(BASE, a.unverified, { allowUnverified: true })),
    ).toMatchObject({
      name: 'carol.algo',
    })
    expect(queryClient.getQueryData(lookupQueryKey(BASE, a.unverified))).toBeNull()
  })

  it('caches nothing for a failed request or a refused address, and never throws', async () => {
    const { registry, client, queryClient, a } = setup()
    registry.failNext(1, 503)
    const bad = corrupt(a.noName)
    const result = await prefetchDnameLookups(queryClient, client, [a.verified, bad])
    expect(result).toEqual({ found: 0, missing: 0, failed: 2 })
    expect(queryClient.getQueryData(lookupQueryKey(BASE, a.verified))).toBeUndefined()
    expect(queryClient.getQueryData(lookupQueryKey(BASE, bad))).toBeUndefined()
  })

  it('counts an entry that is not a string as failed instead of throwing', async () => {
    const { registry, client, queryClient, a } = setup()
    const transfers = [
      { from: a.verified, to: undefined },
      { from: a.userAvatar, to: null },
    ]
    const result = await prefetchDnameLookups(
      queryClient,
      client,
      transfers.flatMap((t) => [t.from, t.to]),
    )
    expect(result).toEqual({ found: 2, missing: 0, failed: 2 })
    expect(registry.requests).toHaveLength(1)
  })

  it('takes a base URL instead of a client', async () => {
    const queryClient = new QueryClient()
    const result = await prefetchDnameLookups(queryClient, 'http://127.0.0.1:9', ['x'])
    expect(result).toEqual({ found: 0, missing: 0, failed: 1 })
  })
})
