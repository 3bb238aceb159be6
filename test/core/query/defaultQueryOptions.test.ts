import { hashKey, QueryClient } from '@tanstack/query-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultQueryOptions, plainQueryHash } from '../../../src/core/query/defaultQueryOptions.js'
import { lookupQueryKey } from '../../../src/core/query/lookupQueryOptions.js'

/** Keys of every kind JSON and `hashKey` tell apart: plain and other objects, in any order. */
const anyKey = fc.array(
  fc.oneof(
    fc.jsonValue(),
    fc.object(),
    fc.dictionary(
      fc.oneof(fc.string(), fc.integer({ min: 0, max: 20 }).map(String)),
      fc.anything(),
    ),
    fc.date({ noInvalidDate: true }),
    fc.constant(Object.assign(Object.create(null), { b: 1, a: 2 })),
    fc.constant({ toJSON: () => ({ b: 1, a: 2 }) }),
    fc.constant(new Map([['a', 1]])),
  ),
)

describe('plainQueryHash', () => {
  it("is TanStack's hashKey wherever it gives a hash", () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const plain = plainQueryHash(key)
        if (plain !== undefined) expect(plain).toBe(hashKey(key))
      }),
      { numRuns: 2000 },
    )
  })

  it('hashes every lookup key without a replacer', () => {
    for (const view of ['tiny', 'thumbnail', 'brief', 'full'] as const)
      for (const allowUnverified of [false, true, undefined]) {
        const key = lookupQueryKey('https://r.example', 'ADDR', { view, allowUnverified })
        expect(plainQueryHash(key)).toBe(hashKey(key))
      }
  })

  it('leaves to hashKey what it would reorder', () => {
    expect(plainQueryHash(['x', { b: 1, a: 2 }])).toBeUndefined()
    expect(plainQueryHash(['x', { 10: 1, 9: 2 }])).toBeUndefined()
    expect(plainQueryHash(['x', { toJSON: () => ({ b: 1, a: 2 }) }])).toBeUndefined()
  })
})

describe('defaultQueryOptions', () => {
  const queryKey = lookupQueryKey('https://r.example', 'ADDR')

  it('finds the query getQueryData finds', () => {
    const client = new QueryClient()
    client.setQueryData(queryKey, null)
    const { queryHash } = defaultQueryOptions(client, { queryKey })
    expect(client.getQueryCache().get(queryHash)?.state.data).toBeNull()
  })

  it("hashes with the client's own hash function, and the options'", () => {
    const queryKeyHashFn = (key: readonly unknown[]) => `own:${key.length}`
    const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn } } })
    expect(defaultQueryOptions(client, { queryKey }).queryHash).toBe('own:5')
    client.setQueryDefaults(['dname'], { queryKeyHashFn: () => 'by key' })
    expect(defaultQueryOptions(client, { queryKey }).queryHash).toBe('by key')
    expect(defaultQueryOptions(new QueryClient(), { queryKey, queryKeyHashFn }).queryHash).toBe(
      'own:5',
    )
    expect(defaultQueryOptions(client, { queryKey, queryHash: 'given' }).queryHash).toBe('given')
  })
})
