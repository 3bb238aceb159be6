import { lazyChunk } from './lazyChunk.js'

const validation = lazyChunk(() => import('./validation.js'))
/** The chunk that reads failures, which a 404's "no match" waits for. */
export const failuresChunk = lazyChunk(() => import('./failures.js'))
const searchValidation = lazyChunk(() => import('./searchValidation.js'))
/** The chunk of the look-alike check, which components wait for as a module. */
export const nameWarningChunk = lazyChunk(() => import('../names/nameWarning.js'))

/** The schemas that parse a lookup's answer and the registry's errors. */
export const loadValidation = validation.load
/** What reads the registry's errors and handles a failed lookup (a 404's "no match" too). */
export const loadFailures = failuresChunk.load
/** The search, and a record's request (`client.get`). */
export const loadSearchValidation = searchValidation.load
/** The look-alike check of names (`nameWarning`), off the first paint. */
export const loadNameWarning = nameWarningChunk.load
