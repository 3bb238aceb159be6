/// <reference types="vite/client" />
/**
 * In Chromium, with and without styles.css: every control a person uses measures 24 × 24 CSS
 * pixels at least (WCAG 2.2, 2.5.8): the copy button, Retry of the send field and of the list of
 * owned names, and the send field's confirmation of a look-alike name (its box and words).
 */
import { useState } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { OwnedNames } from '../../../src/react/components/OwnedNames.js'
import styles from '../../../src/styles.css?raw'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.innerHTML = ''
  document.head.querySelector('style[data-test-sheet]')?.remove()
})

function SendField({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return <DnameAddressInput value={value} onChange={setValue} />
}

/** Each control's size in CSS pixels, once all are on screen. */
async function controls() {
  const failing = () => {
    const registry = createMockRegistry()
    registry.failNext(1, 400)
    return registry
  }
  const registry = createMockRegistry()
  const a = registry.addresses!
  roots.push(
    mountWithRegistry(<DnameIdentity address={a.verified} copyable />, registry).root,
    mountWithRegistry(<SendField initial={'\u0430lice.algo'} />, registry).root,
    mountWithRegistry(<SendField initial="alice.algo" />, failing()).root,
    mountWithRegistry(<OwnedNames owner={a.segmentOwner} />, failing()).root,
  )
  const find = (selector: string) => document.querySelector(selector) as HTMLElement | null
  const retries = () =>
    [...document.querySelectorAll('button')].filter((b) => /Retry|again/i.test(b.textContent ?? ''))
  await expect
    .poll(() => Boolean(find('[data-part="copy"]') && find('[data-part="confirm"]')))
    .toBe(true)
  await expect.poll(() => retries().length).toBe(2)
  const size = (element: Element | null) => {
    const box = (element as HTMLElement).getBoundingClientRect()
    return [Math.floor(box.width), Math.floor(box.height)]
  }
  return {
    copy: size(find('[data-part="copy"]')),
    confirmation: size(find('[data-part="confirm"]')),
    retries: retries().map(size),
  }
}

for (const sheet of ['without styles.css', 'with styles.css'] as const) {
  it(`makes copy, Retry and the confirmation 24 × 24 px at least, ${sheet}`, async () => {
    if (sheet === 'with styles.css') {
      const style = document.createElement('style')
      style.dataset.testSheet = ''
      style.textContent = styles
      document.head.append(style)
    }
    const { copy, confirmation, retries } = await controls()
    for (const [width, height] of [copy, confirmation, ...retries]) {
      expect(width).toBeGreaterThanOrEqual(24)
      expect(height).toBeGreaterThanOrEqual(24)
    }
    expect(retries).toHaveLength(2)
  })
}
