/**
 * In Chromium, with `styles.css`: an avatar image out of view is not fetched and its avatar is a
 * tinted placeholder of its size, with the badge of its verified image; once scrolled into view
 * the image loads over the whole placeholder, under the badge, with no render for the image and,
 * in a list, no layout and no style work.
 */
import { Profiler } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
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
  let renders = 0
  const container = document.createElement('div')
  container.style.paddingTop = '6000px'
  document.body.append(container)
  root = mountWithRegistry(
    <Profiler id="avatar" onRender={() => renders++}>
      <DnameAvatar address={addresses.verified} size={48} />
    </Profiler>,
    registry,
    container,
  ).root
  const avatar = () => document.querySelector('[data-dname-avatar]') as HTMLElement
  await expect.poll(avatar).toBeTruthy()
  const placeholder = getComputedStyle(avatar())
  expect([placeholder.width, placeholder.height]).toEqual(['48px', '48px'])
  expect(placeholder.backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
  await expect.poll(() => document.querySelector('img'), { timeout: 15_000 }).toBeTruthy()
  expect(imageState()).toBe('loading')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(imageRequests()).toBe(0)
  // The record vouches for the image it gives: the badge says so while the image loads.
  expect(getComputedStyle(part('badge')).visibility).toBe('visible')
  expect(getComputedStyle(avatar()).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')

  document.querySelector('img')?.scrollIntoView()
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
  expect(renders).toBe(2)
})

/** The page's count of layouts and of style recalculations so far, from Chromium's metrics. */
async function layoutsAndStyles() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const { metrics } = await cdp().send('Performance.getMetrics')
  const count = (name: string) =>
    metrics.find((metric: { name: string }) => metric.name === name)?.value as number
  return { layouts: count('LayoutCount'), styles: count('RecalcStyleCount') }
}

// Each image's load changing a style (a badge shown at load did) makes Chromium restyle, repaint
// and recomposite the whole list, for every image of a long one.
it('lays nothing out and restyles nothing as the images of a list of avatars load', async () => {
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
  root = mountWithRegistry(
    records.map((record) => (
      <div key={record.name}>
        <DnameAvatar address={record.caAlgo?.[0]} size={24} />
      </div>
    )),
    registry,
    container,
  ).root
  const images = () => document.querySelectorAll('img')
  await expect.poll(() => images().length, { timeout: 15_000 }).toBe(30)
  await cdp().send('Performance.enable')
  expect(document.querySelectorAll('[data-image="loading"]').length).toBe(30)
  const before = await layoutsAndStyles()
  images()[0]?.scrollIntoView()
  const loaded = () => document.querySelectorAll('[data-image="loaded"]').length
  await expect.poll(loaded, { timeout: 15_000 }).toBe(30)
  const after = await layoutsAndStyles()
  expect(after).toEqual(before)
  // Every badge shows, in its place all along.
  expect(document.querySelectorAll('[data-part="badge"]').length).toBe(30)
  for (const badge of document.querySelectorAll('[data-part="badge"]')) {
    expect(getComputedStyle(badge).visibility).toBe('visible')
  }
})
