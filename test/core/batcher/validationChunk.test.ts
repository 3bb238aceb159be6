import { describe, expect, it, vi } from 'vitest'

const failOnce = vi.hoisted(() => ({ left: 1 }))

vi.mock('../../../src/core/client/loadValidation.js', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../src/core/client/loadValidation.js')>()
  const { DnameNetworkError } = await import('../../../src/core/errors/DnameNetworkError.js')
  // As loadValidation rejects when its chunk cannot be fetched.
  const failure = () =>
    new DnameNetworkError(new TypeError('Failed to fetch dynamically imported module'))
  return {
    // Never loaded yet, so every flush goes through loadValidation.
    loadedValidation: () => undefined,
    loadValidation: () => {
      if (failOnce.left-- > 0) return Promise.reject(failure())
      return original.loadValidation()
    },
  }
})

const { createLookupBatcher } = await import('../../../src/core/batcher/createLookupBatcher.js')
const { DnameNetworkError } = await import('../../../src/core/errors/DnameNetworkError.js')

describe('when the validators fail to load', () => {
  it('rejects the callers with a DnameNetworkError instead of leaving them waiting, and works next time', async () => {
    const client = {
      baseUrl: 'https://r.test',
      lookup: vi.fn(async (addresses: readonly string[]) => ({
        notModified: false as const,
        records: new Map(addresses.map((a) => [a, null])),
        failures: new Map(),
        etag: undefined,
      })),
      search: vi.fn(),
      get: vi.fn(),
    }
    const batcher = createLookupBatcher(client)
    await expect(batcher.load('0xabc')).rejects.toBeInstanceOf(DnameNetworkError)
    expect(client.lookup).not.toHaveBeenCalled()
    await expect(batcher.load('0xabc')).resolves.toBeNull()
  })
})

describe('prefetch when the validators fail to load', () => {
  it('counts every address as failed and does not throw', async () => {
    failOnce.left = 1
    const { prefetchDnameLookups } = await import('../../../src/core/query/prefetchDnameLookups.js')
    const set = vi.fn()
    const client = { baseUrl: 'https://r.test', lookup: vi.fn(), search: vi.fn(), get: vi.fn() }
    await expect(
      prefetchDnameLookups({ setQueryData: set }, client, ['a', 'b', 'a']),
    ).resolves.toEqual({
      found: 0,
      missing: 0,
      failed: 2,
    })
    expect(set).not.toHaveBeenCalled()
  })
})
