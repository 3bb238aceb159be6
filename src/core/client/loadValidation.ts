import { DnameNetworkError } from '../errors/DnameNetworkError.js'

export type Validation = typeof import('./validation.js')

let validation: Promise<Validation> | undefined
let loaded: Validation | undefined

/**
 * The schemas and checksum, imported once, on first use. A failed import (its chunk could not
 * be fetched) rejects with a `DnameNetworkError`, which is retried, and is tried again next time.
 */
export function loadValidation(): Promise<Validation> {
  validation ??= import('./validation.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      validation = undefined
      throw new DnameNetworkError(error)
    },
  )
  return validation
}

/** The validators if they have loaded, so a caller that has them need not wait a turn. */
export const loadedValidation = (): Validation | undefined => loaded
