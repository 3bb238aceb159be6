import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { type DisplayName, displayName } from '../../core/views/displayName.js'
import type { RecordState } from '../hooks/useRecord.js'

export interface NameTextProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RecordState {
  address: string | undefined
  truncate?: { start?: number; end?: number } | undefined
  fallback?: ReactNode
  maxLength: number
}

// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left blocks.
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD83A/

/** Past this many code units a name's first label is an element of its own, cut first by CSS. */
const SPLIT_PAST = 16

/**
 * The name, left to right whatever its script, so `.algo` stays last. A short name is one text
 * node, as `getByText('alice.algo')` in a test expects. A long one has its first label in an
 * element of its own, which a narrow container cuts with an ellipsis before the root and the
 * suffix; and when a later label is right-to-left, each label is isolated, so `علي.ملك.algo`
 * never reads with its labels swapped.
 */
function NameOf({ name }: { name: DisplayName }) {
  const { text, label, rest, full, truncated } = name
  const rtl = RIGHT_TO_LEFT.test(rest)
  const split = text.length > SPLIT_PAST || rtl
  return (
    <bdi
      data-part="name"
      data-split={split || undefined}
      dir="ltr"
      title={truncated ? full : undefined}
    >
      {split ? (
        <>
          <bdi data-part="label">{label}</bdi>
          {rtl ? restOf(rest) : rest}
        </>
      ) : (
        text
      )}
    </bdi>
  )
}

/** The labels after the first, each isolated, in their order. */
function restOf(rest: string): ReactNode {
  return rest
    .split('.')
    .slice(1)
    .map((label, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one name, in order
      <span key={i}>
        .<bdi>{label}</bdi>
      </span>
    ))
}

/**
 * What `DnameName` shows for the record it has: the name; the "unverified" mark of spec rule 7;
 * a skeleton while loading; else the truncated address.
 */
export function NameText({
  address,
  record,
  state,
  match,
  truncate,
  fallback,
  maxLength,
  ...rest
}: NameTextProps) {
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
      {name?.text ? (
        <>
          <NameOf name={name} />
          {match === 'unverified' && (
            <span data-part="unverified" title="Linked to this address by its owner, not verified">
              unverified
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
