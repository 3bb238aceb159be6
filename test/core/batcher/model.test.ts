/**
 * Model-based stress test of the batcher: thousands of random sequences of loads (fresh or
 * not), rows shown, aborts, re-loads, holds and their release, passing time and server answers (200, 404,
 * 400, 429, 503, network errors, 304, bad bodies, answers left hanging), each checked against
 * the simulated registry's truth.
 */
import fc from 'fast-check'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../src/core/client/failures.js'
import '../../../src/core/client/validation.js'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameError } from '../../../src/core/errors/DnameError.js'
import { MAX_RATE_LIMIT_WAIT_SECS } from '../../../src/core/errors/DnameRateLimitError.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../../../src/core/schemas/enums.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { goa, json } from '../../support/fakeFetch.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'
import { track, useFakeClock } from './harness.js'

const named = testAddresses(8, 1)
const loose = testAddresses(2, 2)
const [twice = ''] = testAddresses(1, 3)
const none = testAddresses(6, 4)
// The registry judges a ledger address's checksum; the client refuses only what no chain's
// address can look like.
const refusedByServer = ['0xbad', 'cosmos1bad', corrupt(named[0] as string)]
const refusedLocally = ` ${named[1]}`
const ADDRESSES = [
  ...named,
  ...loose,
  twice,
  ...none,
  '__proto__',
  refusedLocally,
  ...refusedByServer,
]
const RECORDS: DnameRecord[] = [
  ...named.map((a, i) => ({
    name: `n${i}.algo`,
    owner: a,
    caAlgo: [a],
    properties: { verified: { avatar: `https://img.test/${i}.png` } },
  })),
  ...loose.map((a, i) => ({ name: `l${i}.algo`, unverifiedCaAlgo: [a] })),
  { name: 't0.algo', unverifiedCaAlgo: [twice] },
  { name: 't1.algo', unverifiedCaAlgo: [twice] },
  { name: 'proto.algo', unverifiedCa: { evm: ['__proto__'] } },
]
const VIEWS: DnameView[] = ['tiny', 'thumbnail', 'brief', 'full']

/** The name the registry has for `address`, by `allowUnverified`, read before any test runs. */
const truth = new Map<string, [string | null, string | null]>()
beforeAll(async () => {
  const registry = createMockRegistry({
    records: RECORDS,
    isInvalidAddress: (a) => refusedByServer.includes(a),
  })
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
  for (const address of [...named, ...loose, twice, ...none, '__proto__']) {
    const names = [false, true].map(async (allowUnverified) => {
      const answer = await client.lookup([address], { allowUnverified })
      return answer.notModified ? null : (answer.records.get(address)?.name ?? null)
    })
    truth.set(address, (await Promise.all(names)) as [string | null, string | null])
  }
})

type Answer = 'ok' | 'badRecord' | 'rateLimited' | 'fault' | 'network' | 'notModified' | 'badJson'
type Command =
  | {
      kind: 'load'
      address: number
      view: number
      allowUnverified: boolean
      signal: boolean
      fresh: boolean
    }
  | { kind: 'abort'; caller: number }
  | { kind: 'seen'; address: number }
  | { kind: 'hold' }
  | { kind: 'release'; hold: number }
  | { kind: 'reload'; caller: number; fresh: boolean }
  | { kind: 'time'; ms: number }
  | { kind: 'sendFull' }
  | { kind: 'answer'; request: number; answer: Answer; secs: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('load' as const),
      address: fc.nat(ADDRESSES.length - 1),
      view: fc.nat(3),
      allowUnverified: fc.boolean(),
      signal: fc.boolean(),
      fresh: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('abort' as const), caller: fc.nat() }) },
  // A row shown, its record cached or not (`grouping: 'page'`): requests are cut from these.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('seen' as const),
      address: fc.nat(ADDRESSES.length - 1),
    }),
  },
  // As a render spread over several tasks does, until it commits.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hold' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), hold: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reload' as const),
      caller: fc.nat(),
      fresh: fc.boolean(),
    }),
  },
  // As a page's render does after each lookup it starts.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sendFull' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('time' as const),
      ms: fc.constantFrom(0, 1, 5, 50, 1_000, 4_000, 400_000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      request: fc.nat(),
      answer: fc.constantFrom<Answer>(
        'ok',
        'ok',
        'ok',
        'badRecord',
        'rateLimited',
        'fault',
        'network',
        'notModified',
        'badJson',
      ),
      secs: fc.constantFrom(0, 1, 3, 86_400, 2 ** 40),
    }),
  },
)

