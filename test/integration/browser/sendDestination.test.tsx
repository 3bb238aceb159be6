/**
 * In Chromium, with and without styles.css: the send field shows the whole address a look-alike
 * name sends to at every width it supports, wrapped rather than cut, and says to compare it.
 */
/// <reference types="vite/client" />
import { useState } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import styles from '../../../src/styles.css?raw'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
  document.head.querySelector('style[data-test-sheet]')?.remove()
})

function SendField() {
  // `аlice.algo`, with a Cyrillic `а`: drawn like alice.algo, another name.
  const [value, setValue] = useState('\u0430lice.algo')
  return <DnameAddressInput value={value} onChange={setValue} />
}

for (const sheet of [false, true]) {
  for (const width of [200, 260, 360]) {
    it(`shows a look-alike's whole address in ${width} px, ${sheet ? 'with' : 'without'} styles.css`, async () => {
      if (sheet) {
        const style = document.createElement('style')
        style.dataset.testSheet = ''
        style.textContent = styles
        document.head.append(style)
      }
      const registry = createMockRegistry()
      const container = document.createElement('div')
      container.style.width = `${width}px`
      document.body.append(container)
      root = mountWithRegistry(<SendField />, registry, container).root
      const destination = () =>
        container.querySelector('[data-part="destination"] code') as HTMLElement | null
      await expect.poll(destination).toBeTruthy()
      const code = destination() as HTMLElement
      expect(code.textContent).toBe(registry.addresses?.lookAlike)
      expect(code.closest('[data-part="destination"]')?.textContent).toMatch(/compare it/)
      // Every letter on screen: inside the field's width, nothing scrolled or cut.
      const box = code.getBoundingClientRect()
      const field = container.getBoundingClientRect()
      expect(box.left).toBeGreaterThanOrEqual(field.left - 0.5)
      expect(box.right).toBeLessThanOrEqual(field.right + 0.5)
      expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth + 1)
      expect(code.getClientRects().length).toBeGreaterThan(0)
    })
  }
}
