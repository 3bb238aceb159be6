/**
 * Answers from a hostile or broken registry, generated: every body, status and shape the client
 * may meet. The client resolves with checked data or rejects with a typed `DnameError`, and
 * never writes to `Object.prototype`.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameError } from '../../../src/core/errors/DnameError.js'
import { fakeFetch } from '../../support/fakeFetch.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const addresses = testAddresses(3, 21)
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'polluted']
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort()

/** JSON with hostile keys among ordinary ones, and record-like shapes now and then. */
const key = fc.oneof(
  fc.constantFrom(...HOSTILE_KEYS, ...addresses, 'name', 'dnames', 'total'),
  fc.string(),
)
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(key, tie('node'), { maxKeys: 6 }),
    fc.array(tie('node'), { maxLength: 5 }),
    fc.record({
      name: fc.oneof(fc.string(), fc.integer()),
      appID: fc.oneof(fc.integer(), fc.double()),
    }),
  ),
})).node

/** A body as text: JSON of a generated value, or text that is not JSON at all. */
const body = fc.oneof(
  value.map((v) => JSON.stringify(v) ?? 'null'),
  value.map((v) => `{"__proto__": ${JSON.stringify(v) ?? 'null'}, "polluted": true}`),
  fc.string(),
  fc.constant(''),
)
const status = fc.constantFrom(200, 200, 200, 304, 400, 404, 429, 500, 503)

afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

const run = async (call: (client: ReturnType<typeof createDnameClient>) => Promise<unknown>) => {
  await fc.assert(
    fc.asyncProperty(body, status, async (text, code) => {
      const { fetch } = fakeFetch(
        () =>
          new Response(code === 304 ? null : text, {
            status: code,
            headers: {
              'content-type': code >= 400 ? 'application/vnd.goa.error' : 'application/json',
            },
          }),
      )
      const client = createDnameClient({ baseUrl: 'https://r.test', fetch })
      const outcome = await call(client).then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      )
      if (!outcome.ok) expect(outcome.error).toBeInstanceOf(DnameError)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }),
    { numRuns: 1500 },
  )
}

describe('the client under hostile answers', () => {
  it('looks up: checked records or typed errors, address by address', async () => {
    await run(async (client) => {
      const result = await client.lookup(addresses, { view: 'thumbnail' })
      if (result.notModified) return result
      // Every failure in the map is typed too.
      for (const failure of result.failures.values()) expect(failure).toBeInstanceOf(DnameError)
      return result
    })
  })

  it('searches: checked records or typed errors, record by record', async () => {
    await run(async (client) => {
      const page = await client.search({ owner: addresses[0] as string })
      for (const { error } of page.invalid ?? []) expect(error).toBeInstanceOf(DnameError)
      return page
    })
  })

  it('gets one record: a checked record, null, or a typed error', async () => {
    await run((client) => client.get('alice.algo'))
  })
})