interface Open {
  request: Request
  sentAt: number
  reply: (response: Response) => void
  fail: (error: unknown) => void
}

/** Lets answers be read and timers due now run, with the clock standing still. */
async function settleNow() {
  for (let i = 0; i < 3; i++) {
    await new Promise<void>((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(0)
  }
}

async function runModel(
  commands: Command[],
  settings: { maxSize: number; windowMs: number; attempts: number },
) {
  const registry = createMockRegistry({
    records: RECORDS,
    isInvalidAddress: (a) => refusedByServer.includes(a),
  })
  const open: Open[] = []
  const sent: Array<{ addresses: string[]; at: number; held: boolean }> = []
  const releases: Array<() => void> = []
  let openHolds = 0
  const blocks: Array<{ from: number; until: number }> = []
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise((resolve, reject) => {
      const request = new Request(input, init)
      const addresses = new URL(request.url).searchParams.getAll('address')
      sent.push({ addresses, at: Date.now(), held: openHolds > 0 })
      const item: Open = { request, sentAt: Date.now(), reply: resolve, fail: reject }
      open.push(item)
      init?.signal?.addEventListener('abort', () => {
        open.splice(open.indexOf(item), 1)
        reject(init.signal?.reason)
      })
    })
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch })
  const batcher = createLookupBatcher(client, {
    maxSize: settings.maxSize,
    windowMs: settings.windowMs,
    maxRateLimitAttempts: settings.attempts,
  })
  const callers: Array<{
    address: string
    view: DnameView
    allowUnverified: boolean
    controller?: AbortController
    aborted: boolean
    /** A fresh load: the requests sent before it, none of which may answer it. */
    freshAfter: number | undefined
    state: ReturnType<typeof track<DnameRecord | null>>
  }> = []
  const load = (
    address: string,
    view: DnameView,
    allowUnverified: boolean,
    signal: boolean,
    fresh = false,
  ) => {
    const controller = signal ? new AbortController() : undefined
    const freshAfter = fresh ? sent.length : undefined
    // Every other caller says it as a function, as the lookup's query options do.
    const said = callers.length % 2 === 0 ? fresh : () => fresh
    const state = track(
      batcher.load(address, { view, allowUnverified, signal: controller?.signal, fresh: said }),
    )
    callers.push({
      address,
      view,
      allowUnverified,
      ...(controller ? { controller } : {}),
      aborted: false,
      freshAfter,
      state,
    })
  }
  const abort = (index: number) => {
    const caller = callers[index % Math.max(1, callers.length)]
    if (!caller?.controller || caller.aborted) return undefined
    caller.aborted = caller.state.status === 'pending'
    caller.controller.abort()
    return caller
  }
  const answer = async (item: Open, kind: Answer, secs: number) => {
    open.splice(open.indexOf(item), 1)
    if (kind === 'network') return item.fail(new TypeError('fetch failed'))
    if (kind === 'fault') return item.reply(goa(503, 'internalError'))
    if (kind === 'notModified') return item.reply(new Response(null, { status: 304 }))
    if (kind === 'badJson') return item.reply(new Response('<html>', { status: 200 }))
    if (kind === 'rateLimited') {
      const wait = Math.min(Math.max(secs, 1), MAX_RATE_LIMIT_WAIT_SECS)
      blocks.push({ from: Date.now(), until: Date.now() + wait * 1000 })
      return item.reply(json({ limit: 1, secsRemaining: secs }, 429))
    }
    const truthful = await registry.fetch(item.request.clone())
    if (kind === 'badRecord' && truthful.status === 200) {
      const body = (await truthful.json()) as Record<string, DnameRecord>
      const [first] = Object.keys(body)
      if (first !== undefined)
        body[first] = { ...body[first], owner: 'not-an-address' } as DnameRecord
      return item.reply(json(body))
    }
    return item.reply(truthful)
  }

  for (const step of commands) {
    if (step.kind === 'load') {
      load(
        ADDRESSES[step.address] as string,
        VIEWS[step.view] as DnameView,
        step.allowUnverified,
        step.signal,
        step.fresh,
      )
    } else if (step.kind === 'abort') abort(step.caller)
    else if (step.kind === 'seen') batcher.seen(ADDRESSES[step.address] as string)
    else if (step.kind === 'hold') {
      const release = batcher.hold()
      openHolds++
      releases.push(() => {
        release()
        openHolds--
      })
    } else if (step.kind === 'release') {
      releases.splice(step.hold % Math.max(1, releases.length), 1)[0]?.()
    } else if (step.kind === 'reload') {
      // As StrictMode or a re-keyed row do (abort, then ask again at once), or, fresh, as a
      // refetch that cancels the fetch on its way does.
      const caller = abort(step.caller)
      if (caller) load(caller.address, caller.view, caller.allowUnverified, true, step.fresh)
    } else if (step.kind === 'sendFull') batcher.sendFullGroups()
    else if (step.kind === 'time') await vi.advanceTimersByTimeAsync(step.ms)
    else {
      const item = open[step.request % Math.max(1, open.length)]
      if (item) await answer(item, step.answer, step.secs)
    }
    await settleNow()
  }
  // Drain: every hold is released, the window passes (rows shown with nothing missing keep
  // their list until it ends), the registry answers truthfully, and time passes.
  for (const release of releases.splice(0)) release()
  await settleNow()
  await vi.advanceTimersByTimeAsync(settings.windowMs)
  await settleNow()
  for (
    let round = 0;
    round < 50 && (open.length > 0 || callers.some((c) => c.state.status === 'pending'));
    round++
  ) {
    for (const item of [...open]) await answer(item, 'ok', 0)
    await settleNow()
    await vi.advanceTimersByTimeAsync(MAX_RATE_LIMIT_WAIT_SECS * 1000)
    await settleNow()
  }
  const settled = callers.every((c) => c.state.status !== 'pending') && open.length === 0
  const timersLeft = vi.getTimerCount()
  // Nothing of the past is left in the batcher, seen from outside: a load of every named
  // address settles, in ceil(n / maxSize) new requests. A request left in its books would take
  // such a load and never answer it; a stale entry would add a request or an address.
  const before = sent.length
  const again = named.map((address) => track(batcher.load(address)))
  // A 429 of the sequence may still hold requests back.
  await vi.advanceTimersByTimeAsync(MAX_RATE_LIMIT_WAIT_SECS * 1000)
  await settleNow()
  for (const item of [...open]) await answer(item, 'ok', 0)
  await settleNow()
  const idle = {
    requests: sent.slice(before).map((r) => r.addresses.length),
    settled: again.every((c) => c.status === 'resolved'),
  }
  return {
    callers,
    sent: sent.slice(0, before),
    blocks,
    settled,
    timersLeft,
    idle,
    loads: callers.length,
  }
}

