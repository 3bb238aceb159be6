/**
 * The observers the components share (`createSharedLookups`): one per lookup on screen, gone
 * when its last component leaves, and every component seeing what the cache holds. Examples
 * through the components, then a model-based test of the store over random interleavings of
 * components arriving and leaving, answers, failures and passing time.
 */
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { Suspense } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import type { LookupBatcher } from '../../src/core/batcher/createLookupBatcher.js'
import type { DnameClient } from '../../src/core/client/createDnameClient.js'
import { lookupQueryKey } from '../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../src/core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../../src/core/schemas/enums.js'
import { generateDataset } from '../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../src/react/components/DnameName.js'
import { createSharedLookups } from '../../src/react/createSharedLookups.js'
import { testAddresses } from '../helpers/ledgerAddresses.js'
import { renderLongPage } from './renderLongPage.js'
import { BASE_URL, renderWithRegistry } from './renderWithRegistry.js'

const { addresses } = generateDataset()

afterEach(() => {
  vi.useRealTimers()
})

it("gives a row's avatar and name, and every row of one account, one observer", async () => {
  const address = addresses.verified
  const rows = [0, 1, 2].map((i) => (
    <li key={i}>
      <DnameAvatar address={address} />
      <DnameName address={address} />
    </li>
  ))
  const { queryClient, rerender, lookups } = renderWithRegistry(<ul>{rows}</ul>)
  await waitFor(() => expect(screen.getAllByText(/\.algo$/)).toHaveLength(3))
  const query = queryClient
    .getQueryCache()
    .find({ queryKey: lookupQueryKey(BASE_URL, address, { view: 'thumbnail' }) })
  expect(query?.getObserversCount()).toBe(1)
  expect(lookups()).toHaveLength(1)
  // The last row leaves: so does the observer, and the entry waits for gcTime as with useQuery.
  rerender(<ul />)
  await waitFor(() => expect(query?.getObserversCount()).toBe(0))
  expect(queryClient.getQueryCache().getAll()).toContain(query)
})

it('fetches a stale lookup again when its first component mounts, not for each that joins it', async () => {
  const address = addresses.verified
  const one = <DnameName key="one" address={address} />
  const two = <DnameName key="two" address={address} />
  const { rerender, lookups } = renderWithRegistry(<ul>{one}</ul>, {
    provider: { staleTime: 0 },
  })
  await waitFor(() => expect(screen.getAllByText(/\.algo$/)).toHaveLength(1))
  expect(lookups()).toHaveLength(1)
  // A second component joins the one showing the (already stale) record: no request.
  rerender(<ul>{[one, two]}</ul>)
  await waitFor(() => expect(screen.getAllByText(/\.algo$/)).toHaveLength(2))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(lookups()).toHaveLength(1)
  // All gone, then one again: it mounts first, and the stale record is fetched again.
  rerender(<ul />)
  await new Promise((resolve) => setTimeout(resolve, 0))
  rerender(<ul>{two}</ul>)
  await waitFor(() => expect(lookups()).toHaveLength(2))
})

it('sets no stale timer per observer, where useQuery sets one on every answer', async () => {
  const timers = vi.spyOn(globalThis, 'setTimeout')
  const staleTimers = () =>
    timers.mock.calls.filter(
      ([, delay]) => typeof delay === 'number' && delay > 4000 && delay <= 4322,
    )
  const rows = [addresses.verified, addresses.unverified, addresses.twoUnverified]
  renderWithRegistry(
    <ul>
      {rows.map((address) => (
        <li key={address}>
          <DnameName address={address} />
        </li>
      ))}
    </ul>,
    { provider: { staleTime: 4321 } },
  )
  await waitFor(() => expect(document.querySelectorAll('[data-state="loading"]')).toHaveLength(0))
  expect(staleTimers()).toHaveLength(0)
  timers.mockRestore()
})

