import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useEffect, useReducer, useState } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  SEND_TARGET_STALE_TIME,
  sendTargetQueryOptions,
} from '../../core/query/sendTargetQueryOptions.js'
import type { SendTarget } from '../../core/send/resolveSendTarget.js'
import { type SendCheck, sendCheck } from '../../core/send/sendCheck.js'
import { monotonicNow } from '../../core/time/monotonicNow.js'
import { useDnameContext } from '../DnameContext.js'
import { withField } from '../query/withField.js'

export interface UseSendTargetOptions {
  /** Milliseconds the input must rest before it is resolved. Defaults to `300`. */
  debounceMs?: number | undefined
}

export type UseSendTargetResult = UseQueryResult<SendTarget, DnameError> & {
  /** Whether the input changed and has not rested for `debounceMs` yet. */
  typing: boolean
  /** The input being resolved: the last one that rested. */
  resolving: string
  /**
   * What may be sent to now: `check.target` is set only from a fresh, successful answer for
   * what the field holds. `data` is TanStack's, and may be old: never send on it.
   */
  check: SendCheck
}

/**
 * Where a payment typed as `input` may go (`resolveSendTarget`), once the input has rested for
 * `debounceMs`: one query per address or name however typed. An answer is sent on for
 * `SEND_TARGET_STALE_TIME` (10 s) at most from when the registry made it, by the monotonic
 * clock; then `check.target` is dropped and the input is checked again, so a name put up for
 * sale since is seen before anything is sent. Requests skip the browser's HTTP cache, and an
 * answer a cache kept too long fails the check with `DnameStaleAnswerError`.
 */
export function useSendTarget(
  input: string,
  { debounceMs = 300 }: UseSendTargetOptions = {},
): UseSendTargetResult {
  const config = useDnameContext()
  const { queryClient } = config
  const [rested, setRested] = useState(input)
  useEffect(() => {
    const timer = setTimeout(() => setRested(input), debounceMs)
    return () => clearTimeout(timer)
  }, [input, debounceMs])
  const query = useQuery(sendTargetQueryOptions(config, rested), queryClient)
  const typing = rested !== input
  const check: SendCheck =
    input.trim() === '' || typing
      ? { state: input.trim() === '' ? 'idle' : 'typing', target: undefined, expiresAt: undefined }
      : // The monotonic clock, read while rendering: what is handed over must be fresh now.
        sendCheck(query, monotonicNow(), SEND_TARGET_STALE_TIME)
  // Renders again when the answer grows old, and asks again once it has.
  const [, expire] = useReducer((n: number) => n + 1, 0)
  const { refetch } = query
  useEffect(() => {
    if (check.state === 'expired') {
      void refetch()
      return
    }
    if (check.state !== 'ready' || check.expiresAt === undefined) return
    const timer = setTimeout(expire, Math.max(0, check.expiresAt - monotonicNow()))
    return () => clearTimeout(timer)
  }, [check.state, check.expiresAt, refetch])
  return withField(
    withField(withField(query, 'typing', typing), 'resolving', rested),
    'check',
    check,
  )
}
