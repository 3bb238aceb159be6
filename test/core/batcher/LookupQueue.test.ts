import { describe, expect, it, vi } from 'vitest'
import type { Flight, Want } from '../../../src/core/batcher/Flight.js'
import { LookupQueue } from '../../../src/core/batcher/LookupQueue.js'
import { recoverFlight } from '../../../src/core/batcher/recoverFlight.js'
import { DnameRateLimitError } from '../../../src/core/errors/DnameRateLimitError.js'

/** A queue whose requests are recorded with the number of addresses checked before each. */
function recordingQueue(refused: (address: string) => boolean = () => false) {
  const checked: string[] = []
  const sent: { addresses: string[]; want: Want; checkedBefore: number }[] = []
  const queue = new LookupQueue({
    maxSize: 20,
    windowMs: 0,
    whole: false,
    now: () => 0,
    refuse: (address) => {
      checked.push(address)
      return refused(address) ? new Error(`refused ${address}`) : undefined
    },
    send: (flight, want) => {
      sent.push({
        addresses: flight.entries.map((e) => e.address),
        want,
        checkedBefore: checked.length,
      })
    },
  })
  return { queue, sent }
}

const THUMBNAIL: Want = { view: 'thumbnail', allowUnverified: false }
const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`)
/** Until the queue's timer (the end of the task) has run. */
const endOfTask = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('LookupQueue', () => {
  it('sends each full group as it fills: the first request waits only for the checks of its own addresses', async () => {
    const { queue, sent } = recordingQueue((address) => address === 'bad')
    const addresses = [...names('a', 10), 'bad', ...names('b', 50)]
    const loads = addresses.map((a) => queue.add(a, THUMBNAIL, undefined).catch((e: Error) => e))
    await Promise.resolve()
    // 60 valid addresses: three full groups leave once the running code has finished. The first
    // left after 21 checks (its 20 and the refused one), not after all 61.
    expect(sent.map((s) => [s.addresses.length, s.checkedBefore])).toEqual([
      [20, 21],
      [20, 41],
      [20, 61],
    ])
    expect(sent.flatMap((s) => s.addresses)).toEqual(addresses.filter((a) => a !== 'bad'))
    expect(await loads[10]).toMatchObject({ message: 'refused bad' })
  })

  it('sends a full group at once when asked to, in the task that filled it, and leaves the rest', async () => {
    const { queue, sent } = recordingQueue((address) => address === 'bad')
    const addresses = [...names('a', 10), 'bad', ...names('b', 15)]
    const requestsAfter: number[] = []
    const left: boolean[] = []
    for (const address of addresses) {
      void queue.add(address, THUMBNAIL, undefined).catch(() => {})
      left.push(queue.sendFullGroups())
      requestsAfter.push(sent.length)
    }
    // The refused address took no place: the group left with the 20th valid address, during
    // the task, and the 5 after it wait for the end of the task.
    expect(requestsAfter.indexOf(1)).toBe(addresses.indexOf('b9'))
    expect(left.flatMap((l, i) => (l ? [addresses[i]] : []))).toEqual(['b9'])
    expect(sent.map((s) => s.addresses)).toEqual([[...names('a', 10), ...names('b', 10)]])
    await endOfTask()
    expect(sent.map((s) => s.addresses)).toEqual([
      [...names('a', 10), ...names('b', 10)],
      names('b', 15).slice(10),
    ])
  })

  it('groups the richest options first, in the order the addresses came within each', async () => {
    const { queue, sent } = recordingQueue()
    const tiny = names('t', 10)
    const full = names('f', 25)
    const unverified = names('u', 10)
    for (const a of tiny) void queue.add(a, { view: 'tiny', allowUnverified: false }, undefined)
    for (const a of full) void queue.add(a, { view: 'full', allowUnverified: false }, undefined)
    for (const a of unverified) {
      void queue.add(a, { view: 'thumbnail', allowUnverified: true }, undefined)
    }
    // An address asked twice weighs as its richest caller: `t0` goes with the `full` ones.
    void queue.add('t0', { view: 'full', allowUnverified: false }, undefined)
    await endOfTask()
    expect(sent.map((s) => s.addresses)).toEqual([
      ['t0', ...full.slice(0, 19)],
      [...full.slice(19), ...unverified, ...tiny.slice(1, 5)],
      tiny.slice(5),
    ])
    expect(sent.map((s) => s.want)).toEqual([
      { view: 'full', allowUnverified: false },
      { view: 'full', allowUnverified: true },
      { view: 'tiny', allowUnverified: false },
    ])
  })
})

describe('recoverFlight', () => {
  it('holds the queue back for a rate limit whose callers went while it was read', async () => {
    vi.useFakeTimers()
    try {
      const flights: Flight[] = []
      const queue = new LookupQueue({
        maxSize: 20,
        windowMs: 0,
        whole: false,
        now: () => Date.now(),
        refuse: () => undefined,
        send: (flight) => flights.push(flight),
      })
      const controller = new AbortController()
      const gone = queue.add('a', THUMBNAIL, controller.signal).catch(() => 'gone')
      await vi.advanceTimersByTimeAsync(0)
      const [flight] = flights as [Flight]
      // Landed with its caller; the caller goes before the failure is handled.
      const landed = queue.land(flight)
      controller.abort()
      expect(await gone).toBe('gone')
      recoverFlight(queue, flight, landed, new DnameRateLimitError(3), 3)
      void queue.add('b', THUMBNAIL, undefined)
      await vi.advanceTimersByTimeAsync(2_999)
      expect(flights).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(flights.map((f) => f.entries.map((e) => e.address))).toEqual([['a'], ['b']])
    } finally {
      vi.useRealTimers()
    }
  })
})
