import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { DnameError } from '../../core/errors/DnameError.js'
import { sendTargetQueryOptions } from '../../core/query/sendTargetQueryOptions.js'
import type { SendTarget } from '../../core/send/resolveSendTarget.js'
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
}

/**
 * Where a payment typed as `input` may go (`resolveSendTarget`), once the input has rested for
 * `debounceMs`: one query per address or name however typed, fresh for
 * `SEND_TARGET_STALE_TIME` (10 s), so a name put up for sale since is seen.
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
  return withField(withField(query, 'typing', rested !== input), 'resolving', rested)
}
