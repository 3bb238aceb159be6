import { Slot } from '@radix-ui/react-slot'
import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef, useMemo } from 'react'
import type { LookupParams } from '../../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../core/schemas/dnameRecordSchema.js'
import { useRecord } from '../../hooks/useRecord.js'
import { IdentityContext, type IdentityState } from './IdentityContext.js'

// One line centred on the avatar, inside its container.
const ROOT: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5em',
  minWidth: 0,
  maxWidth: '100%',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
}

export interface IdentityRootProps extends ComponentPropsWithoutRef<'span'>, LookupParams {
  /** The address shown; `null` or `undefined` asks for nothing. */
  address?: string | null | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Renders its one child as the root, with the root's props and state (Radix's `Slot`). Defaults to `false`. */
  asChild?: boolean | undefined
}

/** The lookup an identity row shares with its parts, as its root works it out. */
export function useIdentityState(
  address: string | null | undefined,
  record: DnameRecord | null | undefined,
  params: LookupParams,
): IdentityState {
  const shown = useRecord(address, record, params)
  // The parts render again only when what they show changes.
  const { record: found, state: status, match } = shown
  return useMemo(
    () => ({ record: found, state: status, match, address: address ?? undefined }),
    [found, status, match, address],
  )
}

/** The root element's own attributes, with its state on it. */
export function rootProps(state: IdentityState, style: CSSProperties | undefined) {
  return {
    'data-dname-identity': '',
    'data-state': state.state,
    'data-match': state.match,
    style: style ? { ...ROOT, ...style } : ROOT,
  }
}

/**
 * The root of an identity row: one lookup, which its parts (`Identity.Avatar`, `.Name`,
 * `.Badge`, `.Address`, `.Copy`) and `useDnameIdentity()` read. Its state is on it as
 * `data-state` and `data-match`.
 */
export const IdentityRoot = forwardRef<HTMLSpanElement, IdentityRootProps>(function IdentityRoot(
  { address, record, view = 'thumbnail', allowUnverified, asChild = false, style, ...rest },
  ref,
) {
  const state = useIdentityState(address, record, { view, allowUnverified })
  const Root = asChild ? Slot : 'span'
  return (
    <IdentityContext.Provider value={state}>
      <Root ref={ref} {...rest} {...rootProps(state, style)} />
    </IdentityContext.Provider>
  )
})
