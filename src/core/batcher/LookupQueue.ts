import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import {
  type Caller,
  canJoin,
  type Entry,
  type Flight,
  type Fresh,
  newEntry,
  type Refuse,
  richest,
  type Want,
  wantWeight,
} from './Flight.js'

export interface QueueSettings {
  maxSize: number
  windowMs: number
  /** Groups cut from the addresses shown (`seen`), asked whole; else from what is missing. */
  whole: boolean
  now: () => number
  /** What refuses an address locally, as far as the client can tell when its group forms. */
  refuse: Refuse
  /** Sends a flight, asking `want` (its `want`, now set); called at most once per flight. */
  send: (flight: Flight, want: Want) => void
}

/**
 * Pending and in-flight addresses, the window, the shared back-off and cancellation.
 *
 * An address is in at most one pending entry. A load joins the newest flight of its address
 * when that flight asks at least as much (or is held, not yet sent), and never a flight that
 * was aborted or has landed: both leave `#flying` at once.
 */
export class LookupQueue {
  readonly #pending = new Map<string, Entry>()
  readonly #flying = new Map<string, Entry>()
  /** Flights formed after a 400 while a back-off holds every request. */
  readonly #held = new Set<Flight>()
  #timer: ReturnType<typeof setTimeout> | undefined
  #timerDue = 0
  /** Full groups are due to leave once the code that is running has finished. */
  #soon = false
  /** Groups are being formed and sent: a full group asked for meanwhile is in them. */
  #flushing = false
  #windowEnds: number | undefined
  #blockedUntil = 0
  /** Open holds: groups that are not full wait until every one is released. */
  #openHolds = 0
  /** The addresses shown in this pass, in their order, cached ones too (`seen`). */
  readonly #shown = new Set<string>()
  /** How many of them are cut into groups already. */
  #cut = 0

  constructor(readonly settings: QueueSettings) {}

