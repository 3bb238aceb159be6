import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { useDnameAvatar } from '../../../src/react/hooks/useDnameAvatar.js'
import { AccountAvatar } from '../../../stories/support/shadcn/AccountAvatar.js'
import { Avatar, AvatarImage } from '../../../stories/support/shadcn/avatar.js'
import { installFakeImage } from '../../support/fakeImage.js'
import { installFakeIntersection } from '../../support/fakeIntersection.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset()
const gateways = ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs/']
let restore = () => {}
afterEach(() => restore())
const viewport = installFakeIntersection()
beforeEach(() => viewport.show())
afterEach(() => viewport.hide())

/** shadcn/ui's Avatar, given what the hook works out: the guide's component. */
describe('useDnameAvatar in a shadcn/ui Avatar', () => {
  it('shows the verified image through the gateways, then its badge', async () => {
    restore = installFakeImage((url) => url.startsWith('https://gw-two.test')).restore
    const { container } = renderWithRegistry(<AccountAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways },
    })
    const image = await waitFor(() => {
      const found = container.querySelector('img')
      expect(found).not.toBeNull()
      return found as HTMLImageElement
    })
    expect(image.src).toMatch(/^https:\/\/gw-two\.test\/ipfs\/bafybei/)
    expect(image.alt).toBe('alice.algo')
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(image.dataset.slot).toBe('avatar-image')
    expect(screen.getByRole('img', { name: 'Verified avatar' })).toBeTruthy()
  })

  it('shows no badge while the image is on its way, and no fallback picture under it', async () => {
    const fake = installFakeImage(() => 'hang')
    restore = fake.restore
    const { container } = renderWithRegistry(<AccountAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways, gatewayTimeoutMs: 60_000 },
    })
    await waitFor(() => expect(fake.tried.length).toBeGreaterThan(0))
    const root = container.querySelector('[data-slot="avatar"]') as HTMLElement
    expect(root.dataset.image).toBe('loading')
    expect(screen.queryAllByRole('img')).toEqual([])
    // Radix's fallback shows while the image loads: empty, with no picture drawn in it.
    expect(container.querySelector('[data-slot="avatar-fallback"]')?.textContent).toBe('')
  })

  it('draws the initial on colours from the address when there is no image', async () => {
    restore = installFakeImage(() => true).restore
    renderWithRegistry(
      <>
        <AccountAvatar address={addresses.noName} />
        <AccountAvatar address={addresses.twoUnverified} />
      </>,
    )
    const label = `Avatar of ${addresses.noName.slice(0, 4)}…${addresses.noName.slice(-4)}`
    const drawn = await screen.findByRole('img', { name: label })
    expect(drawn.style.background).toMatch(/linear-gradient/)
    expect(drawn.dataset.slot).toBe('avatar-fallback')
    expect(drawn.textContent).toBe('')
  })

  it('gives the fallback the name and its initial when every gateway fails', async () => {
    restore = installFakeImage(() => false).restore
    let seen: ReturnType<typeof useDnameAvatar> | undefined
    function Probe() {
      seen = useDnameAvatar(addresses.verified)
      return (
        <Avatar ref={seen.ref}>
          {seen.image && <AvatarImage key={seen.image.src} {...seen.image} />}
        </Avatar>
      )
    }
    renderWithRegistry(<Probe />, { provider: { ipfsGateways: gateways } })
    await waitFor(() => expect(seen?.state).toBe('error'))
    expect(seen?.image).toBeUndefined()
    expect(seen?.verified).toBe(false)
    expect(seen?.fallback).toMatchObject({ initial: 'A' })
    expect(seen?.alt).toBe('alice.algo')
  })
})
