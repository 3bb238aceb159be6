/**
 * In Chromium, with `styles.css`: an avatar image out of view is not fetched and its avatar is a
 * tinted placeholder of its size, with no badge yet; once scrolled into view the image loads
 * over the whole placeholder (Radix Avatar draws it once loaded), under its badge, and in a
 * list nothing moves as images land.
 */
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import '../../../src/styles.css'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'

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

it('fetches no image out of view, holds a placeholder of its size, and loads the image in view', async () => {
  performance.clearResourceTimings()
  const registry = createMockRegistry({ latencyMs: 10 })
  const container = document.createElement('div')
  container.style.paddingTop = '6000px'
  document.body.append(container)
  root = mountWithRegistry(
    <DnameAvatar address={addresses.verified} size={48} />,
    registry,
    container,
  ).root
  const avatar = () => document.querySelector('[data-dname-avatar]') as HTMLElement
  await expect.poll(avatar).toBeTruthy()
  const placeholder = getComputedStyle(avatar())
  expect([placeholder.width, placeholder.height]).toEqual(['48px', '48px'])
  expect(placeholder.backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
  await expect.poll(() => avatar().dataset.state, { timeout: 15_000 }).toBe('found')
  expect(imageState()).toBe('loading')
  // Watched a little after it mounts: long enough for a watch to have begun.
  await new Promise((resolve) => setTimeout(resolve, 600))
  expect(imageRequests()).toBe(0)
  // No badge on an empty box: it waits for its image.
  expect(part('badge')).toBeNull()
  expect(getComputedStyle(avatar()).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')

  avatar().scrollIntoView()
  await expect.poll(imageState, { timeout: 15_000 }).toBe('loaded')
  expect(imageRequests()).toBe(1)
  // The image covers the placeholder's tint, which stays under it, edge to edge.
  const frame = avatar().getBoundingClientRect()
  const image = (document.querySelector('img') as HTMLImageElement).getBoundingClientRect()
  expect([image.left, image.top, image.width, image.height]).toEqual([
    frame.left,
    frame.top,
    frame.width,
    frame.height,
  ])
  const badge = part('badge').getBoundingClientRect()
  expect(getComputedStyle(part('badge')).visibility).toBe('visible')
  expect([Math.round(badge.width), Math.round(badge.height)]).toEqual([19, 19])
  expect(document.querySelector('img')?.naturalWidth).toBeGreaterThan(0)
})

/** The layout shifts of the page so far, as Chromium reports them for CLS. */
async function shifts() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  return new Promise<number>((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      resolve(
        list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0),
      )
    }).observe({ type: 'layout-shift', buffered: true })
    // With no shift at all, the observer is never called.
    setTimeout(() => resolve(0), 200)
  })
}

it('moves nothing as the images of a list of avatars load, each under its badge', async () => {
  const registry = createMockRegistry({ latencyMs: 10 })
  // Thirty accounts, each with a verified image of its own.
  const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'
  const records = registry
    .records()
    .filter((record) => (record.caAlgo ?? []).length > 0)
    .slice(0, 30)
  for (const [i, record] of records.entries()) {
    const cid = `bafybei${'a'.repeat(50)}${BASE32[i >> 5]}${BASE32[i & 31]}`
    registry.updateRecord(record.name, {
      properties: { ...record.properties, verified: { avatar: `ipfs://${cid}` } },
    })
  }
  window.scrollTo(0, 0)
  const container = document.createElement('div')
  container.style.paddingTop = '6000px'
  document.body.append(container)
  // Side by side, all in view at once, with text after them that an image landing would move.
  root = mountWithRegistry(
    <>
      <div>
        {records.map((record) => (
          <DnameAvatar key={record.name} address={record.caAlgo?.[0]} size={24} />
        ))}
      </div>
      <p>After the avatars</p>
    </>,
    registry,
    container,
  ).root
  const found = () => document.querySelectorAll('[data-dname-avatar][data-state="found"]').length
  await expect.poll(found, { timeout: 15_000 }).toBe(30)
  expect(document.querySelectorAll('[data-image="loading"]').length).toBe(30)
  document.querySelector('[data-dname-avatar]')?.scrollIntoView()
  const before = await shifts()
  const loaded = () => document.querySelectorAll('[data-image="loaded"]').length
  await expect.poll(loaded, { timeout: 15_000 }).toBe(30)
  expect(await shifts()).toBe(before)
  // Every badge shows, on its image.
  expect(document.querySelectorAll('img').length).toBe(30)
  expect(document.querySelectorAll('[data-part="badge"]').length).toBe(30)
})
