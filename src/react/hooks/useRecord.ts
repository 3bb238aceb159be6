import type { Query } from '@tanstack/react-query'
import type { DnameError } from '../../core/errors/DnameError.js'
import {
  type LookupParams,
  type LookupQueryKey,
  lookupQueryOptions,
  lookupView,
} from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { isRendering } from '../query/rendering.js'
import { useSharedQuery } from '../query/useSharedQuery.js'
import { type RecordState, shown, without } from './recordState.js'

export type { DnameDisplayState, RecordState } from './recordState.js'

// Components show the record, the status and the error, so only these render them again.
const SHOWN = ['data', 'status', 'error'] as const

type LookupQuery = Query<DnameRecord | null, DnameError, DnameRecord | null, LookupQueryKey>

/**
 * Stale by age, worked out when TanStack decides on a fetch (on mount, focus, reconnect), never
 * as the component renders: a render reads no clock (Next.js prerenders it), and says fresh.
 * No component shows `isStale`, and one renders again only for what it shows (`observerStore`).
 * `'static'` is fresh with no look at the clock, and without the timer TanStack would set per
 * observer to flip `isStale`; a query with no data is stale whatever this says. A client's
 * default that is not a number is TanStack's to read.
 */
function staleByAge(fresh: number) {
  if (typeof fresh !== 'number') return fresh
  return (query: LookupQuery) =>
    query.state.data === undefined ||
    isRendering() ||
    Date.now() - query.state.dataUpdatedAt < fresh
      ? ('static' as const)
      : 0
}

/**
 * The record a component shows: the one it was given, or the lookup of its address, read as
 * `useDnameLookup` reads it (off when a record is given or there is no address).
 */
export function useRecord(
  address: string | null | undefined,
  record: DnameRecord | null | undefined,
  params: LookupParams,
): RecordState {
  const { allowUnverified } = params
  const view = lookupView(params.view)
  const given = record !== undefined
  // The components that show one lookup give it the same options: the first to render makes
  // them, and the others share its observer. Most show a view alone, a string of no space.
  const lookup = useSharedQuery<DnameRecord | null, DnameRecord | null, LookupQueryKey>(
    address,
    given || allowUnverified ? `${given} ${allowUnverified} ${view}` : view,
    // The provider's config, read by the hook: one context read less per component.
    (config) => {
      const base = lookupQueryOptions(config, address, { view, allowUnverified })
      return {
        ...base,
        enabled: base.enabled && !given,
        notifyOnChangeProps: SHOWN as unknown as (typeof SHOWN)[number][],
        staleTime: staleByAge(base.staleTime),
      }
    },
  )
  if (record !== undefined) return shown(record, address)
  if (!address) return without('not-found')
  if (lookup.isPending) return without('loading')
  if (lookup.isError && !lookup.data) return without('error')
  return shown(lookup.data ?? null, address)
}