  add(
    address: string,
    want: Want,
    signal: AbortSignal | undefined,
    fresh?: Fresh,
  ): Promise<DnameRecord | null> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise((resolve, reject) => {
      const flying = this.#flying.get(address)
      const joins = flying?.flight !== undefined && canJoin(flying.flight, want, fresh)
      let entry = joins ? flying : this.#pending.get(address)
      if (!entry) {
        entry = newEntry(address)
        this.#pending.set(address, entry)
      }
      // One literal with every field keeps callers on one hidden class: 8x faster than a spread.
      const caller: Caller = {
        view: want.view,
        allowUnverified: want.allowUnverified,
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
      // With a timer set, only a group that fills can make the send due sooner.
      if (!joins && (this.#timer === undefined || this.#pending.size >= this.settings.maxSize)) {
        this.#schedule()
      }
    })
  }

  /**
   * Notes that `address` is shown in this pass, whether its record is cached or not: with
   * `whole`, groups are cut in the order of what is shown, so every visitor of a page asks the
   * same groups.
   */
  seen(address: string) {
    if (!this.settings.whole || this.#shown.has(address)) return
    this.#shown.add(address)
    // The list is let go at the end of the pass, even when nothing in it is missing.
    if (this.#shown.size === 1) this.#schedule()
  }

  /**
   * Takes `flight` out of the queue (idempotent) and returns its entries that still have
   * callers. From here on no load joins it.
   */
  land(flight: Flight): Entry[] {
    this.#held.delete(flight)
    const live: Entry[] = []
    for (const entry of flight.entries) {
      if (entry.flight !== flight) continue
      entry.flight = undefined
      if (this.#flying.get(entry.address) === entry) this.#flying.delete(entry.address)
      if (entry.callers.size > 0) live.push(entry)
    }
    return live
  }

  /** Answers every caller of `entry`: with `answer(caller)`, or else with `error`. */
  settle(entry: Entry, error: unknown, answer?: (caller: Want) => DnameRecord | null) {
    for (const caller of entry.callers) {
      caller.release?.()
      if (answer) caller.resolve(answer(caller))
      else caller.reject(error)
    }
    entry.callers.clear()
  }

  /** Puts a landed `entry` back in the queue, merged with any newer entry for its address. */
  requeue(entry: Entry) {
    const existing = this.#pending.get(entry.address)
    if (!existing) this.#pending.set(entry.address, entry)
    else {
      for (const caller of entry.callers) {
        caller.entry = existing
        existing.callers.add(caller)
      }
      entry.callers.clear()
      existing.attempts = Math.max(existing.attempts, entry.attempts)
    }
    this.#schedule()
  }

  /** A new request for landed `entries`: sent now, or held until the back-off ends. */
  resend(entries: Entry[]) {
    const flight = this.#register(entries)
    if (this.settings.now() >= this.#blockedUntil) this.#launch(flight)
    else {
      this.#held.add(flight)
      this.#schedule()
    }
  }

  /**
   * Holds groups that are not full until the returned function is called (once is enough):
   * full groups still leave, and so do requests asked again after a failure.
   */
  hold(): () => void {
    this.#openHolds++
    this.#schedule()
    let released = false
    return () => {
      if (released) return
      released = true
      this.#openHolds--
      this.#schedule()
    }
  }

  /** Holds every request until `until` (a 429's `secsRemaining`), for the whole batcher. */
  backOff(until: number) {
    this.#blockedUntil = Math.max(this.#blockedUntil, until)
    this.#schedule()
  }

  #abort(caller: Caller, reason: unknown) {
    const entry = caller.entry
    if (!entry.callers.delete(caller)) return
    caller.release?.()
    caller.reject(reason)
    if (entry.callers.size > 0) return
    if (this.#pending.get(entry.address) === entry) {
      this.#pending.delete(entry.address)
      this.#schedule()
      return
    }
    // A request whose callers have all gone is aborted once the code that is running has
    // finished: a caller that comes back at once (React's strict effects, a row that moves, a
    // query cancelled and fetched again) finds it still on its way, and joins it.
    const flight = entry.flight
    if (!flight) return
    queueMicrotask(() => {
      // Unless it has landed, or one of its callers came back.
      if (!flight.entries.every((e) => e.flight === flight && e.callers.size === 0)) return
      this.land(flight)
      flight.controller.abort()
      this.#schedule()
    })
  }

  #register(entries: Entry[]): Flight {
    const flight: Flight = { entries, want: undefined, controller: new AbortController() }
    for (const entry of entries) {
      entry.flight = flight
      this.#flying.set(entry.address, entry)
    }
    return flight
  }

  #launch(flight: Flight) {
    flight.want = richest(flight.entries)
    this.settings.send(flight, flight.want)
  }

  /**
   * Whether a group is full: with a page list, a twenty of it not cut yet (while anything is
   * missing); else twenty lookups. Once groups are formed, none is.
   */
  #full() {
    const { maxSize } = this.settings
    const pending = this.#pending.size
    const shown = this.#shown.size
    return shown > 0 ? pending > 0 && shown - this.#cut >= maxSize : pending >= maxSize
  }

  /** One timer, due at the earliest moment something may be sent. */
  #schedule() {
    // The window is of a pass: it ends once nothing is pending and no row shown waits for it.
    if (this.#pending.size === 0 && this.#shown.size === 0) {
      this.#windowEnds = undefined
      if (this.#held.size === 0) {
        clearTimeout(this.#timer)
        this.#timer = undefined
        return
      }
    }
    const { now, windowMs } = this.settings
    this.#windowEnds ??= now() + windowMs
    const groupFull = this.#full()
    const full = this.#held.size > 0 || groupFull
    if (!full && this.#openHolds > 0) {
      // Only a group that fills, or a release, sends anything now. This runs for every lookup a
      // held render starts, so it reads no clock and clears no timer it does not have.
      if (this.#timer !== undefined) clearTimeout(this.#timer)
      this.#timer = undefined
      return
    }
    const at = now()
    const ready = full ? at : this.#windowEnds
    // A list of rows shown, with nothing to send, ends with the pass, back-off or not.
    const due =
      this.#pending.size + this.#held.size > 0 ? Math.max(ready, this.#blockedUntil) : ready
    if (!this.#soon && groupFull && at >= this.#blockedUntil) {
      // A full group need not wait for the end of the task: it leaves once the code that is
      // running has finished (a React render and its commit run in one go), before the browser
      // renders the commit, which takes a frame or more on a large page.
      this.#soon = true
      queueMicrotask(() => {
        this.#soon = false
        this.sendFullGroups()
      })
    }
    if (this.#timer !== undefined && this.#timerDue <= due) return
    clearTimeout(this.#timer)
    this.#timerDue = due
    this.#timer = setTimeout(() => this.#fire(), Math.max(0, due - at))
  }

  /** Sends what is due. */
  #fire() {
    this.#timer = undefined
    const at = this.settings.now()
    const ended =
      (this.#windowEnds === undefined || at >= this.#windowEnds) && this.#openHolds === 0
    const blocked = at < this.#blockedUntil
    if (!blocked) {
      for (const flight of this.#held) {
        this.#held.delete(flight)
        this.#launch(flight)
      }
      if (this.#pending.size > 0) this.#flush(ended)
    }
    if (ended) {
      // The pass is over, in a back-off too (what it asked then leaves in the order asked): the
      // next one cuts its own list.
      this.#shown.clear()
      this.#cut = 0
    }
    this.#schedule()
  }

  /**
   * Sends the groups that are full, now (none while a back-off holds every request), and says
   * whether one left.
   */
  sendFullGroups(): boolean {
    if (!this.#full() || this.#flushing) return false
    if (this.settings.now() < this.#blockedUntil) return false
    const before = this.#flying.size
    this.#flush(false)
    this.#schedule()
    return this.#flying.size > before
  }

  /**
   * Sends the pending addresses in groups of `maxSize`, richest options first so that few groups
   * ask more than they need (in the order they came within a weight), refusing what the client
   * refuses: it takes no place in a group. Before the window ends only full groups leave. Each
   * group leaves as it fills, so the first request of a page need not wait for the checks of
   * every address after it.
   */
  #flush(all: boolean) {
    this.#flushing = true
    try {
      this.#formGroups(all)
    } finally {
      this.#flushing = false
    }
  }

  #formGroups(all: boolean) {
    const { refuse, maxSize } = this.settings
    // First the shown addresses, a twenty at a time in their order, each twenty with anything
    // missing whole: what the visitor has cached rides along (it asks nothing of its answer),
    // so cut in twenties below, its URL is every visitor's of the page. A lookup asked after
    // its twenty left asks it again; the last, short twenty waits for the pass to end. Then
    // the lookups no row showed (prefetches), or all of them without `whole`, richest options
    // first so that few groups ask more than they need (in the order they came within a
    // weight).
    const shown = [...this.#shown]
    const end = all ? shown.length : shown.length - (shown.length % maxSize)
    const order: Entry[] = []
    for (let at = 0; at < end; at += maxSize) {
      const twenty = shown.slice(at, at + maxSize)
      if (twenty.some((address) => this.#pending.has(address))) {
        for (const address of twenty) order.push(this.#pending.get(address) ?? newEntry(address))
      }
    }
    this.#cut = end
    const weight = (entry: Entry) => wantWeight(richest([entry]))
    const rest = [...this.#pending.values()].filter((entry) => !this.#shown.has(entry.address))
    let group: Entry[] = []
    // A stable sort: with one weight, as on most pages, one pass.
    for (const entry of order.concat(rest.sort((a, b) => weight(b) - weight(a)))) {
      const problem = refuse(entry.address)
      if (problem !== undefined) {
        this.#pending.delete(entry.address)
        this.settle(entry, problem)
      } else if (group.push(entry) === maxSize) {
        this.#send(group)
        group = []
      }
    }
    if (all && group.length > 0) this.#send(group)
  }

  /**
   * Sends `group`, pending until now, as one request; not when every entry only rides along
   * (the twenty's missing rows were refused).
   */
  #send(group: Entry[]) {
    if (!group.some((entry) => entry.callers.size > 0)) return
    for (const entry of group) this.#pending.delete(entry.address)
    this.#launch(this.#register(group))
  }
}
