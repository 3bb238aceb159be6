import type { DataTag, QueryFunctionContext } from '@tanstack/query-core'
import { loadSearchValidation } from '../client/loadValidation.js'
import type { DnameError } from '../errors/DnameError.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import {
  type DnameQueryContext,
  dnameQueryKeyRoot,
  sharedQueryOptions,
} from './DnameQueryContext.js'

// A record's request and what reads its answer are in a chunk of their own (`client.get`):
// in a browser it loads as a page that fetches records evaluates this module, so the first
// record's request does not wait for it.
if (typeof document !== 'undefined') loadSearchValidation()

export interface DnameParams {
  /** How much of the record to fetch. Defaults to the server's choice (`full`). */
  view?: DnameView | undefined
}

export function dnameQueryKey(
  baseUrl: string,
  nameOrID: string | number,
  { view }: DnameParams = {},
) {
  return [...dnameQueryKeyRoot(baseUrl), 'record', nameOrID, { view: view ?? null }] as const
}

export type DnameQueryKey = ReturnType<typeof dnameQueryKey>

/** TanStack Query options for one record by name or application ID; off without one. */
export function dnameQueryOptions(
  context: DnameQueryContext,
  nameOrID: string | number | null | undefined,
  params: DnameParams = {},
) {
  const queryKey = dnameQueryKey(context.client.baseUrl, nameOrID ?? '', params)
  return {
    queryKey: queryKey as DataTag<DnameQueryKey, DnameRecord | null, DnameError>,
    queryFn: ({ signal }: QueryFunctionContext): Promise<DnameRecord | null> =>
      context.client.get(nameOrID ?? '', { view: params.view, signal }),
    enabled: nameOrID !== undefined && nameOrID !== null && nameOrID !== '',
    ...sharedQueryOptions(context),
  }
}
