import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { type DisplayName, displayName } from '../../core/views/displayName.js'
import { useNameWarning } from '../hooks/useNameWarning.js'
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

// Inline, so that even without styles.css a name stays on one line inside its box, and a width
// given to the root (a table column's) cuts the name instead of moving the layout. Positioned,
// so that each name paints as a layer of its own, whose drawing Chromium keeps and reuses when
// something else on the page changes: a long list repaints once per avatar image that lands,
// and the names' clips (their ellipses) are then not drawn again each time.
const ROOT: CSSProperties = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.3em',
  minWidth: 0,
  maxWidth: '100%',
}
// `clip`, not `hidden`: the same cut and ellipsis, without making every name a scroll container,
// which is style and layout work per row in a long list.
const CUT: CSSProperties = { minWidth: 0, overflow: 'clip', textOverflow: 'ellipsis' }
const NAME: CSSProperties = { ...CUT, whiteSpace: 'nowrap' }
const SPLIT_NAME: CSSProperties = { ...NAME, display: 'inline-flex' }
// A long name cut narrow gives way in its first label, down to about a character and the
// ellipsis; only past that are the root and the suffix cut, with an ellipsis of their own, so a
// name never ends in a clipped glyph.
const LABEL: CSSProperties = { ...CUT, minWidth: '1.5em' }
const REST: CSSProperties = { ...CUT, flexShrink: 0, maxWidth: 'calc(100% - 1.5em)' }
const KEPT: CSSProperties = { flexShrink: 0, whiteSpace: 'nowrap' }

/** Longest `title` of a cut name, in characters. */
const TITLE_MAX = 256

/** Past this many code units a name's first label is an element of its own, cut first by CSS. */
const SPLIT_PAST = 16

/**
 * The name, left to right whatever its script, so `.algo` stays last. A short name is one text
 * node, as `getByText('alice.algo')` in a test expects. A long one has its first label in an
 * element of its own, which a narrow container cuts with an ellipsis before the root and the
 * suffix (an element of their own, cut with an ellipsis too once the label is at its shortest);
 * and when a later label is right-to-left, each label is isolated, so `علي.ملك.algo`
 * never reads with its labels swapped.
 */
function nameOf(name: DisplayName) {
  const { text, label, rest, full, truncated } = name
  const rtl = RIGHT_TO_LEFT.test(rest)
  const split = text.length > SPLIT_PAST || rtl
  return (
    <bdi
      data-part="name"
      data-split={split || undefined}
      dir="ltr"
      // Bounded too: a name of a megabyte must not ride along in an attribute.
      title={
        truncated ? (full.length > TITLE_MAX ? displayName(full, TITLE_MAX).text : full) : undefined
      }
      style={split ? SPLIT_NAME : NAME}
    >
      {split ? (
        <>
          <bdi data-part="label" style={LABEL}>
            {label}
          </bdi>
          <span data-part="rest" style={REST}>
            {rtl ? restOf(rest) : rest}
          </span>
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
  style,
  ...rest
}: NameTextProps) {
  const short = address ? truncateAddress(address, truncate) : ''
  const name = record ? displayName(record.name, maxLength) : undefined
  // Looked at as it came, before cleaning: hidden characters are what make a name look like another.
  const lookAlike = useNameWarning(name?.text ? record?.name : undefined)
  return (
    <span
      title={address}
      {...rest}
      data-dname=""
      data-state={state}
      data-match={match}
      data-confusable={lookAlike ? lookAlike.reasons.join(' ') : undefined}
      aria-busy={state === 'loading' || undefined}
      style={style ? { ...ROOT, ...style } : ROOT}
    >
      {/* The skeleton, the name and the address are one element in one place, so the name
          or the address takes over the skeleton's element rather than a new one. */}
      {name?.text ? (
        nameOf(name)
      ) : state === 'loading' ? (
        <bdi data-part="skeleton" style={NAME}>
          {short}
        </bdi>
      ) : (
        (fallback ?? (
          <bdi
            data-part="address"
            style={NAME}
            // A failed lookup is not "no name": it says so (styles.css also marks it).
            title={state === 'error' ? 'The name could not be loaded' : undefined}
          >
            {short}
          </bdi>
        ))
      )}
      {name?.text && lookAlike && (
        <span data-part="confusable" title={lookAlike.message} style={KEPT}>
          look-alike
        </span>
      )}
      {name?.text && match === 'unverified' && (
        <span data-part="unverified" title="Linked by its owner, not verified" style={KEPT}>
          unverified
        </span>
      )}
    </span>
  )
}
