import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import {
  type DnameQueryContext,
  dnameQueryKeyRoot,
  sharedQueryOptions,
} from './DnameQueryContext.js'

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

/** TanStack Query options for one record by name or application ID; off without one. */
export function dnameQueryOptions(
  context: DnameQueryContext,
  nameOrID: string | number | undefined,
  params: DnameParams = {},
) {
  return {
    queryKey: dnameQueryKey(context.client.baseUrl, nameOrID ?? '', params),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<DnameRecord | null> =>
      context.client.get(nameOrID ?? '', { view: params.view, signal }),
    enabled: nameOrID !== undefined && nameOrID !== '',
    ...sharedQueryOptions(context),
  }
}
