import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual'
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
} from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { MAX_OWNED_NAMES } from '../../core/query/searchQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { DnameSearchView } from '../../core/schemas/enums.js'
import { useOwnedDnames } from '../hooks/useOwnedDnames.js'
import { OWNED_LABELS } from '../labels/defaultLabels.js'
import { formatCount } from '../labels/formatCount.js'
import { useLabels } from '../labels/useLabels.js'
import { useLocale } from '../labels/useLocale.js'
import { OwnedNameRow } from './OwnedNameRow.js'
import { TARGET_SIZE } from './targetSize.js'
import { useRowKeys } from './useRowKeys.js'

export interface OwnedNamesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The owning address; `null` or `undefined` (a wallet not connected) shows and asks for nothing. */
  owner: string | null | undefined
  /** Records fetched per page, 1 to 200. Defaults to `200`. */
  pageSize?: number | undefined
  /** How much of each record is fetched. Defaults to `'brief'`. */
  view?: DnameSearchView | undefined
  /** Height of one row in pixels. Defaults to `48`. */
  rowHeight?: number | undefined
  /** Height of the scrolling list in pixels. Defaults to `400`. */
  height?: number | undefined
  /** Draws one row; defaults to avatar, name and state. */
  renderItem?: ((record: DnameRecord, index: number) => ReactNode) | undefined
  /** Shown, and said, when the owner has no names. Defaults to the `owned.empty` label, "No names". */
  empty?: ReactNode
  /** Milliseconds a default row's avatar in view waits for a gateway before trying the next. Defaults to the provider's `gatewayTimeoutMs` (`3000`). */
  gatewayTimeoutMs?: number | undefined
}

/**
 * The names an address owns, as a virtualized list as long as the whole list (rows not yet
 * fetched show as placeholders), which loads the next page before the end is reached. Arrow
 * keys, Page Up/Down, Home and End move between rows (End to the very last: the pages before it
 * load in turn); the focused row stays mounted however far the list scrolls. A status line says
 * how many names there are, once, and what failed. Without an owner it renders nothing.
 */
export function OwnedNames(props: OwnedNamesProps) {
  return props.owner ? <OwnedList {...props} owner={props.owner} /> : null
}

function OwnedList({
  owner,
  pageSize = 200,
  view,
  rowHeight = 48,
  height = 400,
  gatewayTimeoutMs,
  renderItem = (record) => <OwnedNameRow record={record} gatewayTimeoutMs={gatewayTimeoutMs} />,
  empty,
  ...rest
}: OwnedNamesProps & { owner: string }) {
  const labels = useLabels('owned', OWNED_LABELS)
  const locale = useLocale()
  const query = useOwnedDnames(owner, { pageSize, view })
  const records = query.data?.pages.flatMap((page) => page.dnames) ?? []
  const reported = query.data?.pages[0]?.total ?? 0
  // The registry's `total` sizes the list only up to what a list may hold.
  const total = Math.min(reported, MAX_OWNED_NAMES)
  const viewport = useRef<HTMLDivElement>(null)
  const retried = useRef(false)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  // Rows wait for pages still to come; not for one that failed, until Retry.
  const more = hasNextPage && !isFetchNextPageError
  const count = more ? Math.max(total, records.length + 1) : records.length
  const screen = Math.ceil(height / rowHeight)
  const { active, setActive, onKeyDown } = useRowKeys({
    viewport,
    count,
    loaded: records.length,
    page: screen,
    scrollToIndex: (index) => rows.scrollToIndex(index),
  })
  const rows = useVirtualizer({
    count,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 0, height },
    // The active row stays mounted when scrolled away, so focus on it is never lost.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range)
        return active < count && !indexes.includes(active)
          ? [...indexes, active].sort((a, b) => a - b)
          : indexes
      },
      [active, count],
    ),
  })
  const items = rows.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? 0

  // Ask for the next page a screenful before the end, so scrolling rarely meets a loading row.
  // A page that failed is asked again only by Retry: never in a loop.
  useEffect(() => {
    if (more && !isFetchingNextPage && lastShown >= records.length - screen) void fetchNextPage()
  }, [more, isFetchingNextPage, fetchNextPage, lastShown, records.length, screen])

  const state = query.isPending
    ? 'loading'
    : query.isError && records.length === 0
      ? 'error'
      : total === 0
        ? 'empty'
        : 'found'
  const emptyState = useRef<HTMLDivElement>(null)
  // After Retry, whose button then goes, focus moves to the first row (or the empty state),
  // not to the page: the next arrow key then goes to the second row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves focus once the retry lands
  useEffect(() => {
    if (!retried.current || state === 'error' || state === 'loading') return
    const first = viewport.current?.querySelector<HTMLElement>('[data-part="row"]')
    const target = state === 'empty' ? emptyState.current : (first ?? viewport.current)
    if (!target) return
    retried.current = false
    if (first) setActive(0)
    target.focus()
  }, [state, items.length])
  let status = ''
  if (state === 'loading') status = labels.loading
  if (state === 'found') {
    status = formatCount(labels.count, reported, locale)
    if (reported > total) status += formatCount({ other: labels.listed }, total, locale)
  }
  return (
    <div {...rest} data-dname-owned="" data-state={state}>
      {/* Said once per change of state, not on every page that loads; the empty state too. */}
      <div data-part="count" role="status">
        {state === 'empty' ? (
          <div data-part="empty" ref={emptyState} tabIndex={-1}>
            {empty ?? labels.empty}
          </div>
        ) : (
          status
        )}
      </div>
      {isFetchNextPageError && state === 'found' && (
        <div role="alert" data-part="error">
          {labels.failedMore}{' '}
          <button type="button" style={TARGET_SIZE} onClick={() => void fetchNextPage()}>
            {labels.retry}
          </button>
        </div>
      )}
      {state === 'error' ? (
        <div role="alert" data-part="error">
          {labels.failed}{' '}
          <button
            type="button"
            style={TARGET_SIZE}
            onClick={() => {
              retried.current = true
              void query.refetch()
            }}
          >
            {labels.retry}
          </button>
        </div>
      ) : state === 'empty' ? null : (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the focusable rows inside
        <div
          ref={viewport}
          data-part="viewport"
          style={{ height, overflow: 'auto' }}
          onKeyDown={onKeyDown}
          // Reachable by keyboard while no row is; then the active row is the tab stop, and the
          // list takes focus only from code (Retry, a row not fetched yet).
          tabIndex={records.length === 0 ? 0 : -1}
        >
          <ul
            aria-label={labels.listOf(truncateAddress(owner))}
            aria-busy={query.isFetching || undefined}
            style={{
              height: state === 'loading' ? height : rows.getTotalSize(),
              position: 'relative',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {(state === 'loading'
              ? Array.from({ length: screen }, (_, index) => ({
                  index,
                  start: index * rowHeight,
                  key: index,
                }))
              : items
            ).map((item) => {
              const record = records[item.index]
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  data-part={record ? 'row' : 'loading-row'}
                  // A placeholder says nothing; the status line says the list is loading.
                  aria-hidden={record ? undefined : true}
                  aria-setsize={total || -1}
                  aria-posinset={item.index + 1}
                  tabIndex={record ? (item.index === active ? 0 : -1) : undefined}
                  onFocus={() => setActive(item.index)}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    height: rowHeight,
                    transform: `translateY(${item.start}px)`,
                    // The focus ring inside the row: the list scrolls, and clips its sides.
                    outlineOffset: -2,
                  }}
                >
                  {record ? renderItem(record, item.index) : <span data-part="row-skeleton" />}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
