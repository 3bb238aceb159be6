import { describe, expect, it, vi } from 'vitest'

const failOnce = vi.hoisted(() => ({ left: 1 }))

vi.mock('../../../src/core/client/loadValidation.js', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../src/core/client/loadValidation.js')>()
  return {
    loadValidation: () => {
      if (failOnce.left-- > 0)
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
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
