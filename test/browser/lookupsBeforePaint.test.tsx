/**
 * In Chromium: a page's lookups leave as it commits, before the browser lays out and paints it.
 * A long list takes a frame or more to draw; lookups that waited for React's effects (after the
 * paint) would add that time to the first name.
 */
import { useLayoutEffect } from 'react'
import { expect, it } from 'vitest'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../src/react/components/DnameName.js'
import '../../src/styles.css'
import { testAddresses } from '../helpers/ledgerAddresses.js'
import { mountWithRegistry } from './support/mountWithRegistry.js'

it("sends a page's lookups before the frame that paints it", async () => {
  const registry = createMockRegistry({ latencyMs: 50 })
  const accounts = testAddresses(100, 5)
  // For each lookup request: had the frame that paints the page begun when it was sent?
  const sentInFrame: boolean[] = []
  let frameBegun = false
  function Page() {
    // The page's commit: the next frame is the one that paints it.
    useLayoutEffect(() => {
      requestAnimationFrame(() => {
        frameBegun = true
      })
    }, [])
    return (
      <ul>
        {accounts.map((address) => (
          <li key={address}>
            <DnameAvatar address={address} size={24} /> <DnameName address={address} />
          </li>
        ))}
      </ul>
    )
  }
  const fetch: typeof registry.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes('/dname/lookup')) sentInFrame.push(frameBegun)
    return registry.fetch(input, init)
  }
  const { container, unmount } = mountWithRegistry(<Page />, { ...registry, fetch })
  await expect
    .poll(() => container.querySelectorAll('[data-dname]:not([data-state="loading"])').length)
    .toBe(accounts.length)
  unmount()
  expect(sentInFrame).toEqual([false, false, false, false, false])
})
