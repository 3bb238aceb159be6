/**
 * Model-based test of the lookups hooks send as their components render: random sequences of
 * components mounting and unmounting (some only sending, as a component whose fetch has not
 * run yet; some showing the lookup through `useQuery`) over three keys, answers and failures
 * arriving in any order, and passing time. After each step: no key ever has two lookups live
 * at once, and a shown answer is the one its lookup gave. At the end, with every component gone
 * and every open lookup answered, each answer no fetch took is in the cache.
 */
import { QueryClient, useQuery } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { type Lookup, useLookupsAtRender } from '../../../src/react/hooks/useLookupsAtRender.js'

const KEYS = 3
const keyOf = (k: number) => ['dname', 'https://registry.test', 'lookup', `A${k}`, {}] as const

interface Call {
  key: number
  signal: AbortSignal
  settled: boolean
  /** Answered with a record. */
  ok: boolean
  settle: (answer: DnameRecord | Error) => void
}

type Step =
  | { kind: 'mount'; key: number; shows: boolean }
  | { kind: 'unmount'; index: number }
  | { kind: 'answer'; index: number; fails: boolean }
  | { kind: 'wait' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('mount' as const),
    key: fc.nat(KEYS - 1),
    shows: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('unmount' as const), index: fc.nat(7) }),
  fc.record({ kind: fc.constant('answer' as const), index: fc.nat(7), fails: fc.boolean() }),
  fc.constant({ kind: 'wait' as const }),
)

const batcher: LookupBatcher = {
  load: () => Promise.reject(new Error('not used')),
  sendFullGroups: () => false,
}

async function runSteps(steps: Step[]) {
  const client = new QueryClient()
  const context = { queryClient: client, batcher }
  const calls: Call[] = []
  const lookups: Lookup[] = Array.from({ length: KEYS }, (_, key) => ({
    queryKey: keyOf(key),
    enabled: true,
    queryFn: ({ signal }) =>
      new Promise<DnameRecord | null>((resolve, reject) => {
        const call: Call = {
          key,
          signal,
          settled: false,
          ok: false,
          settle: (answer) => {
            call.settled = true
            call.ok = !(answer instanceof Error)
            if (answer instanceof Error) reject(answer)
            else resolve(answer)
          },
        }
        calls.push(call)
      }),
  }))
  // What each showing component last showed, by its id.
  const shown = new Map<number, string>()
  function Sends({ lookup }: { lookup: Lookup }) {
    useLookupsAtRender(context, [lookup])
    return null
  }
  function Shows({ id, lookup }: { id: number; lookup: Lookup }) {
    const { queryKey, queryFn } = useLookupsAtRender(context, [lookup])[0] as Lookup
    const { data, error } = useQuery({ queryKey, queryFn, retry: false }, client)
    shown.set(id, data ? data.name : error ? 'error' : 'pending')
    return null
  }
  const mounted: Array<{ id: number; key: number; unmount: () => void }> = []
  let ids = 0
  const live = () => calls.filter((c) => !c.settled && !c.signal.aborted)
  for (const s of steps) {
    await act(async () => {
      if (s.kind === 'mount') {
        const id = ids++
        const lookup = lookups[s.key] as Lookup
        const { unmount } = render(
          s.shows ? <Shows id={id} lookup={lookup} /> : <Sends lookup={lookup} />,
        )
        mounted.push({ id, key: s.key, unmount })
      } else if (s.kind === 'unmount' && mounted.length > 0) {
        const [gone] = mounted.splice(s.index % mounted.length, 1)
        gone?.unmount()
        if (gone) shown.delete(gone.id)
      } else if (s.kind === 'answer') {
        const open = live()
        const call = open[s.index % Math.max(1, open.length)]
        call?.settle(call.key === 0 && s.fails ? new Error('down') : { name: `n${call.key}.algo` })
      }
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    for (let key = 0; key < KEYS; key++) {
      // Never two lookups of one key on their way at once.
      expect(live().filter((c) => c.key === key).length).toBeLessThanOrEqual(1)
    }
    // A shown name is its key's.
    for (const m of mounted) {
      const name = shown.get(m.id)
      if (name && name !== 'pending' && name !== 'error') expect(name).toBe(`n${m.key}.algo`)
    }
  }
  await act(async () => {
    for (const m of mounted.splice(0)) m.unmount()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  // Every lookup still on its way is answered: one that no fetch took keeps its answer in the
  // cache, and so did every fetch that was not cancelled.
  await act(async () => {
    for (const call of live()) call.settle({ name: `n${call.key}.algo` })
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(live()).toEqual([])
  for (const call of calls) {
    if (call.ok && !call.signal.aborted) {
      expect(client.getQueryData(keyOf(call.key))).toEqual({ name: `n${call.key}.algo` })
    }
  }
  client.clear()
}

describe('lookups sent as components render (model)', () => {
  it('keeps one lookup per key on its way, shows its own answers, keeps what no fetch took', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), runSteps), {
      numRuns: 300,
    })
  }, 300_000)
})
