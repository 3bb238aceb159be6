import { useContext } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { DnameMatch } from '../../core/views/matchOf.js'
import { shownName } from '../../core/views/shownName.js'
import { IdentityContext } from '../components/identity/IdentityContext.js'
import { type DnameDisplayState, useRecord } from './useRecord.js'

export interface UseDnameIdentityOptions extends LookupParams {
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
}

/** What an identity row shows, for a row drawn by hand. */
export interface DnameIdentityState {
  address: string | undefined
  record: DnameRecord | null
  /** `loading`, `found`, `not-found` or `error`. */
  state: DnameDisplayState
  /** `verified`, `unverified` (mark it, spec rule 7) or `undefined`. */
  match: DnameMatch | undefined
  /** The name cleaned for display (no control or bidi characters), or `undefined`. */
  name: string | undefined
  /** The address as `ABCD…WXYZ`, or `''`. */
  shortAddress: string
}

/**
 * The lookup an identity row shows, for a custom row: the one of the `Identity.Root` around it
 * when no address is given (`undefined`), else a lookup of its own (none for `null`, a wallet
 * not connected) that shares the components' cache entry
 * (the `thumbnail` view), so it sends no request of its own.
 */
export function useDnameIdentity(
  address?: string | null,
  { view = 'thumbnail', allowUnverified, record }: UseDnameIdentityOptions = {},
): DnameIdentityState {
  const root = useContext(IdentityContext)
  const fromRoot = root !== null && address === undefined
  const own = useRecord(fromRoot ? undefined : address, fromRoot ? undefined : record, {
    view,
    allowUnverified,
  })
  const shown = fromRoot ? root : { ...own, address: address ?? undefined }
  return {
    address: shown.address,
    record: shown.record,
    state: shown.state,
    match: shown.match,
    name: shownName(shown.record),
    shortAddress: shown.address ? truncateAddress(shown.address) : '',
  }
}
