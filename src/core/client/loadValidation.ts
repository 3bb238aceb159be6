import type { AddressProblem } from '../address/AddressProblem.js'
import { addressShapeProblem } from '../address/addressShapeProblem.js'
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

/**
 * Why the lookup refuses `address`, as far as the client can tell without waiting: with the
 * checksum once the validators have loaded, by shape alone before, so that no request waits
 * for their chunk.
 */
export const addressProblemNow = (address: string): AddressProblem | undefined =>
  (loaded?.checkLookupAddress ?? addressShapeProblem)(address)
