import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { type DisplayName, displayName } from '../../core/views/displayName.js'
import { useNameWarning } from '../hooks/useNameWarning.js'
import type { RecordState } from '../hooks/useRecord.js'
import { NAME_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'

export interface NameTextProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RecordState {
  address: string | null | undefined
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
// In a cell too narrow for the name's first characters and two icons, the name goes below
// them, down to an em, so that no icon is pushed out. Never narrower than that em and two
// icons (a name has two marks at most; with styles.css's padding and the gap): a row squeezing
// it further (an identity with a copy button) overflows its end instead of drawing the next
// part over a mark.
const ROOT_WITH_MARKS = {
  ...ROOT,
  minWidth: '4.2em',
  '--dname-kept': 'max(1em, min(2.5em, 100% - 3.4em))',
}
// `clip`, not `hidden`: the same cut and ellipsis, without making every name a scroll container,
// which is style and layout work per row in a long list. Across only: on a page whose lines are
// shorter than the text (`line-height: 0`), the name still shows.
const CUT: CSSProperties = { minWidth: 0, overflowX: 'clip', textOverflow: 'ellipsis' }
// A name gives way first, down to its first few characters; only then do the marks (its share
// of the shrinking is a million times theirs, so theirs is under a layout unit until then).
const NAME: CSSProperties = {
  ...CUT,
  whiteSpace: 'nowrap',
  minWidth: 'var(--dname-kept, 2.5em)',
  flexShrink: 1e6,
}
const SPLIT_NAME: CSSProperties = { ...NAME, display: 'inline-flex' }
const SKELETON: CSSProperties = { ...CUT, whiteSpace: 'nowrap' }
// A long name cut narrow gives way in its first label, down to about a character and the
// ellipsis; only past that are the root and the suffix cut, with an ellipsis of their own, so a
// name never ends in a clipped glyph.
const LABEL: CSSProperties = { ...CUT, minWidth: '1.5em' }
const REST: CSSProperties = { ...CUT, flexShrink: 0, maxWidth: 'calc(100% - 1.5em)' }
// A mark shrinks once the name is at its shortest, its words ending in an ellipsis, down to its
// icon. Its own line height: a page's `line-height: 0` would draw its border through the words.
const MARK: CSSProperties = {
  display: 'inline-flex',
  flexShrink: 1,
  minWidth: '1em',
  whiteSpace: 'nowrap',
  lineHeight: 'normal',
}
// The mark's own line height reaches its icon and words, whatever the page sets on every span.
const MARK_ICON: CSSProperties = {
  flexShrink: 0,
  width: '1em',
  textAlign: 'center',
  lineHeight: 'inherit',
}
// Words for screen readers inside the skeleton: no box to lay out or clip, in a long list.
const SAID: CSSProperties = { fontSize: 0 }
const MARK_WORDS: CSSProperties = { ...CUT, lineHeight: 'inherit' }

/** A mark beside a name: an icon, and words that give way to it in a narrow row. */
function Mark({
  part,
  icon,
  title,
  words,
}: {
  part: string
  icon: string
  title?: string
  words: string
}) {
  return (
    <span data-part={part} title={title} style={MARK}>
      <span aria-hidden="true" data-part="mark-icon" style={MARK_ICON}>
        {icon}
      </span>
      {/* A space no layout removes: without it, a screen reader reads "alice.algounverified". */}
      <span data-part="mark-words" style={MARK_WORDS}>
        {`\u00a0${words}`}
      </span>
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
  const labels = useLabels('name', NAME_LABELS)
  const short = address ? truncateAddress(address, truncate) : ''
  const name = record ? displayName(record.name, maxLength) : undefined
  // Looked at as it came, before cleaning: hidden characters are what make a name look like another.
  const lookAlike = useNameWarning(name?.text ? record?.name : undefined)
  const failed = state === 'error'
  const unverified = Boolean(name?.text) && match === 'unverified'
  const root = failed || unverified || lookAlike ? ROOT_WITH_MARKS : ROOT
  let shown: ReactNode
  if (name?.text) shown = nameOf(name)
  else if (state === 'loading') {
    shown = (
      <bdi data-part="skeleton" style={SKELETON}>
        {short}
        <span style={SAID}>{`\u00a0${labels.loading}`}</span>
      </bdi>
    )
  } else {
    shown = fallback ?? (
      <bdi data-part="address" style={NAME}>
        {short}
      </bdi>
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
      aria-busy={state === 'loading' || undefined}
      style={style ? { ...root, ...style } : root}
    >
      {/* The skeleton, the name and the address are one element in one place, so the name
          or the address takes over the skeleton's element rather than a new one. */}
      {shown}
      {/* A failed lookup is not "no name": it says so, on screen and to screen readers. */}
      {failed && <Mark part="failed" icon="!" title={labels.failedTitle} words={labels.failed} />}
      {lookAlike && (
        <Mark part="confusable" icon="≈" title={lookAlike.message} words={labels.lookAlike} />
      )}
      {unverified && (
        <Mark part="unverified" icon="?" title={labels.unverifiedTitle} words={labels.unverified} />
      )}
    </span>
  )
}
