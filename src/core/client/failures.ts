/**
 * What reads the registry's errors and what handles a lookup that failed, a 404's "no match"
 * included. Loaded alongside the first request (see `loadFailures`), which does not wait for
 * it.
 */
export { recoverFlight } from '../batcher/recoverFlight.js'
export { errorFromResponse } from './errorFromResponse.js'
export { lookupNotOk } from './lookupNotOk.js'
export { nonJsonError, recordError, responseError } from './responseError.js'
export { unaskedNotModified } from './unaskedNotModified.js'
