import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { DnameNetworkError } from '../../../src/core/errors/DnameNetworkError.js'
import { DnameRateLimitError } from '../../../src/core/errors/DnameRateLimitError.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { resolveSendTarget } from '../../../src/core/send/resolveSendTarget.js'
import { readSendInput } from '../../../src/core/send/sendInput.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'

const registry = createMockRegistry()
const addresses = registry.addresses!
// A record the registry gives no account to send to.
registry.updateRecord('fresh.algo', { depositAccount: undefined })
const client = createDnameClient({ baseUrl: 'https://r.test', fetch: registry.fetch })
const recordOf = (name: string) => registry.record(name) as DnameRecord

describe('readSendInput', () => {
  it('reads an address, upper-casing it, and a name, trimmed, lower-cased and composed', () => {
    expect(readSendInput(`  ${addresses.verified.toLowerCase()} `)).toEqual({
      kind: 'address',
      address: addresses.verified,
    })
    expect(readSendInput('  Alice.ALGO ')).toEqual({ kind: 'name', name: 'alice.algo' })
    expect(readSendInput('cafe\u0301.algo')).toEqual({ kind: 'name', name: 'café.algo' })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['alice', 'invalidName'],
    ['alice.', 'invalidName'],
    ['.algo', 'invalidName'],
    ['mail..algo', 'invalidName'],
    ['alice.eth', 'invalidName'],
    ['al ice.algo', 'invalidName'],
    ['alice.algo/../x', 'invalidName'],
  ])('refuses %j as %s', (input, reason) => {
    expect(readSendInput(input)).toEqual({ kind: 'invalid', reason })
  })

  it('reads 58 base32 characters as an address, leaving the checksum to the resolution', () => {
    expect(readSendInput(corrupt(addresses.verified))).toMatchObject({ kind: 'address' })
  })
})

