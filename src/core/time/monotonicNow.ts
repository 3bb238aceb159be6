/**
 * Milliseconds since the epoch, read from the page's monotonic clock: it moves with real time
 * only, so a wall clock set back or forward (an NTP step, a person changing it) moves no rule.
 * Every time rule of the library reads this, never `Date.now()`.
 */
export const monotonicNow = (): number => performance.timeOrigin + performance.now()