it('fetches again on mount only once the record is older than staleTime', async () => {
  const one = <DnameName key="one" address={addresses.verified} />
  const { rerender, lookups } = renderWithRegistry(<ul>{one}</ul>, {
    provider: { staleTime: 1000 },
  })
  await waitFor(() => expect(screen.getAllByText(/\.algo$/)).toHaveLength(1))
  const remount = async () => {
    rerender(<ul />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    rerender(<ul>{one}</ul>)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await remount()
  expect(lookups()).toHaveLength(1)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await remount()
  expect(lookups()).toHaveLength(2)
})

it("sends a long page's first lookups while the page is still rendering, in as few requests", async () => {
  const { rows, sent, sentBeforeLast } = renderLongPage(DnameName, 7)
  // The first full group left as it filled, before the last row rendered; the other two as
  // the page committed, so that the page's render is not lengthened by its requests.
  expect(sentBeforeLast[0]).toBe(1)
  await waitFor(() => expect(document.querySelectorAll('[data-state="loading"]')).toHaveLength(0))
  expect(sent).toEqual([rows.slice(0, 20), rows.slice(20, 40), rows.slice(40)])
})

it('sends one request more when a component after the first 20 asks more of one of them than they asked', async () => {
  const rows = testAddresses(20, 9)
  const { lookups } = renderWithRegistry(
    <>
      <ul>
        {rows.map((address) => (
          <li key={address}>
            <DnameName address={address} />
          </li>
        ))}
      </ul>
      <DnameName address={rows[0]} view="full" />
    </>,
  )
  await waitFor(() => expect(document.querySelectorAll('[data-state="loading"]')).toHaveLength(0))
  // The 20 rows left as the 20th rendered; the footer, asking a richer view, could not join.
  expect(lookups().map((r) => [r.query.view, r.query.address?.length])).toEqual([
    [['thumbnail'], 20],
    [['full'], 1],
  ])
})

it('sends at most one request more than ceil(U / 20) for a page whose components ask different views', async () => {
  const pool = testAddresses(45, 8)
  const views: DnameView[] = ['tiny', 'thumbnail', 'brief', 'full']
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          address: fc.nat(pool.length - 1),
          view: fc.nat(views.length - 1),
          allowUnverified: fc.boolean(),
        }),
        { minLength: 1, maxLength: 60 },
      ),
      async (picks) => {
        // A row may repeat another's address and options: each has a key of its own.
        const rows = picks.map((pick, n) => ({ ...pick, key: `row ${n}` }))
        const { lookups, unmount } = renderWithRegistry(
          <ul>
            {rows.map((row) => (
              <li key={row.key}>
                <DnameName
                  address={pool[row.address]}
                  view={views[row.view]}
                  allowUnverified={row.allowUnverified}
                />
              </li>
            ))}
          </ul>,
        )
        await waitFor(() =>
          expect(document.querySelectorAll('[data-state="loading"]')).toHaveLength(0),
        )
        const unique = new Set(rows.map((row) => row.address)).size
        // The page's first full group left as it rendered: a component after it asking more
        // of one of its addresses (a richer view, or allowUnverified) is sent with the rest.
        expect(lookups().length).toBeGreaterThanOrEqual(Math.ceil(unique / 20))
        expect(lookups().length).toBeLessThanOrEqual(Math.ceil(unique / 20) + 1)
        unmount()
      },
    ),
    { numRuns: 40 },
  )
}, 60_000)

it('shows, with no request of its own, the record a render that never committed started', async () => {
  const address = addresses.verified
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let open = false
  void gate.then(() => {
    open = true
  })
  // Suspends until released: the name beside it renders, starts its lookup, and is thrown away.
  function Gate() {
    if (!open) throw gate
    return null
  }
  const { lookups, queryClient } = renderWithRegistry(
    <Suspense fallback={<p>waiting</p>}>
      <DnameName address={address} />
      <Gate />
    </Suspense>,
  )
  expect(screen.getByText('waiting')).toBeDefined()
  const key = lookupQueryKey(BASE_URL, address, { view: 'thumbnail' })
  // The lookup it started lands in the cache, as a prefetch's would.
  await waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ name: 'alice.algo' }))
  release()
  await waitFor(() => expect(screen.getByText('alice.algo')).toBeDefined())
  expect(lookups()).toHaveLength(1)
})

