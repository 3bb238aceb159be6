import type { AddressProblem } from '../address/AddressProblem.js'
import { addressShapeProblem } from '../address/addressShapeProblem.js'
import { lazyChunk } from './lazyChunk.js'

const validation = lazyChunk(() => import('./validation.js'))
const addressValidation = lazyChunk(() => import('./addressValidation.js'))
const searchValidation = lazyChunk(() => import('./searchValidation.js'))
/** The chunk of the look-alike check, which components wait for as a module. */
export const nameWarningChunk = lazyChunk(() => import('../names/nameWarning.js'))

/** The schemas that parse a lookup's answer and the registry's errors. */
export const loadValidation = validation.load
/** The address checksum, and what handles a failed lookup. */
export const loadAddressValidation = addressValidation.load
/** The search, and a record's request (`client.get`). */
export const loadSearchValidation = searchValidation.load
/** The look-alike check of names (`nameWarning`), off the first paint. */
export const loadNameWarning = nameWarningChunk.load

/**
 * Why the lookup refuses `address`, as far as the client can tell without waiting: with the
 * checksum once it has loaded, by shape alone before, so that no request waits for its chunk.
 */
export const addressProblemNow = (address: string): AddressProblem | undefined =>
  (addressValidation.loaded()?.checkLookupAddress ?? addressShapeProblem)(address)
