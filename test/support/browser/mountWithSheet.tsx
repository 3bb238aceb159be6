import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { mountWithFetch } from './mountWithFetch.js'

const mounted: Array<() => void> = []
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
  document.body.innerHTML = ''
})

/**
 * Renders `ui` as `mountWithFetch` does, on a page that has the stylesheet `css` too. Both go
 * after each test.
 */
export function mountWithSheet(
  ui: ReactNode,
  css: string,
  fetch?: typeof globalThis.fetch,
  options?: Parameters<typeof mountWithFetch>[2],
) {
  const sheet = document.createElement('style')
  sheet.textContent = css
  document.head.append(sheet)
  const { root, container } = mountWithFetch(ui, fetch, options)
  mounted.push(() => {
    root.unmount()
    sheet.remove()
  })
  return container
}
