import { DnameError } from '../errors/DnameError.js'
import type { DnameRateLimitError } from '../errors/DnameRateLimitError.js'

/** Most attempts after the first for a failure worth trying again. */
export const MAX_RETRIES = 3

/**
 * TanStack Query's `retry` for registry calls: up to 3 more tries for network errors, rate
 * limits and server faults (5xx, `temporary`, `timeout`); never for a 400, a 404, a bad body or
 * a refused input.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // By `retryable`, not by class: the classes of the registry's errors load with their parsing.
  return (
    failureCount < MAX_RETRIES &&
    error instanceof DnameError &&
    (error as { retryable?: boolean }).retryable === true
  )
}

/** Waits out a rate limit's `secsRemaining`; otherwise 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  const secs = error instanceof DnameError && (error as DnameRateLimitError).secsRemaining
  return secs ? secs * 1000 : Math.min(1000 * 2 ** failureCount, 30_000)
}
