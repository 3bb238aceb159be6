import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../src/core/client/failures.js'
import '../../../src/core/client/validation.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'
import { lookupQueryOptions } from '../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { testAddresses } from '../../support/ledgerAddresses.js'
import { advance, batcherOn, expectIdle, namedAddresses, track, useFakeClock } from './harness.js'

beforeEach(useFakeClock)
afterEach(() => {
  vi.useRealTimers()
})

/** Loads `address` with a signal of its own, as a mounted query does. */
const mounted = (
  batcher: ReturnType<typeof batcherOn>['batcher'],
  address: string,
  view: 'tiny' | 'thumbnail' = 'tiny',
) => {
  const controller = new AbortController()
  const call = track(batcher.load(address, { view, signal: controller.signal }))
  return { call, unmount: () => controller.abort() }
}

describe('every load settles', () => {
  it('shows every name when StrictMode mounts, unmounts and mounts 60 rows in one task', async () => {
    const { batcher, shapes, registry } = batcherOn({ latencyMs: 20 })
    const named = namedAddresses(registry, 30)
    const rows = [...named, ...testAddresses(30)]
    const first = rows.map((address) => mounted(batcher, address))
    for (const row of first) row.unmount()
    const second = rows.map((address) => mounted(batcher, address))
    await advance(100)
    expect(second.every((row) => row.call.status === 'resolved')).toBe(true)
    expect(second.filter((row) => row.call.value !== null)).toHaveLength(30)
    expect(first.every((row) => row.call.status === 'rejected')).toBe(true)
    expect(shapes().map((shape) => shape.length)).toEqual([20, 20, 20])
    await expectIdle(batcher, named, () => shapes().length)
  })

  it('shows the name of a row re-keyed while its lookup is in flight, from that same request', async () => {
    const { batcher, shapes, addresses } = batcherOn({ latencyMs: 50 })
    const before = mounted(batcher, addresses.verified)
    await advance(10)
    before.unmount()
    const after = mounted(batcher, addresses.verified)
    await advance(200)
    expect(after.call.status).toBe('resolved')
    expect(after.call.value?.name).toBe('alice.algo')
    expect(shapes()).toEqual([[addresses.verified]])
  })

  it('shows the name of a list remounted 30 ms after it mounted', async () => {
    const { batcher, registry } = batcherOn({ latencyMs: 50 })
    const rows = namedAddresses(registry, 45)
    const first = rows.map((address) => mounted(batcher, address))
    await advance(30)
    for (const row of first) row.unmount()
    const second = rows.map((address) => mounted(batcher, address))
    await advance(200)
    expect(second.every((row) => row.call.status === 'resolved' && row.call.value)).toBe(true)
    await expectIdle(batcher, rows, () => registry.requests.length)
  })

  it('rejects again an address refused locally while its batch-mates are in flight', async () => {
    const { batcher, shapes, addresses } = batcherOn({ latencyMs: 50 })
    const bad = `\u200b${addresses.userAvatar}`
    const first = track(batcher.load(bad))
    const mate = track(batcher.load(addresses.verified))
    await advance(10)
    expect(first.error).toBeInstanceOf(DnameInputError)
    const again = track(batcher.load(bad))
    await advance(10)
    expect(again.error).toBeInstanceOf(DnameInputError)
    await advance(100)
    expect(mate.value?.name).toBe('alice.algo')
    expect(shapes()).toEqual([[addresses.verified]])
  })

  it('settles a load that comes after every caller of the request in flight has gone', async () => {
    const { batcher, addresses } = batcherOn({ latencyMs: 50 })
    const a = mounted(batcher, addresses.verified)
    const b = mounted(batcher, addresses.userAvatar)
    await advance(10)
    a.unmount()
    b.unmount()
    const late = track(batcher.load(addresses.userAvatar))
    await advance(200)
    expect(late.value?.name).toBe('bob.algo')
  })
})

describe('with TanStack Query', () => {
  it('shows the name after invalidateQueries is called twice while a refetch is in flight', async () => {
    const { batcher, client, addresses } = batcherOn({ latencyMs: 50 })
    const queryClient = new QueryClient()
    const options = lookupQueryOptions({ client, batcher }, addresses.verified)
    const observer = new QueryObserver<DnameRecord | null>(queryClient, options)
    const seen: Array<string | null | undefined> = []
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.name))
    await advance(100)
    expect(observer.getCurrentResult().data?.name).toBe('alice.algo')
    const key = ['dname', client.baseUrl, 'lookup', addresses.verified]
    void queryClient.invalidateQueries({ queryKey: key })
    await advance(10)
    void queryClient.invalidateQueries({ queryKey: key })
    void queryClient.invalidateQueries({ queryKey: key })
    await advance(200)
    const result = observer.getCurrentResult()
    expect(result.fetchStatus).toBe('idle')
    expect(result.status).toBe('success')
    expect(result.data?.name).toBe('alice.algo')
    unsubscribe()
    queryClient.clear()
  })
})
