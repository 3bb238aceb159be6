import { DnameResponseError } from '../errors/DnameResponseError.js'

/** The error for a 304 to a lookup that sent no ETag: there is nothing it could refer to. */
export const unaskedNotModified = () =>
  new DnameResponseError(304, 'The registry answered 304 to a lookup that sent no ETag')
