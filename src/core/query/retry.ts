import { DnameApiError } from '../errors/DnameApiError.js'
import { DnameNetworkError } from '../errors/DnameNetworkError.js'
import { DnameRateLimitError } from '../errors/DnameRateLimitError.js'

/** Most attempts after the first for a failure worth trying again. */
export const MAX_RETRIES = 3

/**
 * TanStack Query's `retry` for registry calls: up to 3 more tries for network errors, rate
 * limits and server faults (5xx, `temporary`, `timeout`); never for a 400, a 404, a bad body or
 * a refused input.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (error instanceof DnameRateLimitError || error instanceof DnameNetworkError) return true
  return error instanceof DnameApiError && error.retryable
}

/** Waits out a rate limit's `secsRemaining`; otherwise 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof DnameRateLimitError) return error.secsRemaining * 1000
  return Math.min(1000 * 2 ** failureCount, 30_000)
}
