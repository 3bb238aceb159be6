import { MAX_LOOKUP_ADDRESSES } from '../client/fetchLookup.js'
import { DnameInputError } from '../errors/DnameInputError.js'

/** Longest batching window accepted, in milliseconds. */
export const MAX_WINDOW_MS = 60_000

const integerIn = (name: string, value: number, min: number, max: number) => {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new DnameInputError(name, value, `must be a whole number from ${min} to ${max}`)
  }
  return value
}

/** The batcher's options with their defaults; a value out of range is a `DnameInputError`. */
export function checkBatcherOptions(options: {
  maxSize?: number | undefined
  windowMs?: number | undefined
  maxRateLimitAttempts?: number | undefined
}) {
  const windowMs = options.windowMs ?? 0
  if (typeof windowMs !== 'number' || !(windowMs >= 0 && windowMs <= MAX_WINDOW_MS)) {
    throw new DnameInputError('windowMs', windowMs, `must be from 0 to ${MAX_WINDOW_MS}`)
  }
  return {
    maxSize: integerIn('maxSize', options.maxSize ?? MAX_LOOKUP_ADDRESSES, 1, MAX_LOOKUP_ADDRESSES),
    windowMs,
    maxRateLimitAttempts: integerIn(
      'maxRateLimitAttempts',
      options.maxRateLimitAttempts ?? 3,
      1,
      100,
    ),
  }
}
