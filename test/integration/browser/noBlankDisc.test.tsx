/**
 * In Chromium: an avatar whose gateway never answers gives up a timeout after it comes into
 * view, however late that is, and a gateway listed twice is waited for once.
 */
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import '../../../src/styles.css'
import { mountWithFetch } from '../../support/browser/mountWithFetch.js'
import { STALLED_GATEWAY_PATH } from '../../support/browser/stalledGatewayPlugin.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
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

/** When the avatar gave up on its gateways, in ms from `since`. */
async function gaveUpAfter(since: number) {
  await expect.poll(state, { timeout: 20_000, interval: 20 }).toBe('error')
  return performance.now() - since
}

it('waits its whole timeout once scrolled into view late, then shows the drawn picture', async () => {
  const container = document.createElement('div')
  container.style.marginTop = '4000px'
  document.body.append(container)
  root = mountWithFetch(
    <DnameAvatar address={address} record={record} gatewayTimeoutMs={800} />,
    undefined,
    { container, ipfsGateways: [STALLED_GATEWAY_PATH] },
  ).root
  // Far below the fold for longer than the timeout: not given up on.
  await expect.poll(state).toBe('loading')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(state()).toBe('loading')
  const shown = performance.now()
  container.scrollIntoView()
  const waited = await gaveUpAfter(shown)
  expect(waited).toBeGreaterThanOrEqual(750)
  expect(waited).toBeLessThan(3000)
  expect(document.querySelector('[data-part="fallback"]')).not.toBeNull()
  expect(document.querySelector('[data-part="badge"]')).toBeNull()
})

it('waits once for a gateway listed with and without its last slash', async () => {
  const started = performance.now()
  root = mountWithFetch(
    <DnameAvatar address={address} record={record} gatewayTimeoutMs={800} />,
    undefined,
    { ipfsGateways: [STALLED_GATEWAY_PATH, STALLED_GATEWAY_PATH.slice(0, -1)] },
  ).root
  const waited = await gaveUpAfter(started)
  expect(waited).toBeLessThan(1600)
})
