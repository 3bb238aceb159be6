import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react'

const KEYS: Record<string, (index: number, page: number, last: number) => number> = {
  ArrowDown: (i, _, last) => Math.min(last, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  PageDown: (i, page, last) => Math.min(last, i + page),
  PageUp: (i, page) => Math.max(0, i - page),
  Home: () => 0,
  End: (_, __, last) => last,
}

export interface RowKeysOptions {
  /** The scrolling element holding rows marked `data-index`. */
  viewport: RefObject<HTMLElement | null>
  /** Rows in the list, fetched or not. */
  count: number
  /** Rows fetched so far (the first ones): only these can take focus. */
  loaded: number
  /** Rows in a screenful, for Page Up and Page Down. */
  page: number
  scrollToIndex: (index: number) => void
}

/**
 * The keyboard of a list of rows: arrow keys, Page Up/Down, Home and End move the active row (the
 * tab stop) and focus it. A row not fetched yet is focused when it arrives; until then the list
 * itself holds focus.
 */
export function useRowKeys({ viewport, count, loaded, page, scrollToIndex }: RowKeysOptions) {
  const [active, setActive] = useState(0)
  const pending = useRef<number | null>(null)
  const focusRow = (index: number) =>
    requestAnimationFrame(() =>
      viewport.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus(),
    )
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key]
    if (!move || loaded === 0) return
    event.preventDefault()
    const next = move(active, page, count - 1)
    setActive(next)
    scrollToIndex(next)
    if (next < loaded) return void focusRow(next)
    pending.current = next
    viewport.current?.focus()
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: when more rows arrive
  useEffect(() => {
    const index = pending.current
    if (index !== null && index < loaded) {
      pending.current = null
      focusRow(index)
    }
  }, [loaded])
  return { active, setActive, onKeyDown }
}
