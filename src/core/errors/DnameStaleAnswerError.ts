import { DnameError } from './DnameError.js'

/**
 * Every answer was older than the caller could take: a cache on the way (a CDN, a service
 * worker) kept it, by its `Age` and `Date` headers, or the network took that long. Asking again
 * later may get a fresh one.
 */
export class DnameStaleAnswerError extends DnameError {
  // Spelled out: a minifier renames the class, and the send field tells this error by its name.
  override readonly name = 'DnameStaleAnswerError'
  /** How old the answer was when it arrived, in milliseconds. */
  readonly ageMs: number
  /** The oldest answer the caller takes, in milliseconds. */
  readonly maxAgeMs: number

  constructor(ageMs: number, maxAgeMs: number) {
    super(
      `Could not get a fresh answer from the registry: it was ${Math.round(ageMs / 1000)} s old, more than ${Math.round(maxAgeMs / 1000)} s`,
    )
    this.ageMs = ageMs
    this.maxAgeMs = maxAgeMs
  }
}
