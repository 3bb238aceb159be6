import type { DataTag, QueryFunctionContext } from '@tanstack/query-core'
import { lazyChunk } from '../client/lazyChunk.js'
import type { DnameError } from '../errors/DnameError.js'
import type { SendTarget } from '../send/resolveSendTarget.js'
import { SEND_TARGET_STALE_TIME } from '../send/sendCheck.js'
import { readSendInput } from '../send/sendInput.js'
import {
  type DnameQueryContext,
  dnameQueryKeyRoot,
  sharedQueryOptions,
} from './DnameQueryContext.js'

// Only a send field needs the send flow: it is a chunk of its own.
const sendFlow = lazyChunk(() => import('../send/resolveSendTarget.js'))

export { SEND_TARGET_STALE_TIME }

/** The query key of what `input` resolves to: one per address or name, however typed. */
export function sendTargetQueryKey(baseUrl: string, input: string) {
  const read = readSendInput(input)
  const key =
    read.kind === 'address' ? read.address : read.kind === 'name' ? read.name : read.reason
  return [...dnameQueryKeyRoot(baseUrl), 'send', read.kind, key] as const
}

export type SendTargetQueryKey = ReturnType<typeof sendTargetQueryKey>

/** TanStack Query options for `resolveSendTarget(input)`; off for an empty input. */
export function sendTargetQueryOptions(context: DnameQueryContext, input: string) {
  const queryKey = sendTargetQueryKey(context.client.baseUrl, input)
  return {
    queryKey: queryKey as DataTag<SendTargetQueryKey, SendTarget, DnameError>,
    queryFn: async ({ signal }: QueryFunctionContext): Promise<SendTarget> =>
      (await sendFlow.load()).resolveSendTarget(context.client, input, { signal }),
    enabled: input.trim() !== '',
    ...sharedQueryOptions(context),
    staleTime: SEND_TARGET_STALE_TIME,
  }
}
