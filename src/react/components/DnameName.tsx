import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../../core/schemas/enums.js'
import { useRecord } from '../hooks/useRecord.js'
import { NameText } from './NameText.js'

export interface DnameNameProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    LookupParams {
  /** The address whose name is shown; `null` or `undefined` (a wallet not connected) shows and asks for nothing. */
  address?: string | null | undefined
  /** How much of the record to fetch. Defaults to `'thumbnail'`, as `DnameAvatar`, so the two share one cache entry. */
  view?: DnameView | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Characters of the address kept at the start and end when no name is shown. Defaults to `{ start: 4, end: 4 }`. */
  truncate?: { start?: number; end?: number } | undefined
  /** Shown instead of the truncated address when there is no name. Defaults to the truncated address. */
  fallback?: ReactNode
  /** Longest name shown, in characters; a longer one is cut in the middle of its first label. Narrower containers cut it further with CSS (styles.css). Defaults to `64`. */
  maxLength?: number | undefined
}

/**
 * The name of an address, or its truncated address. State is on the root as `data-state`
 * (`loading`, `found`, `not-found`, `error`) and `data-match` (`verified`, `unverified`); a
 * record matched only through an unverified link is marked "unverified" in words.
 */
export function DnameName({
  address,
  record,
  // DnameAvatar's view: a row's name and avatar read one cache entry, so each answer reaches
  // the row once, and no request is added.
  view = 'thumbnail',
  allowUnverified,
  maxLength = 64,
  ...rest
}: DnameNameProps) {
  const shown = useRecord(address, record, { view, allowUnverified })
  return <NameText {...rest} {...shown} address={address} maxLength={maxLength} />
}
