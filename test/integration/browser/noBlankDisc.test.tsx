/**
 * In Chromium: an avatar whose gateway never answers gives up a timeout after it comes into
 * view, however late that is, and a gateway listed twice is waited for once. The timers are
 * fake, and only they: the browser's own viewport decides when the avatar is seen, and the
 * tests move time by the timeout exactly, so a busy machine changes nothing.
 */
import { QueryClient } from '@tanstack/react-query'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import '../../../src/styles.css'
import { mountWithFetch } from '../../support/browser/mountWithFetch.js'
import { STALLED_GATEWAY_PATH } from '../../support/browser/stalledGatewayPlugin.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

let root: Root | undefined
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

const [address = ''] = testAddresses(1, 53)
const record = {
  name: 'alice.algo',
  caAlgo: [address],
  properties: {
    verified: { avatar: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi' },
  },
}
const state = () => document.querySelector('[data-dname-avatar]')?.getAttribute('data-image')
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * Waits a frame at a time, running what is due at once (`whenInView` observes the avatars in a
 * task of its own, after the commit's effects), until `done`. Not `expect.poll`, which moves
 * fake time on by its interval.
 */
async function until(done: () => boolean) {
  for (let frames = 0; ; frames++) {
    vi.advanceTimersByTime(0)
    if (done()) return
    if (frames > 600) throw new Error('not done after 600 frames')
    await frame()
  }
}

/** Lets the avatar be looked at: what `whenInView` does at once is done. */
async function settle() {
  for (let i = 0; i < 3; i++) {
    await frame()
    vi.advanceTimersByTime(0)
  }
}

/** Waits until the avatar has asked its gateway: its timeout, the only timer, is set. */
const asked = () => until(() => vi.getTimerCount() === 1)

// Kept for good: TanStack sets no timer of its own, so the avatar's is the only one.
const queryClient = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })

it('waits its whole timeout once scrolled into view late, then shows the drawn picture', async () => {
  const container = document.createElement('div')
  container.style.marginTop = '4000px'
  document.body.append(container)
  root = mountWithFetch(
    <DnameAvatar address={address} record={record} gatewayTimeoutMs={800} />,
    undefined,
    { container, ipfsGateways: [STALLED_GATEWAY_PATH], queryClient: queryClient() },
  ).root
  await until(() => state() === 'loading')
  await settle()
  // Far below the fold for longer than the timeout: not asked, not given up on.
  expect(vi.getTimerCount()).toBe(0)
  vi.advanceTimersByTime(1500)
  await frame()
  expect(state()).toBe('loading')
  container.scrollIntoView()
  await asked()
  vi.advanceTimersByTime(799)
  await frame()
  expect(state()).toBe('loading')
  vi.advanceTimersByTime(1)
  await until(() => state() === 'error')
  expect(document.querySelector('[data-part="fallback"]')).not.toBeNull()
  expect(document.querySelector('[data-part="badge"]')).toBeNull()
})

it('waits once for a gateway listed with and without its last slash', async () => {
  root = mountWithFetch(
    <DnameAvatar address={address} record={record} gatewayTimeoutMs={800} />,
    undefined,
    {
      ipfsGateways: [STALLED_GATEWAY_PATH, STALLED_GATEWAY_PATH.slice(0, -1)],
      queryClient: queryClient(),
    },
  ).root
  await asked()
  // One timeout, and the avatar has no gateway left to try.
  vi.advanceTimersByTime(800)
  await until(() => state() === 'error')
})
