/**
 * The address checksum (SHA-512/256), what handles a lookup that failed, and what reads the
 * registry's errors. Loaded alongside the
 * first request (see `loadAddressValidation`), which does not wait for it: until it arrives,
 * addresses are checked by shape, and the registry's 400 names a bad checksum.
 */
export { checkLookupAddress } from '../address/checkLookupAddress.js'
export { isLedgerAddress } from '../address/isLedgerAddress.js'
export { recoverFlight } from '../batcher/recoverFlight.js'
export { errorFromResponse } from './errorFromResponse.js'
export { lookupNotOk } from './lookupNotOk.js'
export { nonJsonError, recordError, responseError } from './responseError.js'
export { unaskedNotModified } from './unaskedNotModified.js'
