import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, goa, json } from '../../support/fakeFetch.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

type Chunk = 'validation' | 'failures' | 'searchValidation' | 'nameWarning'
type Mode = 'loading' | 'failing' | 'loaded'

/** The lazily loaded chunks as the test wants them: still loading, failing, or loaded. */
const chunks = vi.hoisted(() => ({
  mode: {} as Record<string, Mode>,
  loaded: {} as Record<string, unknown>,
  // One promise per chunk while it loads, shared by every caller, as loadValidation does.
  pending: {} as Record<string, Promise<unknown>>,
  waiting: [] as Array<() => void>,
  /** Every chunk still loading arrives. */
  arrive() {
    for (const name of Object.keys(this.mode))
      if (this.mode[name] === 'loading') this.mode[name] = 'loaded'
    for (const release of this.waiting.splice(0)) release()
  },
  set(mode: Mode, names: string[] = ['validation', 'failures', 'searchValidation', 'nameWarning']) {
    for (const name of names) {
      this.mode[name] = mode
      delete this.loaded[name]
      delete this.pending[name]
    }
  },
}))

vi.mock('../../../src/core/client/loadValidation.js', async () => {
  const { DnameNetworkError } = await import('../../../src/core/errors/DnameNetworkError.js')
  const importers: Record<Chunk, () => Promise<unknown>> = {
    validation: () => import('../../../src/core/client/validation.js'),
    failures: () => import('../../../src/core/client/failures.js'),
    nameWarning: () => import('../../../src/core/names/nameWarning.js'),
    searchValidation: () => import('../../../src/core/client/searchValidation.js'),
  }
  const real = async (name: Chunk) => {
    chunks.loaded[name] = await importers[name]()
    return chunks.loaded[name]
  }
  const load = (name: Chunk) => () => {
    const mode = chunks.mode[name] ?? 'loaded'
    if (mode === 'failing') {
      // As loadValidation rejects when its chunk cannot be fetched (to whoever awaits it: a
      // load only started early is no unhandled rejection).
      const cause = new TypeError('Failed to fetch dynamically imported module')
      const failed = Promise.reject(new DnameNetworkError(cause))
      failed.catch(() => {})
      return failed
    }
    if (mode === 'loaded') return real(name)
    chunks.pending[name] ??= new Promise((resolve) => {
      chunks.waiting.push(() => {
        delete chunks.pending[name]
        void real(name).then(resolve)
      })
    })
    return chunks.pending[name]
  }
  return {
    loadValidation: load('validation'),
    loadFailures: load('failures'),
    loadNameWarning: load('nameWarning'),
    loadSearchValidation: load('searchValidation'),
  }
})

const { createLookupBatcher } = await import('../../../src/core/batcher/createLookupBatcher.js')
const { createDnameClient } = await import('../../../src/core/client/createDnameClient.js')
const { DnameNetworkError } = await import('../../../src/core/errors/DnameNetworkError.js')

const [address = ''] = testAddresses(1)
const setup = () => {
  const fake = fakeFetch(() => json({ [address]: { name: 'cold.algo', caAlgo: [address] } }))
  const client = createDnameClient({ baseUrl: 'https://r.test', fetch: fake.fetch })
  return { batcher: createLookupBatcher(client), client, requests: fake.requests }
}
const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms))

describe('on a cold page, before the validators have loaded', () => {
  it('sends the first lookup at once, and answers it once they arrive', async () => {
    chunks.set('loading')
    const { batcher, requests } = setup()
    const settled = vi.fn()
    const name = batcher.load(address).then((record) => {
      settled()
      return record?.name
    })
    await tick()
    expect(requests).toHaveLength(1)
    expect(settled).not.toHaveBeenCalled()
    chunks.arrive()
    expect(await name).toBe('cold.algo')
  })

  it('answers the first lookup with the parsers alone, while what handles failures is on its way', async () => {
    chunks.set('loaded')
    chunks.set('loading', ['failures'])
    const { batcher, requests } = setup()
    expect((await batcher.load(address))?.name).toBe('cold.algo')
    expect(requests).toHaveLength(1)
    chunks.arrive()
  })

  it('rejects the callers with a DnameNetworkError when they fail to load, and works next time', async () => {
    chunks.set('failing')
    const { batcher } = setup()
    await expect(batcher.load(address)).rejects.toBeInstanceOf(DnameNetworkError)
    chunks.set('loaded')
    expect((await batcher.load(address))?.name).toBe('cold.algo')
  })
})

describe('a request refused while what handles failures is still loading', () => {
  it('is split once it arrives, so the refused address fails alone', async () => {
    chunks.set('loading')
    const good = testAddresses(19, 3)
    const fake = fakeFetch(({ url }) =>
      url.searchParams.getAll('address').includes('0xbad')
        ? goa(400, 'invalidAddress')
        : json({}, 200),
    )
    const client = createDnameClient({ baseUrl: 'https://r.test', fetch: fake.fetch })
    const batcher = createLookupBatcher(client)
    const refused = batcher.load('0xbad').catch((error: unknown) => error)
    const others = good.map((a) => batcher.load(a))
    await tick()
    expect(fake.requests).toHaveLength(1)
    chunks.arrive()
    expect(await refused).toMatchObject({ name: 'DnameApiError', code: 'invalidAddress' })
    expect(await Promise.all(others)).toEqual(good.map(() => null))
    expect(fake.requests.map((r) => r.url.searchParams.getAll('address').length)).toEqual([
      20, 19, 1,
    ])
  })
})

describe('prefetch when the parsers fail to load', () => {
  it('counts every address as failed and does not throw', async () => {
    chunks.set('failing')
    const { prefetchDnameLookups } = await import('../../../src/core/query/prefetchDnameLookups.js')
    const set = vi.fn()
    const { client, requests } = setup()
    const [a = '', b = ''] = testAddresses(2, 4)
    await expect(
      prefetchDnameLookups({ setQueryData: set }, client, [a, b, a, ` ${a}`]),
    ).resolves.toEqual({ found: 0, missing: 0, failed: 3 })
    expect(requests).toHaveLength(1)
    expect(set).not.toHaveBeenCalled()
  })
})
