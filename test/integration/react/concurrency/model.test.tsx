/**
 * Model-based test of the lookup path in React: thousands of random sequences of rows mounting,
 * moving in transitions, unmounting, a sibling suspending and resuming, a tab hidden and shown,
 * garbage collection, invalidations, renames at the registry, `clear()`, the wall clock set
 * back or forward by an hour, and server answers
 * (names, faults, network errors) given in any order. After each step: every row on screen
 * shows what the cache holds for its key, a step of React's sends at most ceil(U / 20) requests
 * for its U addresses, and once the sequence ends and everything unmounts, every fetch settles
 * and nothing stays subscribed or cached.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import fc from 'fast-check'
import { type ReactNode, StrictMode, startTransition } from 'react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import {
  loadFailures,
  loadNameWarning,
  loadValidation,
} from '../../../../src/core/client/loadValidation.js'
import { createDnameConfig } from '../../../../src/core/config/createDnameConfig.js'
import { lookupQueryKey } from '../../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../../src/core/schemas/dnameRecordSchema.js'
import { createMockRegistry } from '../../../../src/mock/createMockRegistry.js'
import { DnameName } from '../../../../src/react/components/DnameName.js'
import { DnameProvider } from '../../../../src/react/DnameProvider.js'
import { useDnameLookup } from '../../../../src/react/hooks/useDnameLookup.js'
import { testAddresses } from '../../../support/ledgerAddresses.js'
import { ActivityOrUnmount as Activity } from '../../../support/react19.js'

const BASE_URL = 'https://registry.test'
const VIEW = { view: 'thumbnail' } as const
const GC_TIME = 1_000
const POOL = testAddresses(30, 81)
const SLOTS = 4

// The chunks an answer or a failure waits for, loaded before any run: their first import takes
// real time, which the fake clock's end phase would otherwise outrun on a busy machine.
beforeAll(async () => {
  await Promise.all([loadValidation(), loadFailures(), loadNameWarning()])
})

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

/** What a slot shows: a run of addresses from the pool, as `DnameName`s or `useDnameLookup` rows. */
interface Slot {
  start: number
  length: number
  hook: boolean
}

type Command =
  | { kind: 'mount'; slot: number; start: number; length: number; hook: boolean }
  | { kind: 'move'; slot: number; start: number }
  | { kind: 'unmount'; slot: number }
  | { kind: 'suspend'; slot: number; start: number }
  | { kind: 'resume' }
  | { kind: 'hide' }
  | { kind: 'show' }
  | { kind: 'gc' }
  | { kind: 'time'; ms: number }
  | { kind: 'invalidate'; address: number }
  | { kind: 'rename'; address: number }
  | { kind: 'clear' }
  | { kind: 'clock'; hours: -1 | 1 }
  | { kind: 'answer'; request: number; answer: 'ok' | 'fault' | 'network' }

const slot = fc.nat(SLOTS - 1)
const start = fc.nat(POOL.length - 1)
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('mount' as const),
      slot,
      start,
      length: fc.integer({ min: 1, max: 14 }),
      hook: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), slot, start }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unmount' as const), slot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('suspend' as const), slot, start }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resume' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hide' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('show' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gc' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('time' as const),
      ms: fc.constantFrom(0, 60, 1_100),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('invalidate' as const), address: start }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), address: start }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      hours: fc.constantFrom(-1 as const, 1 as const),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      request: fc.nat(),
      answer: fc.constantFrom('ok', 'ok', 'ok', 'fault', 'network') as fc.Arbitrary<
        'ok' | 'fault' | 'network'
      >,
    }),
  },
)

const addressesOf = ({ start, length }: Slot) =>
  Array.from({ length }, (_, i) => POOL[(start + i) % POOL.length] as string)

function HookRow({ address }: { address: string }) {
  const { data, isError } = useDnameLookup(address, VIEW)
  const state = data ? 'found' : data === null ? 'not-found' : isError ? 'error' : 'loading'
  return (
    <span data-dname="" data-state={state} data-name={data?.name}>
      {data?.name}
    </span>
  )
}

function SlotRows({ slot }: { slot: Slot }) {
  return (
    <>
      {addressesOf(slot).map((address, i) => (
        // By place: a row that moves keeps its component, which then shows another address.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are their places here
        <p key={i} data-address={address}>
          {slot.hook ? <HookRow address={address} /> : <DnameName address={address} {...VIEW} />}
        </p>
      ))}
    </>
  )
}

