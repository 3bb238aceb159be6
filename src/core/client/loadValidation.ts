import { DnameNetworkError } from '../errors/DnameNetworkError.js'

let validation: Promise<typeof import('./validation.js')> | undefined

/**
 * The schemas and checksum, imported once, on first use. A failed import (its chunk could not
 * be fetched) rejects with a `DnameNetworkError`, which is retried, and is tried again next time.
 */
export function loadValidation() {
  validation ??= import('./validation.js').catch((error: unknown) => {
    validation = undefined
    throw new DnameNetworkError(error)
  })
  return validation
}
