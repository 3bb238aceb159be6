import { describe, expect, it } from 'vitest'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'
import { DnameNetworkError } from '../../../src/core/errors/DnameNetworkError.js'
import { DnameRateLimitError } from '../../../src/core/errors/DnameRateLimitError.js'
import { DnameResponseError } from '../../../src/core/errors/DnameResponseError.js'
import { lookupQueryKey, lookupQueryOptions } from '../../../src/core/query/lookupQueryOptions.js'
import { retryDelay, shouldRetry } from '../../../src/core/query/retry.js'
import {
  MAX_OWNED_NAMES,
  ownedDnamesQueryOptions,
} from '../../../src/core/query/searchQueryOptions.js'

const goa = (status: number, name: string, temporary = false) =>
  new DnameApiError(status, {
    name,
    id: 'i',
    message: 'm',
    temporary,
    timeout: false,
    fault: status >= 500,
  })

describe('retry policy', () => {
  it('retries network errors, rate limits and server faults, three times at most', () => {
    for (const error of [
      new DnameNetworkError(new TypeError('x')),
      new DnameRateLimitError(2),
      goa(503, 'down'),
    ]) {
      expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false])
    }
  })

  it('never retries a 400, a 404, a bad body or a refused input', () => {
    for (const error of [
      goa(400, 'invalidAddress'),
      goa(404, 'notFound'),
      new DnameResponseError(200, 'record', []),
      new DnameInputError('address', '', 'empty'),
      new Error('other'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false)
    }
  })

  it('retries a 4xx the server marks temporary', () => {
    expect(shouldRetry(0, goa(409, 'busy', true))).toBe(true)
  })

  it('waits out a rate limit, and backs off exponentially otherwise', () => {
    expect(retryDelay(0, new DnameRateLimitError(7))).toBe(7_000)
    expect([0, 1, 2, 10].map((n) => retryDelay(n, goa(503, 'down')))).toEqual([
      1_000, 2_000, 4_000, 30_000,
    ])
  })
})

describe('query keys', () => {
  const context = (baseUrl: string) => {
    const client = createDnameClient({ baseUrl, fetch: () => Promise.reject(new Error('unused')) })
    return { client, batcher: createLookupBatcher(client) }
  }

  it('put the base URL in every key, so two registries never share entries', () => {
    const main = lookupQueryOptions(context('https://main.test'), 'A').queryKey
    const test = lookupQueryOptions(context('https://test.test'), 'A').queryKey
    expect(main).not.toEqual(test)
    expect(main.slice(0, 4)).toEqual(lookupQueryKey('https://main.test', 'A').slice(0, 4))
  })

  it("default to the components' thumbnail view without unverified matches, with the CDN cache time", () => {
    const options = lookupQueryOptions(context('https://r.test'), 'A')
    expect(options.queryKey).toEqual([
      'dname',
      'https://r.test',
      'lookup',
      'A',
      { view: 'thumbnail', allowUnverified: false },
    ])
    // tiny is fetched as thumbnail: one entry, one request for a hook and a component.
    expect(lookupQueryOptions(context('https://r.test'), 'A', { view: 'tiny' }).queryKey).toEqual(
      options.queryKey,
    )
    expect(options.staleTime).toBe(120_000)
    expect(options.enabled).toBe(true)
    expect(lookupQueryOptions(context('https://r.test'), '').enabled).toBe(false)
    expect(lookupQueryOptions(context('https://r.test'), undefined).enabled).toBe(false)
  })

  it('page owned names by offset until total', () => {
    const { getNextPageParam } = ownedDnamesQueryOptions(context('https://r.test'), 'A', {
      pageSize: 2,
    })
    const page = (n: number, total: number) => ({
      dnames: Array.from({ length: n }, () => ({ name: 'x' })),
      total,
    })
    expect(getNextPageParam(page(2, 5), [], 0, [0])).toBe(2)
    expect(getNextPageParam(page(2, 5), [], 2, [0, 2])).toBe(4)
    expect(getNextPageParam(page(1, 5), [], 4, [0, 2, 4])).toBeUndefined()
    expect(getNextPageParam(page(0, 5), [], 6, [6])).toBeUndefined()
    // A record left out as invalid still took its place: the next page starts after it.
    const withBad = {
      ...page(1, 5),
      invalid: [{ index: 1, error: new DnameResponseError(200, 'bad') }],
    }
    expect(getNextPageParam(withBad, [], 0, [0])).toBe(2)
  })

  it('never asks past MAX_OWNED_NAMES, whatever total the registry says, nor twice for a page', () => {
    const { getNextPageParam } = ownedDnamesQueryOptions(context('https://r.test'), 'A', {
      pageSize: 200,
    })
    const page = { dnames: Array.from({ length: 200 }, () => ({ name: 'x' })), total: 2 ** 31 }
    expect(getNextPageParam(page as never, [], 99_600, [99_600])).toBe(99_800)
    expect(getNextPageParam(page as never, [], 99_800, [99_800])).toBeUndefined()
    expect(MAX_OWNED_NAMES).toBe(100_000)
    expect(getNextPageParam(page as never, [], 0, [0, 200])).toBeUndefined()
  })
})
