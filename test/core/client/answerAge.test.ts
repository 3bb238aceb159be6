import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerAge } from '../../../src/core/client/answerAge.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { freshAnswer } from '../../../src/core/client/freshAnswer.js'
import { DnameStaleAnswerError } from '../../../src/core/errors/DnameStaleAnswerError.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'

const WALL = Date.parse('2026-11-28T12:00:00Z')
const at = (ms: number) => new Date(WALL + ms).toUTCString()

describe('answerAge', () => {
  it("counts a cache's Age, up to the next whole second, and the time the request took", () => {
    // `Age: 100` is from 100 s up to 101 s: the answer counts as the oldest it may be.
    expect(answerAge(new Headers({ age: '100' }), 0, 300, WALL)).toBe(101_300)
    expect(answerAge(new Headers({ age: '0' }), 0, 300, WALL)).toBe(1_300)
    expect(answerAge(new Headers(), 0, 300, WALL)).toBe(300)
  })

  it('counts from Date when it says more, and never below 0 for a clock behind', () => {
    expect(answerAge(new Headers({ date: at(-60_000) }), 0, 300, WALL)).toBe(60_000)
    expect(answerAge(new Headers({ date: at(3_600_000) }), 0, 300, WALL)).toBe(300)
  })

  it('ignores an Age that is not a number, and takes one past any number as the oldest', () => {
    expect(answerAge(new Headers({ age: 'soon' }), 0, 10, WALL)).toBe(10)
    expect(answerAge(new Headers({ age: '1e400' }), 0, 10, WALL)).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('freshAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: WALL })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const now = () => performance.timeOrigin + performance.now()
  const answer = (status: number, headers: Record<string, string>) =>
    new Response(status === 200 ? '{}' : null, { status, headers })

  it('says when the registry made the answer, on the monotonic clock, by the Date it gives', () => {
    expect(freshAnswer(answer(200, { date: at(-4_000) }), now(), 10_000)).toBe(now() - 4_000)
  })

  it('rejects a record or a 404 that a CDN kept longer than allowed', () => {
    expect(() => freshAnswer(answer(200, { age: '100' }), now(), 10_000)).toThrow(
      DnameStaleAnswerError,
    )
    expect(() => freshAnswer(answer(404, { age: '100' }), now(), 10_000)).toThrow(
      expect.objectContaining({ name: 'DnameStaleAnswerError', ageMs: 101_000, maxAgeMs: 10_000 }),
    )
  })

  it("leaves a failure's own error to the client, whatever its age", () => {
    expect(() => freshAnswer(answer(503, { age: '100' }), now(), 10_000)).not.toThrow()
  })
})

describe('get', () => {
  const registry = createMockRegistry()

  it('passes the cache mode to fetch, and shows the answer before it is read', async () => {
    const modes: (RequestCache | undefined)[] = []
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      modes.push(init?.cache)
      return registry.fetch(input, init)
    }) as typeof globalThis.fetch
    const client = createDnameClient({ baseUrl: 'https://r.test', fetch })
    const seen: number[] = []
    await client.get('alice.algo')
    const record = await client.get('alice.algo', {
      cache: 'no-store',
      onResponse: (response) => seen.push(response.status),
    })
    expect(modes).toEqual([undefined, 'no-store'])
    expect(seen).toEqual([200])
    expect(record?.name).toBe('alice.algo')
  })

  it('rejects with what onResponse throws', async () => {
    const client = createDnameClient({ baseUrl: 'https://r.test', fetch: registry.fetch })
    const refuse = () => {
      throw new DnameStaleAnswerError(100_000, 10_000)
    }
    await expect(client.get('alice.algo', { onResponse: refuse })).rejects.toThrow(
      DnameStaleAnswerError,
    )
  })
})
