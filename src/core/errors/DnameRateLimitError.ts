import { DnameError } from './DnameError.js'

/** Longest wait, in seconds, that a 429 can impose; longer or absurd values wait this long. */
export const MAX_RATE_LIMIT_WAIT_SECS = 300

/**
 * The registry answered 429. `secsRemaining` is how long to wait before the next request: the
 * server's figure, kept between 1 s and {@link MAX_RATE_LIMIT_WAIT_SECS} (5 minutes), so one
 * answer can neither block lookups for a day nor make clients retry in a tight loop.
 */
export class DnameRateLimitError extends DnameError {
  readonly status = 429
  readonly code = 'rateLimited'
  readonly limit: number | undefined
  readonly secsRemaining: number

  constructor(secsRemaining: number, limit?: number) {
    const secs = Number.isFinite(secsRemaining)
      ? Math.min(Math.max(secsRemaining, 1), MAX_RATE_LIMIT_WAIT_SECS)
      : MAX_RATE_LIMIT_WAIT_SECS
    super(`Rate limited by the registry; retry in ${secs} s`)
    this.secsRemaining = secs
    this.limit = limit
  }
  /** Always: the wait is `secsRemaining`. */
  readonly retryable = true
}
