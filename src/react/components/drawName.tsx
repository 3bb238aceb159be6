import { type ComponentPropsWithoutRef, Fragment, type ReactNode } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import type { NameWarning } from '../../core/names/nameWarning.js'
import { type DisplayName, displayName, softBreaks } from '../../core/views/displayName.js'
import type { RecordState } from '../hooks/useRecord.js'
import type { NameLabels } from '../labels/defaultLabels.js'

// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left blocks.
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD83A/

// Layout is in the layout sheet (layoutSheet.ts), by `data-part`: no inline style to set on
// each element of a long list, and siblings share their computed style.

/** A mark beside a name: an icon, and words that give way to it in a narrow row. */
function mark(part: string, icon: string, title: string, words: string) {
  return (
    <span key={part} data-part={part} data-mark="" title={title}>
      <span aria-hidden="true" data-part="mark-icon">
        {icon}
      </span>
      {/* A space no layout removes: without it, a screen reader reads "alice.algounverified". */}
      <span data-part="mark-words">{`\u00a0${words}`}</span>
    </span>
  )
}

/** Longest `title` of a cut name, in characters. */
const TITLE_MAX = 256

/** Past this many code units a name's first label is an element of its own, cut first by CSS. */
const SPLIT_PAST = 16

/**
 * The name, left to right whatever its script, so `.algo` stays last. A short name is one text
 * node, as `getByText('alice.algo')` in a test expects. A long one has its first label in an
 * element of its own, which a narrow container cuts after its last whole character, with an
 * ellipsis right before the root and the suffix (an element of their own, shown whole or not
 * at all); and when a later label is right-to-left, each label is isolated, so `علي.ملك.algo`
 * never reads with its labels swapped.
 */
function nameOf(name: DisplayName, cutSheet: ReactNode) {
  const { text, label, rest, full, truncated } = name
  const rtl = RIGHT_TO_LEFT.test(rest)
  const split = text.length > SPLIT_PAST || rtl
  return (
    <bdi
      key="shown"
      data-part="name"
      data-split={split || undefined}
      dir="ltr"
      // Bounded too: a name of a megabyte must not ride along in an attribute.
      title={
        truncated ? (full.length > TITLE_MAX ? displayName(full, TITLE_MAX).text : full) : undefined
      }
    >
      {split ? (
        <>
          {/* Drawn from `data-cut` (cutSheet.ts), which breaks where it is cut; the text
              itself is what is read and copied, whole. */}
          <bdi data-part="label" data-cut={softBreaks(label)}>
            <span>{label}</span>
          </bdi>
          <span data-part="rest">{rtl ? restOf(rest) : rest}</span>
          {cutSheet}
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

export interface NameTextProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RecordState {
  address: string | null | undefined
  truncate?: { start?: number; end?: number } | undefined
  fallback?: ReactNode
  maxLength: number
}

/**
 * What `DnameName` shows for the record it has: the name; the "unverified" mark of spec rule 7;
 * a skeleton while loading; else the truncated address. No hooks: the client's `NameText` and
 * the server's `DnameName` (`dname-react/server`) draw the same elements from the same props,
 * once the name, its look-alike check and the words are worked out. `cutSheet` goes inside a
 * long name only: the client's element that adds the sheet long names are cut by.
 */
export function drawName(
  props: NameTextProps,
  name: DisplayName | undefined,
  lookAlike: NameWarning | undefined,
  labels: NameLabels,
  cutSheet?: ReactNode,
) {
  // `record` and `maxLength` are in `name` already; the rest goes on the root element.
  const { address, record, state, match, truncate, fallback, maxLength, style, ...rest } = props
  const short = address ? truncateAddress(address, truncate) : ''
  const failed = state === 'error'
  const unverified = Boolean(name?.text) && match === 'unverified'
  const marked = failed || unverified || Boolean(lookAlike)
  let shown: ReactNode
  if (name?.text) shown = nameOf(name, cutSheet)
  else if (state === 'loading') {
    shown = (
      // A drawn placeholder, named with the address and the words a screen reader says: no
      // element or generated text of their own, so that when an address turns out to have no
      // name (most do, in a history) only attributes change, and it is painted with no layout.
      <bdi key="shown" data-part="skeleton" role="img" aria-label={`${short} ${labels.loading}`}>
        {short}
      </bdi>
    )
  } else {
    shown =
      fallback === undefined ? (
        <bdi key="shown" data-part="address">
          {short}
        </bdi>
      ) : (
        <Fragment key="shown">{fallback}</Fragment>
      )
  }
  return (
    <span
      title={address ?? undefined}
      {...rest}
      data-dname=""
      data-state={state}
      data-match={match}
      data-confusable={lookAlike ? lookAlike.reasons.join(' ') : undefined}
      data-marks={marked || undefined}
      aria-busy={state === 'loading' || undefined}
      style={style}
    >
      {/* The skeleton, the name and the address are one element in one place (`shown`), so
          the name or the address takes over the skeleton's element rather than a new one. A
          row with no mark, as most are, has it as its only child: React reconciles no list. */}
      {marked
        ? [
            shown,
            // A failed lookup is not "no name": it says so, on screen and to screen readers.
            failed && mark('failed', '!', labels.failedTitle, labels.failed),
            lookAlike && mark('confusable', '≈', lookAlike.message, labels.lookAlike),
            unverified && mark('unverified', '?', labels.unverifiedTitle, labels.unverified),
          ]
        : shown}
    </span>
  )
}
