import type { LookupRuntime } from './createLookupRuntime.js'

/** What the store needs of a `QueryObserver`. */
export interface Observer {
  subscribe(listener: () => void): () => void
  hasListeners(): boolean
  updateResult(): void
  getCurrentResult(): object
  getCurrentQuery(): { state: unknown }
}

export interface ObserverStore<O extends Observer> {
  observer: O
  /** The options last given to the observer (by a component, at commit). */
  options: unknown
  /** The hash of the query a component last committed with. */
  committed: string | undefined
  /** Whether every component that shows one lookup shares it (`LookupRuntime.share`). */
  shared: boolean
  /**
   * The query state the observer's result was last worked out from: by a render, or by
   * TanStack as it told the store of a change.
   */
  workedOut?: unknown
  /**
   * Subscribes the observer to its query, as `useQuery` does, in the commit's effects after the
   * paint: every fetch a commit starts leaves in one task, and the render's hold ends in the
   * same effect, so a query's answer always finds its observer. A component that attaches
   * while another is (a shared store, `LookupRuntime.share`) calls the store's `join`, to fetch
   * what an observer of its own would fetch as it mounts. Returns `detach`.
   */
  attach(): () => void
  /** Undoes one `attach`; the observer stays subscribed while any component is attached. */
  detach(): void
  /** Whether the observer has listeners (`LookupRuntime.share` lets it go when it has none). */
  hasListeners(): boolean
  /** For `useSyncExternalStore`: tells React of the observer's news. */
  subscribe(onStoreChange: () => void): () => void
  /** For `useSyncExternalStore` with `subscribed: false`: tells React nothing. */
  subscribeOff(onStoreChange: () => void): () => void
  /**
   * For `useSyncExternalStore`: the observer's result, the same object for as long as the
   * fields in `shown` are (all of them, without): a component renders again when what it shows
   * changes, as `notifyOnChangeProps` says, and not when `isStale` turns.
   */
  snapshot(shown: readonly string[] | undefined): object
  /** `snapshot` of the fields the store was made with. */
  getSnapshot(): object
}

/**
 * A `QueryObserver` as a store for `useSyncExternalStore`: a component's own, or one every
 * component showing a lookup shares (`LookupRuntime.share`), which is then one store and its
 * functions per lookup rather than per component. Its news reach React in a microtask, with
 * that of every other component of the provider in the same task (TanStack's own hooks are
 * told in a timer each, which Chromium may interleave with React's renders: a commit per row).
 * A component that detaches and attaches again in the same task (React's strict effects, a row
 * moved in a list) keeps its subscription: its fetch goes on.
 */
export function observerStore<O extends Observer>(
  observer: O,
  runtime: LookupRuntime,
  options: unknown,
  shown?: readonly string[],
  /** For a shared store: fetches what a component's own observer would as it mounts. */
  join?: () => void,
): ObserverStore<O> {
  // React's listeners: useSyncExternalStore subscribes once per component.
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  let unsubscribe: (() => void) | undefined
  let attached = 0
  let last: Record<string, unknown> | undefined
  const leave = () => {
    if (attached > 0 || !unsubscribe) return
    unsubscribe()
    unsubscribe = undefined
  }
  const store: ObserverStore<O> = {
    observer,
    options,
    committed: undefined,
    shared: join !== undefined,
    attach() {
      // Another component is attached: this one joins it.
      if (attached > 0) join?.()
      attached++
      unsubscribe ??= observer.subscribe(() => {
        // TanStack has just worked the result out from its query's state: an answer's render
        // reads it rather than working it out again (`useObserverStore`).
        store.workedOut = observer.getCurrentQuery().state
        runtime.notify(notify)
      })
      return store.detach
    },
    detach() {
      attached--
      queueMicrotask(leave)
    },
    hasListeners: () => observer.hasListeners(),
    snapshot(fields) {
      const current = observer.getCurrentResult() as Record<string, unknown>
      const previous = last
      if (!fields || !previous || fields.some((key) => !Object.is(previous[key], current[key]))) {
        last = current
      }
      return last as object
    },
    getSnapshot: () => store.snapshot(shown),
    subscribeOff() {
      observer.updateResult()
      return () => {}
    },
    subscribe(onStoreChange) {
      listeners.add(onStoreChange)
      // Anything that changed between the render and now; an attached observer has it already
      // (TanStack works its result out again at every change of its query).
      if (!unsubscribe) observer.updateResult()
      return () => {
        listeners.delete(onStoreChange)
      }
    },
  }
  return store
}