it('joins the cache entry there now when its own left the cache before any component showed it', async () => {
  const address = addresses.verified
  const key = lookupQueryKey(BASE_URL, address, { view: 'thumbnail' })
  let open = false
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = () => {
      open = true
      resolve()
    }
  })
  function Gate() {
    if (!open) throw gate
    return null
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 20 } } })
  queryClient.setQueryData(key, { name: 'cached.algo' })
  // The name renders with the record cached, so starts nothing, and is thrown away.
  const { lookups } = renderWithRegistry(
    <Suspense fallback={<p>waiting</p>}>
      <DnameName address={address} />
      <Gate />
    </Suspense>,
    { provider: { queryClient, gcTime: 20 } },
  )
  await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: key })).toBeUndefined())
  release()
  await waitFor(() => expect(screen.getByText('alice.algo')).toBeDefined())
  expect(lookups()).toHaveLength(1)
  expect(queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(1)
})

// The model: three addresses, two views, and a batcher whose answers the test gives.
const ADDRESSES = ['ADDR-A', 'ADDR-B', 'ADDR-C']
const VIEWS: DnameView[] = ['tiny', 'thumbnail']
const KEYS = ADDRESSES.flatMap((address) => VIEWS.map((view) => ({ address, view })))

type Command =
  | { kind: 'subscribe'; key: number; committed: boolean }
  | { kind: 'discard'; key: number }
  | { kind: 'unsubscribe'; pick: number }
  | { kind: 'answer'; pick: number; outcome: 'record' | 'none' | 'error' }
  | { kind: 'time'; ms: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  // A component subscribes as React's effects run; `committed`: it started the lookup as it
  // committed, and its effects run at the next step of time (after the paint).
  fc.record({
    kind: fc.constant('subscribe' as const),
    key: fc.nat(KEYS.length - 1),
    committed: fc.boolean(),
  }),
  // A component renders, starting its lookup, and its render never commits.
  fc.record({ kind: fc.constant('discard' as const), key: fc.nat(KEYS.length - 1) }),
  fc.record({ kind: fc.constant('unsubscribe' as const), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constant('answer' as const),
    pick: fc.nat(20),
    outcome: fc.constantFrom('record' as const, 'none' as const, 'error' as const),
  }),
  fc.record({ kind: fc.constant('time' as const), ms: fc.constantFrom(0, 1, 16, 50, 100) }),
)

const recordOf = (address: string, view: DnameView): DnameRecord => ({
  name: `${address.toLowerCase()}-${view}.algo`,
})

