/**
 * With `styles.css`: a skeleton holds still unless the page asks for a pulse, so a long list of
 * loading rows runs no animation per row.
 */
import '../../../src/styles.css'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { mountWithRegistry } from '../../support/browser/mountWithRegistry.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

let unmount = () => {}
afterEach(() => unmount())

/** The animations running on the skeletons of `count` names that are still loading. */
async function skeletonAnimations(count: number, container?: HTMLDivElement) {
  // Answers an hour late: the names stay loading for the test.
  const registry = createMockRegistry({ latencyMs: 3_600_000 })
  const mounted = mountWithRegistry(
    testAddresses(count, 5).map((address) => <DnameName key={address} address={address} />),
    registry,
    container,
  )
  unmount = mounted.unmount
  await expect
    .poll(() => mounted.container.querySelectorAll('[data-part="skeleton"]').length)
    .toBe(count)
  return mounted.container
    .getAnimations({ subtree: true })
    .map((a) => (a as CSSAnimation).animationName)
}

it('runs no animation on the skeletons of a page of loading names', async () => {
  expect(await skeletonAnimations(50)).toEqual([])
})

it('pulses the skeletons under an ancestor that sets --dname-skeleton-animation', async () => {
  const container = document.createElement('div')
  container.style.setProperty(
    '--dname-skeleton-animation',
    'dname-pulse 1.2s ease-in-out 1s infinite',
  )
  const names = await skeletonAnimations(3, container)
  expect(names).toEqual(['dname-pulse', 'dname-pulse', 'dname-pulse'])
})
