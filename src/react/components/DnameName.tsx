import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../../core/schemas/enums.js'
import { displayName } from '../../core/views/displayName.js'
import { useRecord } from '../hooks/useRecord.js'

export interface DnameNameProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    LookupParams {
  /** The address whose name is shown. */
  address?: string | undefined
  /** How much of the record to fetch. Defaults to `'thumbnail'`, as `DnameAvatar`, so the two share one cache entry. */
  view?: DnameView | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Characters of the address kept at the start and end when no name is shown. Defaults to `{ start: 4, end: 4 }`. */
  truncate?: { start?: number; end?: number } | undefined
  /** Shown instead of the truncated address when there is no name. Defaults to the truncated address. */
  fallback?: ReactNode
  /** Longest name shown, in characters; longer names end with an ellipsis. Defaults to `32`. */
  maxLength?: number | undefined
}

/**
 * The name of an address, or its truncated address. State is on the root as `data-state`
 * (`loading`, `found`, `not-found`, `error`) and `data-match` (`verified`, `unverified`).
 */
export function DnameName({
  address,
  record: given,
  // DnameAvatar's view: a row's name and avatar read one cache entry, so each answer reaches
  // the row once, and no request is added.
  view = 'thumbnail',
  allowUnverified,
  truncate,
  fallback,
  maxLength = 32,
  ...rest
}: DnameNameProps) {
  const { record, state, match } = useRecord(address, given, { view, allowUnverified })
  const short = address ? truncateAddress(address, truncate) : ''
  const name = record ? displayName(record.name, maxLength) : undefined
  return (
    <span
      title={address}
      {...rest}
      data-dname=""
      data-state={state}
      data-match={match}
      aria-busy={state === 'loading' || undefined}
    >
      {name ? (
        <>
          <bdi data-part="name" title={name.truncated ? name.full : undefined}>
            {name.text}
          </bdi>
          {match === 'unverified' && (
            <span
              data-part="unverified"
              role="img"
              aria-label="unverified"
              title="Unverified: linked by its owner only"
            >
              ?
            </span>
          )}
        </>
      ) : state === 'loading' ? (
        <bdi data-part="skeleton">{short}</bdi>
      ) : (
        (fallback ?? <bdi data-part="address">{short}</bdi>)
      )}
    </span>
  )
}