it('keeps one observer per lookup with components, and shows each component what the cache holds', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { maxLength: 30 }), async (commands) => {
      vi.useFakeTimers()
      const queryClient = new QueryClient()
      type Pending = {
        address: string
        view: DnameView
        resolve: (record: DnameRecord | null) => void
        reject: (error: Error) => void
      }
      let pending: Pending[] = []
      const batcher: LookupBatcher = {
        load: (address, options = {}) =>
          new Promise((resolve, reject) => {
            const load = { address, view: options.view ?? 'tiny', resolve, reject }
            pending.push(load)
            options.signal?.addEventListener('abort', () => {
              pending = pending.filter((p) => p !== load)
              reject(new DOMException('aborted', 'AbortError'))
            })
          }),
        sendFullGroups: () => false,
      }
      const lookups = createSharedLookups({
        client: { baseUrl: BASE_URL } as DnameClient,
        batcher,
        queryClient,
      })
      const active: Array<{ key: number; leave: () => void; read: () => unknown }> = []
      // Components that committed, waiting for their effects.
      let effects: Array<{ key: number; subscribe: () => void }> = []
      // Lookups started by a render that never committed.
      const discarded = new Set<number>()
      // Lookups whose load was answered with an error at least once.
      const failed = new Set<number>()
      const queryOf = (key: number) => {
        const { address, view } = KEYS[key] as (typeof KEYS)[number]
        return queryClient
          .getQueryCache()
          .find({ queryKey: lookupQueryKey(BASE_URL, address, { view }) })
      }
      const check = () => {
        // Each lookup is asked of the batcher once at a time: the fetch on subscribe takes the
        // lookup started at the commit, or it is called off.
        for (const [key, { address, view }] of KEYS.entries()) {
          const loads = pending.filter((p) => p.address === address && p.view === view).length
          expect(loads).toBeLessThan(2)
          const query = queryOf(key)
          // And only for a fetch in flight, a commit whose effects have yet to run, or a render
          // that never committed (its answer goes to the cache): nothing lingers, to be taken
          // later for a stale answer.
          const waiting = effects.some((e) => e.key === key) || discarded.has(key)
          if (loads > 0 && !waiting) expect(query?.state.fetchStatus).toBe('fetching')
          const components = active.filter((a) => a.key === key).length
          // One observer while a component shows the lookup, none once the last has left.
          expect(query?.getObserversCount() ?? 0).toBe(components > 0 ? 1 : 0)
        }
        // Each component is shown what the cache holds (once TanStack's notifications ran).
        for (const { key, read } of active) {
          const shown = read() as { data: unknown; status: string }
          const state = queryOf(key)?.state
          expect([shown.status, shown.data]).toEqual([state?.status, state?.data])
        }
      }
      for (const step of commands) {
        if (step.kind === 'subscribe') {
          const { address, view } = KEYS[step.key] as (typeof KEYS)[number]
          const store = lookups(address, { view })
          const subscribe = () => {
            // The component's observer takes what a discarded render started, and cancels it if
            // it leaves before the answer, as useQuery does.
            discarded.delete(step.key)
            const leave = store.subscribe(() => {})
            active.push({ key: step.key, leave, read: store.getSnapshot })
          }
          if (step.committed) {
            store.start()
            effects.push({ key: step.key, subscribe })
          } else subscribe()
        } else if (step.kind === 'discard') {
          const { address, view } = KEYS[step.key] as (typeof KEYS)[number]
          const before = pending.length
          lookups(address, { view }).start()
          // Only when it sent a lookup: nothing is started while one is cached or on its way.
          if (pending.length > before) discarded.add(step.key)
        } else if (step.kind === 'unsubscribe' && active.length > 0) {
          const [gone] = active.splice(step.pick % active.length, 1)
          gone?.leave()
        } else if (step.kind === 'answer' && pending.length > 0) {
          const [load] = pending.splice(step.pick % pending.length, 1)
          if (!load) continue
          if (step.outcome === 'error') {
            failed.add(KEYS.findIndex((k) => k.address === load.address && k.view === load.view))
            load.reject(new Error('refused'))
          } else load.resolve(step.outcome === 'none' ? null : recordOf(load.address, load.view))
        } else if (step.kind === 'time') {
          for (const { subscribe } of effects) subscribe()
          effects = []
          await vi.advanceTimersByTimeAsync(step.ms)
          check()
        }
      }
      // Everything answered: every component still there has settled.
      for (const { subscribe } of effects) subscribe()
      for (;;) {
        await vi.advanceTimersByTimeAsync(1)
        const load = pending.shift()
        if (!load) break
        load.resolve(recordOf(load.address, load.view))
      }
      await vi.advanceTimersByTimeAsync(1)
      check()
      // What a render that never committed started is in the cache once answered, unless it
      // failed: then nothing is kept, and the next component to show it fetches it again.
      for (const key of discarded) {
        if (!failed.has(key)) expect(queryOf(key)?.state.data).toBeDefined()
      }
      for (const { read } of active) {
        expect((read() as { status: string }).status).not.toBe('pending')
      }
      for (const { leave } of active) leave()
      await vi.advanceTimersByTimeAsync(1)
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .every((q) => q.getObserversCount() === 0),
      ).toBe(true)
      queryClient.clear()
      vi.useRealTimers()
    }),
    { numRuns: 1000 },
  )
}, 120_000)
