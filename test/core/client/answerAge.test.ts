import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerAge } from '../../../src/core/client/answerAge.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { DnameStaleAnswerError } from '../../../src/core/errors/DnameStaleAnswerError.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'

const WALL = Date.parse('2026-11-28T12:00:00Z')
const at = (ms: number) => new Date(WALL + ms).toUTCString()

describe('answerAge', () => {
  it("counts a cache's Age and the time the request took", () => {
    expect(answerAge(new Headers({ age: '100' }), 0, 300, WALL)).toBe(100_300)
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

describe('get with maxAgeMs', () => {
  const registry = createMockRegistry()
  /** The registry, with `headers` added to each answer; logs the `cache` mode of each request. */
  function clientWith(headers: Record<string, string>) {
    const modes: (RequestCache | undefined)[] = []
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      modes.push(init?.cache)
      const answer = await registry.fetch(input, init)
      const all = new Headers(answer.headers)
      for (const [key, value] of Object.entries(headers)) all.set(key, value)
      return new Response(await answer.text(), { status: answer.status, headers: all })
    }) as typeof globalThis.fetch
    return { client: createDnameClient({ baseUrl: 'https://r.test', fetch }), modes }
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: WALL })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('skips the HTTP cache only when asked for an age', async () => {
    const { client, modes } = clientWith({})
    await client.get('alice.algo')
    await client.get('alice.algo', { maxAgeMs: 10_000 })
    expect(modes).toEqual([undefined, 'no-store'])
  })

  it('rejects an answer a CDN kept longer, and a 404 as well', async () => {
    const { client } = clientWith({ age: '100' })
    await expect(client.get('alice.algo', { maxAgeMs: 10_000 })).rejects.toThrow(
      DnameStaleAnswerError,
    )
    await expect(client.get('nobody.algo', { maxAgeMs: 10_000 })).rejects.toMatchObject({
      name: 'DnameStaleAnswerError',
      ageMs: 100_000,
      maxAgeMs: 10_000,
    })
    // Without maxAgeMs, any age is taken.
    expect((await client.get('alice.algo'))?.name).toBe('alice.algo')
  })

  it('says when the registry made the answer, on the monotonic clock, by the Date it gives', async () => {
    const { client } = clientWith({ date: at(-4_000) })
    const madeAt: number[] = []
    await client.get('alice.algo', { maxAgeMs: 10_000, onAnswer: (time) => madeAt.push(time) })
    expect(madeAt).toEqual([performance.timeOrigin + performance.now() - 4_000])
  })

  it('keeps the error of a failure, whatever its age', async () => {
    registry.failNext(1, 503)
    const { client } = clientWith({ age: '100' })
    await expect(client.get('alice.algo', { maxAgeMs: 10_000 })).rejects.toThrow(DnameApiError)
  })
})
