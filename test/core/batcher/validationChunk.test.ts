import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, goa, json } from '../../helpers/fakeFetch.js'
import { corrupt, testAddresses } from '../../helpers/ledgerAddresses.js'

type Validation = typeof import('../../../src/core/client/validation.js')

/** The validators' chunk as the test wants it: still loading, failing, or loaded. */
const chunk = vi.hoisted(() => ({
  mode: 'loaded' as 'loading' | 'failing' | 'loaded',
  arrive: undefined as (() => void) | undefined,
  loaded: undefined as unknown,
  // One promise while loading, shared by every caller, as loadValidation does.
  pending: undefined as Promise<unknown> | undefined,
}))

vi.mock('../../../src/core/client/loadValidation.js', async () => {
  const { DnameNetworkError } = await import('../../../src/core/errors/DnameNetworkError.js')
  const { addressShapeProblem } = await import('../../../src/core/address/addressShapeProblem.js')
  const real = async () => {
    chunk.loaded = await import('../../../src/core/client/validation.js')
    return chunk.loaded as Validation
  }
  return {
    addressProblemNow: (address: string) =>
      ((chunk.loaded as Validation | undefined)?.checkLookupAddress ?? addressShapeProblem)(address),
    loadValidation: () => {
      if (chunk.mode === 'failing') {
        // As loadValidation rejects when its chunk cannot be fetched.
        const cause = new TypeError('Failed to fetch dynamically imported module')
        return Promise.reject(new DnameNetworkError(cause))
      }
      if (chunk.mode === 'loaded') return real()
      chunk.pending ??= new Promise((resolve) => {
        chunk.arrive = () => {
          chunk.mode = 'loaded'
          chunk.pending = undefined
          void real().then(resolve)
        }
      })
      return chunk.pending
    },
  }
})

const { createLookupBatcher } = await import('../../../src/core/batcher/createLookupBatcher.js')
const { createDnameClient } = await import('../../../src/core/client/createDnameClient.js')
const { DnameNetworkError } = await import('../../../src/core/errors/DnameNetworkError.js')

const [address = ''] = testAddresses(1)
const setup = () => {
  const fake = fakeFetch(() => json({ [address]: { name: 'cold.algo', caAlgo: [address] } }))
  const client = createDnameClient({ baseUrl: 'https://r.test', fetch: fake.fetch })
  return { batcher: createLookupBatcher(client), requests: fake.requests }
}
const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms))

describe('on a cold page, before the validators have loaded', () => {
  it('sends the first lookup at once, and answers it once they arrive', async () => {
    chunk.mode = 'loading'
    chunk.loaded = undefined
    const { batcher, requests } = setup()
    const settled = vi.fn()
    const name = batcher.load(address).then((record) => {
      settled()
      return record?.name
    })
    await tick()
    expect(requests).toHaveLength(1)
    expect(settled).not.toHaveBeenCalled()
    chunk.arrive?.()
    expect(await name).toBe('cold.algo')
  })

  it('rejects the callers with a DnameNetworkError when they fail to load, and works next time', async () => {
    chunk.mode = 'failing'
    chunk.loaded = undefined
    const { batcher } = setup()
    await expect(batcher.load(address)).rejects.toBeInstanceOf(DnameNetworkError)
    chunk.mode = 'loaded'
    expect((await batcher.load(address))?.name).toBe('cold.algo')
  })
})

describe('a bad checksum sent before the checksum loaded', () => {
  it('fails alone with a DnameInputError, and costs one request more, not a split', async () => {
    chunk.mode = 'loading'
    chunk.loaded = undefined
    const good = testAddresses(19, 3)
    const bad = corrupt(good[0] as string)
    const fake = fakeFetch(({ url }) =>
      url.searchParams.getAll('address').includes(bad) ? goa(400, 'invalidAddress') : json({}, 200),
    )
    const client = createDnameClient({ baseUrl: 'https://r.test', fetch: fake.fetch })
    const batcher = createLookupBatcher(client)
    const refused = batcher.load(bad).catch((error: unknown) => error)
    const others = good.map((a) => batcher.load(a))
    await tick()
    chunk.arrive?.()
    expect(await refused).toMatchObject({ name: 'DnameInputError', reason: 'badChecksum' })
    expect(await Promise.all(others)).toEqual(good.map(() => null))
    expect(fake.requests.map((r) => r.url.searchParams.getAll('address').length)).toEqual([20, 19])
  })
})

describe('prefetch when the validators fail to load', () => {
  it('counts every address as failed and does not throw', async () => {
    chunk.mode = 'failing'
    chunk.loaded = undefined
    const { prefetchDnameLookups } = await import('../../../src/core/query/prefetchDnameLookups.js')
    const set = vi.fn()
    const client = { baseUrl: 'https://r.test', lookup: vi.fn(), search: vi.fn(), get: vi.fn() }
    await expect(
      prefetchDnameLookups({ setQueryData: set }, client, ['a', 'b', 'a']),
    ).resolves.toEqual({ found: 0, missing: 0, failed: 2 })
    expect(set).not.toHaveBeenCalled()
  })
})