beforeEach(useFakeClock)
afterEach(() => {
  vi.useRealTimers()
})

describe('the batcher under random interleavings', () => {
  it('settles every load with the registry’s truth or a typed error, and leaves nothing behind', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(command, { minLength: 5, maxLength: 60, size: 'large' }),
          fc.constantFrom(2, 3, 5, 20),
          fc.constantFrom(0, 0, 5, 50),
          fc.constantFrom(1, 3),
          async (commands, maxSize, windowMs, attempts) => {
            vi.setSystemTime(0)
            const run = await runModel(commands, { maxSize, windowMs, attempts })
            // Every promise settled, with nothing left behind.
            for (const caller of run.callers) expect(caller.state.status).not.toBe('pending')
            expect(run.settled).toBe(true)
            expect(run.timersLeft).toBe(0)
            const groups = Array.from({ length: Math.ceil(named.length / maxSize) }, (_, i) =>
              Math.min(maxSize, named.length - i * maxSize),
            )
            expect(run.idle).toEqual({ requests: groups, settled: true })
            // No answer contradicts the registry; every failure is typed.
            for (const caller of run.callers) {
              const { status, value, error } = caller.state
              if (status === 'resolved') {
                const expected = truth.get(caller.address)?.[caller.allowUnverified ? 1 : 0]
                expect(expected).not.toBeUndefined()
                expect(value?.name ?? null).toBe(expected)
                if (value && caller.view !== 'tiny' && value.caAlgo) {
                  expect(value.properties?.verified?.avatar).toEqual(expect.any(String))
                }
                // A fresh load is answered by a request sent after it was made.
                if (caller.freshAfter !== undefined) {
                  const later = run.sent.slice(caller.freshAfter)
                  expect(later.some((r) => r.addresses.includes(caller.address))).toBe(true)
                }
              } else if (caller.aborted) {
                expect((error as Error).name).toBe('AbortError')
              } else {
                expect(error).toBeInstanceOf(DnameError)
              }
            }
            // Requests: within the group size, none for a refused address, none in a back-off;
            // while a hold is open, a group that is not full only asks again what was asked.
            for (const [i, request] of run.sent.entries()) {
              if (request.held && request.addresses.length < maxSize) {
                const before = new Set(run.sent.slice(0, i).flatMap((r) => r.addresses))
                expect(request.addresses.filter((a) => !before.has(a))).toEqual([])
              }
              expect(new Set(request.addresses).size).toBe(request.addresses.length)
              expect(request.addresses.length).toBeGreaterThan(0)
              expect(request.addresses.length).toBeLessThanOrEqual(maxSize)
              expect(request.addresses).not.toContain(refusedLocally)
              for (const block of run.blocks) {
                expect(request.at > block.from && request.at < block.until).toBe(false)
              }
            }
            const splitsPerEntry = 2 + Math.ceil(Math.log2(maxSize))
            expect(run.sent.length).toBeLessThanOrEqual(run.loads * attempts * splitsPerEntry)
          },
        ),
        { numRuns: Number(process.env.MODEL_RUNS ?? 1_500) },
      )
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
    expect(unhandled).toEqual([])
  }, 600_000)

  it('sends ceil(U / maxSize) requests for whatever one task asks, StrictMode re-loads included', async () => {
    const pool = [...named, ...loose, ...none, ...testAddresses(40, 5), refusedLocally]
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            address: fc.nat(pool.length - 1),
            view: fc.nat(3),
            allowUnverified: fc.boolean(),
            remount: fc.boolean(),
          }),
          { minLength: 1, maxLength: 150, size: 'large' },
        ),
        fc.constantFrom(3, 7, 20),
        fc.constantFrom(0, 10),
        async (loads, maxSize, windowMs) => {
          vi.setSystemTime(0)
          const registry = createMockRegistry({ records: RECORDS })
          const client = createDnameClient({ baseUrl: 'https://r.test', fetch: registry.fetch })
          const batcher = createLookupBatcher(client, { maxSize, windowMs })
          const calls = loads.map(({ address, view, allowUnverified, remount }) => {
            const options = { view: VIEWS[view] as DnameView, allowUnverified }
            if (remount) {
              const controller = new AbortController()
              void track(
                batcher.load(pool[address] as string, { ...options, signal: controller.signal }),
              )
              controller.abort()
            }
            return track(batcher.load(pool[address] as string, options))
          })
          await settleNow()
          await vi.advanceTimersByTimeAsync(windowMs)
          await settleNow()
          const unique = new Set(loads.map((l) => pool[l.address]))
          unique.delete(refusedLocally)
          expect(registry.requests).toHaveLength(Math.ceil(unique.size / maxSize))
          expect(calls.every((c) => c.status !== 'pending')).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  }, 600_000)

  it('sends as few requests when each full group leaves as it fills, for one view, and the first as soon as it is full', async () => {
    const pool = [...named, ...loose, ...none, ...testAddresses(40, 5), refusedLocally]
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(pool.length - 1), { minLength: 1, maxLength: 150, size: 'large' }),
        fc.nat(3),
        fc.boolean(),
        fc.constantFrom(3, 7, 20),
        fc.constantFrom(0, 10),
        async (picks, view, allowUnverified, maxSize, windowMs) => {
          vi.setSystemTime(0)
          const registry = createMockRegistry({ records: RECORDS })
          const client = createDnameClient({ baseUrl: 'https://r.test', fetch: registry.fetch })
          const batcher = createLookupBatcher(client, { maxSize, windowMs })
          const options = { view: VIEWS[view] as DnameView, allowUnverified }
          const seen = new Set<string>()
          const calls = picks.map((pick) => {
            const address = pool[pick] as string
            const call = track(batcher.load(address, options))
            batcher.sendFullGroups()
            if (address !== refusedLocally) seen.add(address)
            // Every full group has left, in this same task.
            expect(registry.requests).toHaveLength(Math.floor(seen.size / maxSize))
            return call
          })
          await settleNow()
          await vi.advanceTimersByTimeAsync(windowMs)
          await settleNow()
          expect(registry.requests).toHaveLength(Math.ceil(seen.size / maxSize))
          expect(calls.every((c) => c.status !== 'pending')).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  }, 600_000)
})
