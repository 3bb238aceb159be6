import { DnameRateLimitError } from '../errors/DnameRateLimitError.js'
import type { SendTarget } from './resolveSendTarget.js'

/**
 * How long, in milliseconds, an answer about where to send is sent on: short, so that a name
 * put up for sale or expired since is seen when the field is used again.
 */
export const SEND_TARGET_STALE_TIME = 10_000

/** Where the check of a "send to" input stands. */
export type SendCheckState =
  /** Nothing typed. */
  | 'idle'
  /** The input changed and has not rested yet. */
  | 'typing'
  /** Asked for the first time. */
  | 'checking'
  /** Asked again: the last answer is too old to send on. */
  | 'rechecking'
  /** The registry asked to wait; asked again once the wait is over. */
  | 'rateLimited'
  /** Waiting for the network to come back. */
  | 'offline'
  /** The last check failed for good. */
  | 'failed'
  /** The last answer is too old and no check runs yet. */
  | 'expired'
  /** A fresh answer: `target` holds it. */
  | 'ready'

export interface SendCheck {
  state: SendCheckState
  /** The answer, only while it is fresh, succeeded and nothing has run or failed since. */
  target: SendTarget | undefined
  /** When `target` stops being fresh, on `monotonicNow()`'s clock (milliseconds since the epoch). */
  expiresAt: number | undefined
  /** With `'rateLimited'`: seconds the registry asked to wait. */
  waitSecs?: number | undefined
}

/** The fields of a TanStack query's state that decide what may be sent to. */
export interface SendQueryState {
  data: SendTarget | undefined
  status: 'pending' | 'error' | 'success'
  fetchStatus: 'fetching' | 'paused' | 'idle'
  failureReason: unknown
}

/**
 * What may be sent to, from the state of the query that resolves the input. A payment goes
 * only where a fresh, successful answer points: an answer made more than `staleTime` ago is
 * not sent on, nor one kept while a new check runs, retries or has failed, since the name may
 * have been put on sale or expired in between. Its age counts from `data.answeredAt`, when the
 * registry made it, not from when it arrived; `now` is `monotonicNow()`, never the wall clock.
 * An `answeredAt` later than `now` (from another page's clock, through a persisted cache) or
 * none at all is not fresh.
 */
export function sendCheck(
  query: SendQueryState,
  now: number,
  staleTime: number = SEND_TARGET_STALE_TIME,
): SendCheck {
  const answeredAt = query.data?.answeredAt
  const expiresAt =
    typeof answeredAt === 'number' && answeredAt <= now ? answeredAt + staleTime : undefined
  const none = (state: SendCheckState): SendCheck => ({ state, target: undefined, expiresAt })
  if (query.failureReason instanceof DnameRateLimitError && query.fetchStatus !== 'idle') {
    return { ...none('rateLimited'), waitSecs: query.failureReason.secsRemaining }
  }
  if (query.fetchStatus === 'paused') return none('offline')
  if (query.fetchStatus === 'fetching') return none(query.data ? 'rechecking' : 'checking')
  if (query.status === 'error') return none('failed')
  if (query.data === undefined) return none('checking')
  if (expiresAt === undefined || now >= expiresAt) return none('expired')
  return { state: 'ready', target: query.data, expiresAt }
}
