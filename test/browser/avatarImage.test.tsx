/**
 * In Chromium, with `styles.css`: an avatar image out of view is not fetched and its avatar is a
 * tinted placeholder of its size; once scrolled into view the image loads over the whole
 * placeholder and the badge shows, with no render for the image.
 */
import { Profiler } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import '../../src/styles.css'
import { mountWithRegistry } from './support/mountWithRegistry.js'

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
  expect(part('badge').hidden).toBe(true)
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
  expect(getComputedStyle(part('badge')).display).not.toBe('none')
  expect([Math.round(badge.width), Math.round(badge.height)]).toEqual([19, 19])
  expect(document.querySelector('img')?.naturalWidth).toBeGreaterThan(0)
  expect(renders).toBe(2)
})
