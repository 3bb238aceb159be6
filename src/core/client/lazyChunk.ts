import { DnameNetworkError } from '../errors/DnameNetworkError.js'

/**
 * A module imported once, on first use. A failed import (its chunk could not be fetched)
 * rejects with a `DnameNetworkError`, which is retried, and is tried again next time. The
 * failure goes to whoever awaits the chunk: one that is only started early (`load()` and no
 * `await`) is never an unhandled rejection.
 */
export function lazyChunk<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined
  let loaded: T | undefined
  return {
    load: (): Promise<T> => {
      if (pending) return pending
      pending = load().then(
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
    },
    loaded: () => loaded,
  }
}
