/**
 * In Chromium: a row of `OwnedNames` focused from the keyboard shows its whole focus ring, with
 * and without styles.css. The list scrolls, so it clips what is drawn past its sides: the ring
 * is drawn inside the row.
 */
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { OwnedNames } from '../../../src/react/components/OwnedNames.js'
import styles from '../../../src/styles.css?raw'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
  document.head.querySelector('style[data-test-sheet]')?.remove()
})

/** How far the focus ring reaches past the element's border box: offset and width. */
function ringReach(element: Element) {
  const style = getComputedStyle(element)
  // Chromium draws an `auto` ring (the browser's own) 2 px wide, whatever its width says.
  const width = style.outlineStyle === 'auto' ? 2 : Number.parseFloat(style.outlineWidth)
  return Number.parseFloat(style.outlineOffset) + width
}

it.each([
  ['without styles.css', ''],
  ['with styles.css', styles],
])("draws a focused row's whole ring inside the list, %s", async (_, css) => {
  const sheet = document.createElement('style')
  sheet.dataset.testSheet = ''
  sheet.textContent = css
  document.head.append(sheet)
  const registry = createMockRegistry()
  const owner = registry.addresses?.segmentOwner as string
  root = mountWithRegistry(<OwnedNames owner={owner} />, registry).root
  await expect.poll(() => document.querySelector('[data-part="row"]')).toBeTruthy()
  await userEvent.tab()
  const row = document.activeElement as HTMLElement
  expect(row.dataset.part).toBe('row')
  expect(row.matches(':focus-visible')).toBe(true)
  expect(getComputedStyle(row).outlineStyle).not.toBe('none')
  const list = row.closest('[data-part="viewport"]') as HTMLElement
  const box = row.getBoundingClientRect()
  const clip = list.getBoundingClientRect()
  const reach = ringReach(row)
  // The ring's outer edge, on each side, inside the list's clip.
  expect(box.left - reach).toBeGreaterThanOrEqual(clip.left + list.clientLeft - 0.5)
  expect(box.right + reach).toBeLessThanOrEqual(
    clip.left + list.clientLeft + list.clientWidth + 0.5,
  )
  expect(box.top - reach).toBeGreaterThanOrEqual(clip.top + list.clientTop - 0.5)
})
