import type { LookupRuntime } from './createLookupRuntime.js'

/** What the store needs of a `QueryObserver`. */
export interface Observer {
  subscribe(listener: () => void): () => void
  updateResult(): void
}

export interface ObserverStore<O extends Observer> {
  observer: O
  subscribe(onStoreChange: () => void): () => void
}

/**
 * A component's `QueryObserver` as a store for `useSyncExternalStore`. Its news reach React in
 * a microtask, with that of every other component of the provider in the same task (TanStack's
 * own hooks are told in a timer each, which Chromium may interleave with React's renders: a
 * commit per row). A component that unsubscribes and subscribes again in the same task (React's
 * strict effects, a row moved in a list) keeps its subscription: its fetch goes on.
 */
export function observerStore<O extends Observer>(
  observer: O,
  runtime: LookupRuntime,
): ObserverStore<O> {
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  let unsubscribe: (() => void) | undefined
  return {
    observer,
    subscribe(onStoreChange) {
      listeners.add(onStoreChange)
      unsubscribe ??= observer.subscribe(() => runtime.notify(notify))
      // Anything that changed between the render and now.
      observer.updateResult()
      return () => {
        listeners.delete(onStoreChange)
        queueMicrotask(() => {
          if (listeners.size > 0 || !unsubscribe) return
          unsubscribe()
          unsubscribe = undefined
        })
      }
    },
  }
}