describe('resolveSendTarget', () => {
  it('resolves an address to itself, with no request', async () => {
    const before = registry.requests.length
    expect(await resolveSendTarget(client, addresses.noName)).toEqual({
      ok: true,
      address: addresses.noName,
      answeredAt: expect.any(Number),
    })
    expect(registry.requests.length).toBe(before)
  })

  it('resolves a name to its depositAccount, with the record', async () => {
    const target = await resolveSendTarget(client, ' Alice.algo ')
    expect(target).toMatchObject({ ok: true, address: recordOf('alice.algo').depositAccount })
    expect(target.record?.name).toBe('alice.algo')
    expect(target.warning).toBeUndefined()
  })

  it('resolves a segment name', async () => {
    const target = await resolveSendTarget(client, 'shop.root.algo')
    expect(target).toMatchObject({ ok: true, address: recordOf('shop.root.algo').depositAccount })
  })

  it.each([
    ['notFound', 'nobody-has-this.algo'],
    ['forSale', 'bargain.algo'],
    ['forSale', 'gavel.algo'],
    ['expired', 'lapsed.algo'],
    ['noDepositAccount', 'fresh.algo'],
    ['invalidName', 'alice'],
    ['invalidAddress', corrupt(testAddresses(1)[0] as string)],
    ['empty', '  '],
  ])('refuses with %s: %s', async (reason, input) => {
    const target = await resolveSendTarget(client, input)
    expect(target).toMatchObject({ ok: false, reason })
    if (!target.ok) expect(target.message).toMatch(/\w/)
  })

  it('warns of a look-alike name and says which character is at fault', async () => {
    const target = await resolveSendTarget(client, '\u0430lice.algo')
    expect(target).toMatchObject({ ok: true, address: addresses.lookAlike })
    expect(target.warning).toMatchObject({ warning: 'confusable', characters: ['\u0430'] })
  })

  it('warns of a name whose digits read as another registered name, asking each reading in parallel', async () => {
    const before = registry.requests.length
    const target = await resolveSendTarget(client, 'A1ice.algo')
    expect(target).toMatchObject({ ok: true, address: recordOf('a1ice.algo').depositAccount })
    expect(target.warning).toMatchObject({
      reasons: ['reads-as-another'],
      characters: ['1'],
      readsAs: 'alice.algo',
    })
    const asked = registry.requests.slice(before).map((r) => decodeURIComponent(r.path))
    expect(asked.sort()).toEqual(['/dname/a1ice.algo', '/dname/aiice.algo', '/dname/alice.algo'])
  })

  it('warns of the digits of an unregistered name too, and of none without a twin', async () => {
    const free = await resolveSendTarget(client, 'sh0p.root.algo')
    expect(free).toMatchObject({ ok: false, reason: 'notFound' })
    expect(free.warning).toMatchObject({ readsAs: 'shop.root.algo' })
    const plain = await resolveSendTarget(client, 'b0b-has-no-twin.algo')
    expect(plain).toMatchObject({ ok: false, reason: 'notFound' })
    expect(plain.warning).toBeUndefined()
  })

  it('asks once for a name without look-alike digits', async () => {
    const before = registry.requests.length
    await resolveSendTarget(client, 'alice.algo')
    expect(registry.requests.length - before).toBe(1)
  })

  it('keeps errors of the network, rate limits and bad answers as typed errors, not refusals', async () => {
    const failing = createMockRegistry()
    const failingClient = createDnameClient({ baseUrl: 'https://r.test', fetch: failing.fetch })
    failing.failNext(1, 'network')
    await expect(resolveSendTarget(failingClient, 'alice.algo')).rejects.toBeInstanceOf(
      DnameNetworkError,
    )
    failing.failNext(1, 500)
    await expect(resolveSendTarget(failingClient, 'alice.algo')).rejects.toBeInstanceOf(
      DnameApiError,
    )
    const limited = createDnameClient({
      baseUrl: 'https://r.test',
      fetch: async () =>
        new Response(JSON.stringify({ limit: 1, secsRemaining: 3 }), { status: 429 }),
    })
    await expect(resolveSendTarget(limited, 'alice.algo')).rejects.toBeInstanceOf(
      DnameRateLimitError,
    )
  })

  it('never sends to owner, caAlgo, seller or reservedFor when depositAccount is absent', async () => {
    const [owner = '', other = '', seller = '', reserved = ''] = testAddresses(4, 41)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          undefined,
          'owned',
          'forSale',
          'expired',
          'reserved',
          'available',
          'minting',
        ),
        fc.boolean(),
        fc.boolean(),
        async (state, expired, withDeposit) => {
          const record: DnameRecord = {
            name: 'target.algo',
            owner,
            caAlgo: [other, owner],
            seller,
            reservedFor: reserved,
            ...(state ? { state } : {}),
            ...(expired ? { expired: true } : {}),
            ...(withDeposit ? { depositAccount: other } : {}),
          }
          const fetch = async () =>
            new Response(JSON.stringify(record), {
              headers: { 'content-type': 'application/json' },
            })
          const target = await resolveSendTarget(
            createDnameClient({ baseUrl: 'https://r.test', fetch }),
            'target.algo',
          )
          const sendable = withDeposit && state !== 'forSale' && state !== 'expired' && !expired
          expect(target.ok).toBe(sendable)
          if (target.ok) expect(target.address).toBe(record.depositAccount)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('resolveSendTarget judges the name the registry answered with', () => {
  /** A client whose registry answers `asked` with the record spelled `spelled`. */
  const answering = (asked: string, spelled: string) =>
    createDnameClient({
      baseUrl: 'https://r.test',
      fetch: async (input, init) => {
        const response = await registry.fetch(input, init)
        if (!String(input).endsWith(`/dname/${encodeURIComponent(asked)}?view=brief`))
          return response
        const record = (await response.json()) as DnameRecord
        return Response.json({ ...record, name: spelled })
      },
    })

  it('warns when alice.algo is answered by ALICE.algo', async () => {
    const target = await resolveSendTarget(answering('alice.algo', 'ALICE.algo'), 'alice.algo')
    expect(target.warning).toMatchObject({ reasons: ['other-spelling'], readsAs: 'ALICE.algo' })
    expect(target.warning?.message).toContain('the registry spells it ALICE.algo')
  })

  it('warns when münchen.algo is answered by a decomposed record', async () => {
    registry.addRecord({ ...structuredClone(recordOf('alice.algo')), name: 'münchen.algo' })
    const decomposed = 'münchen.algo'.normalize('NFD')
    const target = await resolveSendTarget(answering('münchen.algo', decomposed), 'münchen.algo')
    expect(target.warning?.reasons).toEqual(['not-normalized', 'other-spelling'])
  })

  it.each([
    ['rnicrosoft.algo', 'microsoft.algo', ['r', 'n']],
    ['vvallet.algo', 'wallet.algo', ['v']],
    ['clisney.algo', 'disney.algo', ['c', 'l']],
    ['b1nance.algo', 'binance.algo', ['1']],
    ['5hop.algo', 'shop.algo', ['5']],
  ])(
    'warns of %s when %s is registered: ASCII taken for other ASCII',
    async (name, original, at) => {
      for (const each of [name, original]) {
        registry.addRecord({ ...structuredClone(recordOf('alice.algo')), name: each })
      }
      const target = await resolveSendTarget(client, name)
      expect(target.warning).toMatchObject({
        reasons: ['reads-as-another'],
        characters: at,
        readsAs: original,
      })
    },
  )

  it('reads a digit beside other digits as a letter too: goa1401.algo passes for goal401.algo', async () => {
    registry.addRecord({ ...structuredClone(recordOf('alice.algo')), name: 'goal401.algo' })
    const target = await resolveSendTarget(client, 'goa1401.algo')
    expect(target.warning).toMatchObject({
      reasons: ['reads-as-another'],
      readsAs: 'goal401.algo',
    })
  })
})

describe('resolveSendTarget behind a CDN', () => {
  /** The registry, with `age` seconds on every answer for a name in `aged`. */
  function clientAging(aged: readonly string[], age: string) {
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await registry.fetch(input, init)
      const url = new URL(input instanceof Request ? input.url : String(input))
      const name = decodeURIComponent(url.pathname.replace(/^\/dname\//, ''))
      if (!aged.includes(name)) return answer
      const headers = new Headers(answer.headers)
      headers.set('age', age)
      return new Response(await answer.text(), { status: answer.status, headers })
    }) as typeof globalThis.fetch
    return createDnameClient({ baseUrl: 'https://r.test', fetch })
  }

  it('refuses a record a cache kept 100 s with DnameStaleAnswerError', async () => {
    await expect(
      resolveSendTarget(clientAging(['alice.algo'], '100'), 'alice.algo'),
    ).rejects.toMatchObject({ name: 'DnameStaleAnswerError', ageMs: expect.any(Number) })
  })

  it('takes readings at any age: the CDN keeps their 404 up to 2 minutes', async () => {
    const target = await resolveSendTarget(clientAging(['aiice.algo'], '100'), 'a1ice.algo')
    expect(target.warning?.readsAs).toBe('alice.algo')
  })
})
