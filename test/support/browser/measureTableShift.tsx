import { Fragment, type ReactNode } from 'react'
import { page } from 'vitest/browser'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { testAddresses } from '../ledgerAddresses.js'
import { mountWithRegistry } from './mountWithRegistry.js'

const INLINE_FLEX = { display: 'inline-flex', alignItems: 'center', gap: 6 }
function InlineFlex({ children }: { children: ReactNode }) {
  return <span style={INLINE_FLEX}>{children}</span>
}

/** The page's cumulative layout shift: its worst session window, as Chromium's CLS counts it. */
function sessionWindows(shifts: Array<{ value: number; startTime: number }>) {
  let worst = 0
  let sum = 0
  let first = 0
  let last = 0
  for (const { value, startTime } of shifts) {
    if (sum > 0 && startTime - last < 1000 && startTime - first < 5000) sum += value
    else {
      sum = value
      first = startTime
    }
    last = startTime
    worst = Math.max(worst, sum)
  }
  return worst
}

/**
 * Renders a 200-row transfer table (an identity, an avatar beside a name, and an amount per row;
 * half the accounts with names) against a registry that answers in 300 ms, waits until every
 * row has settled and the images in view have loaded, and returns the layout shift Chromium
 * recorded, with the shifts themselves.
 * `nameWidth`: the width the From and To columns give their names, as the manual advises for
 * tables; without it, the columns take the width of what is in them.
 * `pair`: how the To column holds its avatar and name: side by side in the cell, or in an
 * `inline-flex` wrapper, as a designer aligns them.
 * `css`: a stylesheet of the page's own, there while the table is.
 * `viewport`: the window's width and height, 1280 × 720 by default.
 */
export async function measureTableShift({
  nameWidth,
  pair = 'inline',
  css,
  viewport = [1280, 720],
}: {
  nameWidth?: string
  pair?: 'inline' | 'inline-flex'
  css?: string
  viewport?: [number, number]
} = {}) {
  const sheet = document.createElement('style')
  sheet.textContent = css ?? ''
  document.head.append(sheet)
  const width = nameWidth ? { width: nameWidth } : undefined
  const Pair = pair === 'inline' ? Fragment : InlineFlex
  await page.viewport(...viewport)
  const registry = createMockRegistry({ latencyMs: 300 })
  const named = [...new Set(registry.records().flatMap((r) => r.caAlgo ?? []))].slice(0, 50)
  const strangers = testAddresses(50, 11)
  const accounts = named.flatMap((a, i) => [a, strangers[i] as string])
  const rows = Array.from({ length: 200 }, (_, i) => ({
    from: accounts[(i * 7) % accounts.length] as string,
    to: accounts[(i * 13 + 5) % accounts.length] as string,
    amount: ((i * 7919) % 100_000) / 100,
  }))
  const shifts: Array<{ value: number; startTime: number; sources: string[] }> = []
  let moved = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (entry.hadRecentInput) continue
      const sources = (
        entry as unknown as {
          sources: Array<{
            node?: Node
            previousRect: DOMRectReadOnly
            currentRect: DOMRectReadOnly
          }>
        }
      ).sources.map(({ node, previousRect: a, currentRect: b }) => {
        if (a.y !== b.y || a.height !== b.height) moved++
        const name =
          node instanceof Element
            ? `${node.tagName}${node.getAttribute('data-part') ?? ''}${node.hasAttribute('data-dname') ? '[name]' : ''}`
            : (node?.nodeName ?? '?')
        return `${name} ${a.x},${a.y},${a.width}x${a.height} → ${b.x},${b.y},${b.width}x${b.height}`
      })
      shifts.push({ value: entry.value, startTime: entry.startTime, sources })
    }
  })
  observer.observe({ type: 'layout-shift', buffered: false })
  const mounted = mountWithRegistry(
    <table>
      <thead>
        <tr>
          <th>#</th>
          <th>From</th>
          <th>To</th>
          <th>Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <tr key={i}>
            <td>{i + 1}</td>
            <td>
              <DnameIdentity address={row.from} style={width} />
            </td>
            <td>
              <Pair>
                <DnameAvatar address={row.to} size={24} />{' '}
                <DnameName address={row.to} style={width} />
              </Pair>
            </td>
            <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{row.amount.toFixed(2)} ALGO</td>
          </tr>
        ))}
      </tbody>
    </table>,
    registry,
  )
  const unmount = () => {
    mounted.unmount()
    sheet.remove()
  }
  // Lazy images out of view never load: only the avatars in view are waited for. By the avatar's
  // own state, not its image's: a `data:` avatar has no image until the chunk that reads its
  // header has landed, so "every image complete" could hold before its image exists.
  const inView = (avatar: Element) => avatar.getBoundingClientRect().top < innerHeight
  const settled = () =>
    document.querySelectorAll('tbody tr').length === 200 &&
    document.querySelectorAll('[data-state="loading"]').length === 0 &&
    [...document.querySelectorAll('[data-dname-avatar]')]
      .filter(inView)
      .every((avatar) => avatar.getAttribute('data-image') !== 'loading')
  const started = performance.now()
  while (!settled() && performance.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // Two frames more, so the last layout has been recorded.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  await new Promise((resolve) => setTimeout(resolve, 200))
  observer.disconnect()
  const named_ = document.querySelectorAll('[data-dname][data-state="found"]').length
  return {
    cls: sessionWindows(shifts),
    /** Shifted elements that moved up or down or changed height: rows that grew. */
    moved,
    shifts,
    named: named_,
    settled: settled(),
    unmount,
  }
}
