import type { LookupRuntime } from './createLookupRuntime.js'

/** What the store needs of a `QueryObserver`. */
export interface Observer {
  subscribe(listener: () => void): () => void
  hasListeners(): boolean
  updateResult(): void
  getCurrentResult(): object
}

export interface ObserverStore<O extends Observer> {
  observer: O
  /** The options last given to the observer (by the component, at commit). */
  options: unknown
  /** The hash of the query the component last committed with. */
  committed: string | undefined
  /**
   * Subscribes the observer to its query, as `useQuery` does, but as the component commits
   * (a layout effect) rather than after the browser paints: every fetch a commit starts leaves
   * in one task, and a query's answer always finds its observer. A component that finds the
   * observer subscribed by another's store (`LookupRuntime.share`) calls `join`, to fetch what
   * an observer of its own would fetch as it mounts. Returns the unsubscribe.
   */
  attach(join: () => void): () => void
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
}

/**
 * A component's `QueryObserver`, its own or one it shares (`LookupRuntime.share`), as a store
 * for `useSyncExternalStore`. Its news reach React in a microtask, with that of every other
 * component of the provider in the same task (TanStack's own hooks are told in a timer each,
 * which Chromium may interleave with React's renders: a commit per row). A component that detaches and attaches again in the same task (React's
 * strict effects, a row moved in a list) keeps its subscription: its fetch goes on.
 */
export function observerStore<O extends Observer>(
  observer: O,
  runtime: LookupRuntime,
  options: unknown,
): ObserverStore<O> {
  // React's listener: useSyncExternalStore subscribes once per component.
  let listener: (() => void) | undefined
  const notify = () => listener?.()
  let unsubscribe: (() => void) | undefined
  let attached = 0
  let last: Record<string, unknown> | undefined
  return {
    observer,
    options,
    committed: undefined,
    attach(join) {
      attached++
      if (!unsubscribe && observer.hasListeners()) join()
      unsubscribe ??= observer.subscribe(() => runtime.notify(notify))
      return () => {
        attached--
        queueMicrotask(() => {
          if (attached > 0 || !unsubscribe) return
          unsubscribe()
          unsubscribe = undefined
        })
      }
    },
    snapshot(shown) {
      const current = observer.getCurrentResult() as Record<string, unknown>
      const previous = last
      if (!shown || !previous || shown.some((key) => !Object.is(previous[key], current[key]))) {
        last = current
      }
      return last as object
    },
    subscribeOff() {
      observer.updateResult()
      return () => {}
    },
    subscribe(onStoreChange) {
      listener = onStoreChange
      // Anything that changed between the render and now; an attached observer has it already
      // (TanStack works its result out again at every change of its query).
      if (!unsubscribe) observer.updateResult()
      return () => {
        if (listener === onStoreChange) listener = undefined
      }
    },
  }
}
