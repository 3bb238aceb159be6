/**
 * Model-based test of the hold that keeps a render's lookups together: thousands of random
 * sequences of renders that start lookups, gaps of any length between React's slices, commits,
 * renders dropped or suspended, React going idle, and loads made outside any render. React is
 * played by the test: it commits, drops, and says when its scheduler is idle. After each step:
 * while a hold is open, every request that leaves is full; a hold ends only as a render commits
 * or React goes idle, and then every load made under it has left, in ceil(U / 20) requests for
 * the U addresses loaded since the hold opened; the time that passes releases nothing; and
 * once React is idle and the registry has answered, every load has settled.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '../../../src/core/client/failures.js'
import '../../../src/core/client/validation.js'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { createLookupRuntime, type Hold } from '../../../src/react/query/createLookupRuntime.js'
import { advance, track } from '../../core/batcher/harness.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const POOL = testAddresses(1200, 91)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

type Command =
  | { kind: 'rows'; count: number }
  | { kind: 'gap'; ms: number }
  | { kind: 'commit' }
  | { kind: 'drop' }
  | { kind: 'idle' }
  | { kind: 'load'; count: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('rows' as const),
      count: fc.integer({ min: 1, max: 27 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('gap' as const),
      ms: fc.integer({ min: 0, max: 10_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('commit' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('idle' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('load' as const),
      count: fc.integer({ min: 1, max: 5 }),
    }),
  },
)

it('keeps every render together until it commits or React is idle, whatever time passes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
      const registry = createMockRegistry({ records: [] })
      const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
      const batcher = createLookupBatcher(client)
      const idle: Array<() => void> = []
      const runtime = createLookupRuntime(batcher, (done) => idle.push(done))
      const sent = () =>
        registry.requests
          .filter((r) => r.path === '/dname/lookup')
          .map((r) => r.query.address ?? [])
      let next = 0
      const loads: ReturnType<typeof track>[] = []
      /** Addresses loaded since the open hold began, and the requests before it. */
      let window: { addresses: string[]; requestsBefore: number } | undefined
      /** The hold of the render React is working on, and whether React has work at all. */
      let rendering: Hold | undefined
      let released = false
      const fresh = (count: number) => {
        next += count
        return POOL.slice(next - count, next)
      }
      const load = (address: string) => loads.push(track(batcher.load(address)))

      const endWindow = () => {
        if (!window) return
        const left = new Set(sent().slice(window.requestsBefore).flat())
        for (const address of window.addresses) expect(left.has(address)).toBe(true)
        expect(sent().length - window.requestsBefore).toBe(Math.ceil(window.addresses.length / 20))
        window = undefined
      }

      for (const step of commands) {
        switch (step.kind) {
          case 'rows': {
            for (const address of fresh(step.count)) {
              const hold = runtime.start(() => load(address))
              if (!window) window = { addresses: [], requestsBefore: sent().length }
              window.addresses.push(address)
              if (rendering === undefined) {
                rendering = hold
                released = false
                void hold.released.then(() => {
                  released = true
                })
              }
            }
            break
          }
          case 'load': {
            for (const address of fresh(step.count)) {
              load(address)
              window?.addresses.push(address)
            }
            break
          }
          case 'gap':
            // Slices and the tasks between them: no timer ends a hold.
            await advance(step.ms)
            break
          case 'commit':
            rendering?.release()
            await advance()
            if (rendering) endWindow()
            rendering = undefined
            break
          case 'drop':
            // The render is dropped or suspends: React has nothing left to do, and says so.
            rendering = undefined
            break
          case 'idle':
            if (rendering) break
            for (const done of idle.splice(0)) done()
            await advance()
            endWindow()
            break
        }
        await advance()
        const open = window !== undefined
        // While a hold is open, only full groups leave.
        if (open && window) {
          for (const request of sent().slice(window.requestsBefore))
            expect(request).toHaveLength(20)
          if (rendering) expect(released).toBe(false)
        }
      }
      // React finishes: the last render commits, and then it is idle.
      rendering?.release()
      for (const done of idle.splice(0)) done()
      await advance(1_000)
      endWindow()
      expect(loads.every((l) => l.status !== 'pending')).toBe(true)
    }),
    { numRuns: 2_000 },
  )
}, 240_000)
