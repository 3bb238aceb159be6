import { DnameNetworkError } from '../errors/DnameNetworkError.js'

export interface LazyChunk<T> {
  /** The module, imported once; a failed import is tried again by the next call. */
  load(): Promise<T>
  /** The module once it has loaded, else `undefined`. */
  loaded(): T | undefined
  /** Calls `onLoaded` once the module has loaded, unless unsubscribed first. */
  subscribe(onLoaded: () => void): () => void
}

/**
 * A module imported once, on first use. A failed import (its chunk could not be fetched)
 * rejects with a `DnameNetworkError`, which is retried, and is tried again next time. The
 * failure goes to whoever awaits the chunk: one that is only started early (`load()` and no
 * `await`) is never an unhandled rejection.
 */
export function lazyChunk<T>(importModule: () => Promise<T>): LazyChunk<T> {
  let pending: Promise<T> | undefined
  let loaded: T | undefined
  const load = (): Promise<T> => {
    if (pending) return pending
    pending = importModule().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        pending = undefined
        throw new DnameNetworkError(error)
      },
    )
    pending.catch(() => {})
    return pending
  }
  return {
    load,
    loaded: () => loaded,
    subscribe(onLoaded) {
      if (loaded) return () => {}
      let subscribed = true
      load().then(
        () => subscribed && onLoaded(),
        () => {},
      )
      return () => {
        subscribed = false
      }
    },
  }
}
