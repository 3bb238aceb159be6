import { DnameError } from './DnameError.js'

/** The registry answered 429. `secsRemaining` is how long to wait before the next request. */
export class DnameRateLimitError extends DnameError {
  readonly status = 429
  readonly code = 'rateLimited'
  readonly limit: number | undefined
  readonly secsRemaining: number

  constructor(secsRemaining: number, limit?: number) {
    super(`Rate limited by the registry; retry in ${secsRemaining} s`)
    this.secsRemaining = secsRemaining
    this.limit = limit
  }
}