async function runModel(commands: Command[]) {
  const registry = createMockRegistry({
    records: POOL.map((address, i) => ({ name: `p${i}.algo`, owner: address, caAlgo: [address] })),
  })
  const open: { request: Request; reply: (r: Response) => void; fail: (e: unknown) => void }[] = []
  const sent: string[][] = []
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise((reply, fail) => {
      const request = new Request(input, init)
      sent.push(new URL(request.url).searchParams.getAll('address'))
      const item = { request, reply, fail }
      open.push(item)
      init?.signal?.addEventListener('abort', () => {
        open.splice(open.indexOf(item), 1)
        fail(init.signal?.reason)
      })
    })
  const config = createDnameConfig({ baseUrl: BASE_URL, fetch, gcTime: GC_TIME })
  const queryClient = new QueryClient()
  const slots: (Slot | undefined)[] = Array(SLOTS).fill(undefined)
  // Slots whose rows may show a query `clear()` took out of the cache, as `useQuery` does, until
  // they render again.
  const cleared = new Set<number>()
  let hidden = false
  let suspended: { resolve: () => void; slots: (Slot | undefined)[] } | undefined
  let renames = 0

  const resolved = new WeakSet<Promise<void>>()
  const Suspends = ({ promise }: { promise: Promise<void> }): null => {
    if (!resolved.has(promise)) throw promise
    return null
  }
  const page = (shown: (Slot | undefined)[], suspender?: Promise<void>): ReactNode => (
    <StrictMode>
      <DnameProvider config={config} queryClient={queryClient}>
        <Activity mode={hidden ? 'hidden' : 'visible'}>
          {shown.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its place
            <section key={i} data-slot={i}>
              {s && <SlotRows slot={s} />}
            </section>
          ))}
        </Activity>
        {suspender && <Suspends promise={suspender} />}
      </DnameProvider>
    </StrictMode>
  )
  const view = render(page(slots))
  const settle = async () => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
  }
  const rerender = async (next: ReactNode, transition = false) => {
    await act(async () => {
      if (transition) startTransition(() => view.rerender(next))
      else view.rerender(next)
    })
    await settle()
  }
  const answer = async (index: number, kind: 'ok' | 'fault' | 'network') => {
    const item = open.splice(index % open.length, 1)[0]
    if (!item) return
    if (kind === 'network') item.fail(new TypeError('fetch failed'))
    else if (kind === 'fault') item.reply(new Response('{}', { status: 503 }))
    else item.reply(await registry.fetch(item.request.clone()))
    await settle()
  }
  /** Every row on screen shows what the cache holds for its key. */
  const checkRows = () => {
    if (hidden) return
    for (const [i, s] of slots.entries()) {
      if (!s || cleared.has(i)) continue
      for (const address of addressesOf(s)) {
        const row = view.container.querySelector(
          `[data-slot="${i}"] [data-address="${address}"] [data-dname]`,
        )
        expect(row, `slot ${i} shows ${address}`).not.toBeNull()
        const cached = queryClient.getQueryData<DnameRecord | null>(
          lookupQueryKey(BASE_URL, address, VIEW),
        )
        const state = row?.getAttribute('data-state')
        if (cached === undefined) expect(['loading', 'error']).toContain(state)
        else if (cached === null) expect(state).toBe('not-found')
        else {
          expect(state).toBe('found')
          expect(row?.textContent).toContain(cached.name)
        }
      }
    }
  }

  const rendersPage = ['mount', 'move', 'unmount', 'suspend', 'hide', 'show']
  for (const step of commands) {
    const before = sent.length
    let reactStep = false
    // While a transition is suspended, the page changes only by resuming it.
    if (suspended && rendersPage.includes(step.kind)) continue
    switch (step.kind) {
      case 'mount':
        slots[step.slot] = { start: step.start, length: step.length, hook: step.hook }
        cleared.delete(step.slot)
        reactStep = true
        await rerender(page(slots))
        break
      case 'move': {
        const s = slots[step.slot]
        if (!s) break
        slots[step.slot] = { ...s, start: step.start }
        cleared.delete(step.slot)
        reactStep = true
        await rerender(page(slots), true)
        break
      }
      case 'unmount':
        slots[step.slot] = undefined
        cleared.delete(step.slot)
        await rerender(page(slots))
        break
      case 'suspend': {
        // A transition that shows a slot's rows beside a sibling that suspends: it does not
        // commit until resumed, and the page keeps its rows meanwhile.
        if (suspended) break
        let resolve = () => {}
        const promise: Promise<void> = new Promise<void>((r) => {
          resolve = () => {
            resolved.add(promise)
            r()
          }
        })
        const next = [...slots]
        const s = slots[step.slot] ?? { start: 0, length: 3, hook: false }
        next[step.slot] = { ...s, start: step.start }
        suspended = { resolve, slots: next }
        await rerender(page(next, promise), true)
        break
      }
      case 'resume':
        if (!suspended) break
        suspended.resolve()
        for (const [i, s] of suspended.slots.entries()) {
          slots[i] = s
          cleared.delete(i)
        }
        suspended = undefined
        await rerender(page(slots), true)
        break
      case 'hide':
        hidden = true
        await rerender(page(slots))
        break
      case 'show':
        hidden = false
        await rerender(page(slots))
        break
      case 'gc':
        await act(async () => {
          await vi.advanceTimersByTimeAsync(GC_TIME + 10)
        })
        break
      case 'time':
        await act(async () => {
          await vi.advanceTimersByTimeAsync(step.ms)
        })
        break
      case 'invalidate':
        await act(async () => {
          void queryClient.invalidateQueries({
            queryKey: ['dname', BASE_URL, 'lookup', POOL[step.address]],
          })
        })
        await settle()
        break
      case 'rename':
        registry.updateRecord(registry.records()[step.address]?.name ?? '', {
          name: `r${renames++}.algo`,
        })
        break
      case 'clock':
        // The wall clock only: no timer, hold or back-off may move with it.
        vi.setSystemTime(Date.now() + step.hours * 3_600_000)
        break
      case 'clear':
        await act(async () => queryClient.clear())
        for (const [i, s] of slots.entries()) if (s) cleared.add(i)
        break
      case 'answer':
        await answer(step.request, step.answer)
        break
    }
    if (!suspended) checkRows()
    if (reactStep && !suspended) {
      // A step of React's sends at most ceil(U / 20) requests for the U addresses it asks.
      const asked = sent.slice(before)
      const unique = new Set(asked.flat()).size
      expect(asked.length).toBeLessThanOrEqual(Math.ceil(unique / 20))
    }
    for (const request of sent) expect(request.length).toBeLessThanOrEqual(20)
  }

  // The end: the suspended transition resumes, the registry answers everything, time passes
  // (retries, gcTime), then every row goes.
  suspended?.resolve()
  for (let round = 0; round < 30 && (open.length > 0 || queryClient.isFetching() > 0); round++) {
    while (open.length > 0) await answer(0, 'ok')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000)
    })
  }
  const fetching = queryClient.isFetching()
  view.unmount()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(GC_TIME * 2)
  })
  return {
    fetching,
    open: open.length,
    observers: queryClient
      .getQueryCache()
      .getAll()
      .reduce((n, q) => n + q.getObserversCount(), 0),
    cached: queryClient.getQueryCache().getAll().length,
    timers: vi.getTimerCount(),
  }
}

const CLEARED_UNDER_SUSPENSE: Command[] = [
  { kind: 'mount', slot: 0, start: 0, length: 1, hook: false },
  { kind: 'suspend', slot: 1, start: 0 },
  { kind: 'clear' },
  { kind: 'resume' },
  { kind: 'answer', request: 0, answer: 'ok' },
  { kind: 'invalidate', address: 0 },
  { kind: 'answer', request: 0, answer: 'ok' },
]

it('keeps every row on what the cache holds, batches each step, and leaves nothing behind', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 25 }), async (commands) => {
      vi.setSystemTime(0)
      const end = await runModel(commands)
      expect(end).toEqual({ fetching: 0, open: 0, observers: 0, cached: 0, timers: 0 })
    }),
    {
      numRuns: Number(process.env.MODEL_RUNS ?? 1_000),
      // A row kept on its cleared query once its options stopped changing between renders.
      examples: [[CLEARED_UNDER_SUSPENSE]],
    },
  )
}, 600_000)
