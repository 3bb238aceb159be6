/**
 * In Chromium, with `styles.css`: an avatar image out of view is not fetched, its picture waits
 * `fallbackDelayMs` and then shows, and once scrolled into view the image loads, covers the
 * picture and shows the badge, with no render for the image.
 */
import { QueryClient } from '@tanstack/react-query'
import { Profiler } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import '../../src/styles.css'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

const { addresses } = generateDataset()
const part = (name: string) =>
  document.querySelector(`[data-dname-avatar] [data-part="${name}"]`) as HTMLElement
const imageState = () => document.querySelector('[data-dname-avatar]')?.getAttribute('data-image')
const imageRequests = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/ipfs/')).length

it('fetches no image out of view, shows the picture after the delay, and loads the image in view', async () => {
  performance.clearResourceTimings()
  const registry = createMockRegistry({ latencyMs: 10 })
  let renders = 0
  const container = document.createElement('div')
  container.style.paddingTop = '6000px'
  document.body.append(container)
  root = createRoot(container)
  root.render(
    <DnameProvider
      baseUrl="https://registry.test"
      fetch={registry.fetch}
      queryClient={new QueryClient()}
      ipfsGateways={['/ipfs/']}
    >
      <Profiler id="avatar" onRender={() => renders++}>
        <DnameAvatar address={addresses.verified} size={48} fallbackDelayMs={3000} />
      </Profiler>
    </DnameProvider>,
  )
  await expect.poll(() => part('fallback'), { timeout: 15_000 }).toBeTruthy()
  expect(imageState()).toBe('loading')
  // Within the delay the picture waits, as it would for a cached image.
  expect(getComputedStyle(part('fallback')).visibility).toBe('hidden')
  await expect
    .poll(() => getComputedStyle(part('fallback')).visibility, { timeout: 15_000 })
    .toBe('visible')
  expect(imageRequests()).toBe(0)
  expect(part('badge').hidden).toBe(true)

  document.querySelector('img')?.scrollIntoView()
  await expect.poll(imageState, { timeout: 15_000 }).toBe('loaded')
  expect(imageRequests()).toBe(1)
  expect(getComputedStyle(part('fallback')).visibility).toBe('hidden')
  expect(getComputedStyle(part('badge')).display).not.toBe('none')
  expect(document.querySelector('img')?.naturalWidth).toBeGreaterThan(0)
  expect(renders).toBe(2)
})
