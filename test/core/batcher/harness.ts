import { expect, vi } from 'vitest'
import {
  createLookupBatcher,
  type LookupBatcherOptions,
} from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import {
  createMockRegistry,
  type MockRegistryOptions,
} from '../../../src/mock/createMockRegistry.js'

/** Fake timers for the window and back-off; real setImmediate to let module loading finish. */
export function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: 0 })
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Runs the timers up to `ms` from now and lets every promise in between settle. */
export async function advance(ms = 0) {
  await tick()
  await vi.advanceTimersByTimeAsync(ms)
  await tick()
  await vi.advanceTimersByTimeAsync(0)
  await tick()
}

export function batcherOn(
  registryOptions: MockRegistryOptions = {},
  batcherOptions: LookupBatcherOptions = {},
) {
  const registry = createMockRegistry(registryOptions)
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
  const batcher = createLookupBatcher(client, batcherOptions)
  const lookups = () => registry.requests.filter((r) => r.path === '/dname/lookup')
  /** The addresses of each lookup request, in order. */
  const shapes = () => lookups().map((r) => r.query.address ?? [])
  return { registry, client, batcher, lookups, shapes, addresses: registry.addresses! }
}

/** Records whether a promise settled, and how, without an unhandled rejection. */
export function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = {
    status: 'pending',
  }
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  )
  return state
}

/** `count` distinct addresses that have a verified name in `registry`. */
export function namedAddresses(
  registry: { records(): Array<{ caAlgo?: string[] | undefined }> },
  count: number,
) {
  const unique = [...new Set(registry.records().flatMap((r) => r.caAlgo ?? []))]
  if (unique.length < count)
    throw new Error(`the dataset has only ${unique.length} named addresses`)
  return unique.slice(0, count)
}

/**
 * Whether `batcher` holds nothing of its past loads, seen from outside: a load of each of
 * `addresses` (named, so none is refused) settles, in ceil(n / 20) new requests. A request
 * left in its books would take such a load and never answer it, and a stale entry or timer
 * would add a request.
 */
export async function expectIdle(
  batcher: ReturnType<typeof batcherOn>['batcher'],
  addresses: readonly string[],
  requests: () => number,
) {
  const before = requests()
  const calls = addresses.map((address) => track(batcher.load(address)))
  await advance(1_000)
  expect(calls.every((call) => call.status === 'resolved' && call.value)).toBe(true)
  expect(requests() - before).toBe(Math.ceil(new Set(addresses).size / 20))
}
