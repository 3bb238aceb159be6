import { MAX_LOOKUP_ADDRESSES } from '../client/fetchLookup.js'
import { DnameInputError } from '../errors/DnameInputError.js'

/** Longest batching window accepted, in milliseconds. */
export const MAX_WINDOW_MS = 60_000

const checked = (name: string, value: number, max: number, min = 1, whole = true) => {
  // `!(… && …)` so that NaN, which fails every comparison, is refused too.
  if (typeof value !== 'number' || !(value >= min && value <= max && (!whole || value % 1 === 0))) {
    throw new DnameInputError(
      name,
      value,
      `must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}`,
    )
  }
  return value
}

/** The batcher's options with their defaults; a value out of range is a `DnameInputError`. */
export function checkBatcherOptions(options: {
  maxSize?: number | undefined
  windowMs?: number | undefined
  maxRateLimitAttempts?: number | undefined
  grouping?: 'page' | 'missing' | undefined
}) {
  const { grouping = 'page' } = options
  if (grouping !== 'page' && grouping !== 'missing') {
    throw new DnameInputError('grouping', grouping, "must be 'page' or 'missing'")
  }
  return {
    whole: grouping === 'page',
    maxSize: checked('maxSize', options.maxSize ?? MAX_LOOKUP_ADDRESSES, MAX_LOOKUP_ADDRESSES),
    windowMs: checked('windowMs', options.windowMs ?? 0, MAX_WINDOW_MS, 0, false),
    maxRateLimitAttempts: checked('maxRateLimitAttempts', options.maxRateLimitAttempts ?? 3, 100),
  }
}
