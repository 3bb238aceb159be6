import { screen, waitFor } from '@testing-library/react'
import { Profiler, version } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { advanceFakeTime } from '../../support/advanceFakeTime.js'
import { installFakeImage } from '../../support/fakeImage.js'
import { installFakeIntersection } from '../../support/fakeIntersection.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses, records } = generateDataset()
const gateways = [
  'https://gw-one.test/ipfs/',
  'https://gw-two.test/ipfs/',
  'https://gw-three.test/ipfs/',
]
let restore = () => {}
afterEach(() => restore())

const withImages = (loads: (url: string) => boolean | 'hang') => {
  const fake = installFakeImage(loads)
  restore = fake.restore
  return fake
}

const imageState = (container: HTMLElement) =>
  container.querySelector('[data-dname-avatar]')?.getAttribute('data-image')

/** The gateways an avatar asked, in the order it first asked each. */
const hostsTried = (tried: string[]) => [...new Set(tried.map((u) => new URL(u).host))]

/** The image once it has loaded. */
const findImage = async (container: HTMLElement) => {
  await waitFor(() => expect(imageState(container)).toBe('loaded'))
  return container.querySelector('img') as HTMLImageElement
}

// jsdom lays nothing out: a test says when the avatars are in view.
// In view unless a test says otherwise.
const viewport = installFakeIntersection()
beforeEach(() => viewport.show())
afterEach(() => viewport.hide())
const inView = () => viewport.show()

describe('DnameAvatar', () => {
  it('shows the verified ipfs avatar through the first gateway, with a verified badge and the name as alt', async () => {
    const { tried } = withImages(() => true)
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways },
    })
    const image = await findImage(container)
    expect(image.alt).toBe('alice.algo')
    expect(image.src).toMatch(/^https:\/\/gw-one\.test\/ipfs\/bafybei/)
    // StrictMode runs the loading effect twice in development: the same URL, asked again.
    expect(new Set(tried).size).toBe(1)
    expect(screen.getByRole('img', { name: 'Verified avatar' })).toBeTruthy()
  })

  it('tells the avatar host nothing of the page that shows it (no referrer)', async () => {
    withImages(() => true)
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways },
    })
    expect((await findImage(container)).getAttribute('referrerpolicy')).toBe('no-referrer')
  })

  it('tries the next gateway when an image fails, in order', async () => {
    const { tried } = withImages((url) => url.startsWith('https://gw-three.test'))
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways },
    })
    expect((await findImage(container)).src).toMatch(/^https:\/\/gw-three\.test/)
    expect(hostsTried(tried)).toEqual(['gw-one.test', 'gw-two.test', 'gw-three.test'])
  })

  it('gives way to the next gateway when one does not answer in time', async () => {
    const { tried } = withImages((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    inView()
    renderWithRegistry(<DnameAvatar address={addresses.verified} gatewayTimeoutMs={50} />, {
      provider: { ipfsGateways: gateways },
    })
    // What is asked, not what shows: the next image has 50 ms of its own, which a busy machine
    // may spend before its load is heard. (The image shown past a timeout: the default's test.)
    await waitFor(() => expect(hostsTried(tried)).toContain('gw-two.test'))
    expect(hostsTried(tried).slice(0, 2)).toEqual(['gw-one.test', 'gw-two.test'])
  })

  it('shows the drawn picture, not a loading avatar forever, when every gateway hangs', async () => {
    withImages(() => 'hang')
    inView()
    const { container } = renderWithRegistry(
      <DnameAvatar address={addresses.verified} gatewayTimeoutMs={30} />,
      { provider: { ipfsGateways: gateways } },
    )
    await waitFor(() =>
      expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-image')).toBe(
        'error',
      ),
    )
    expect(screen.getByRole('img', { name: 'alice.algo' }).textContent).toBe('A')
    // The badge, shown while the image was awaited, goes with it: it vouches for no drawn picture.
    expect(screen.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
  })

  it('falls back to the picture drawn from the address when every gateway fails, never a broken image', async () => {
    withImages(() => false)
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways },
    })
    await waitFor(() =>
      expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-image')).toBe(
        'error',
      ),
    )
    await waitFor(() => expect(container.querySelector('[data-part="fallback"]')).not.toBeNull())
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'alice.algo' }).textContent).toBe('A')
    expect(screen.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
  })

  it('shows a user-defined avatar without the verified badge', async () => {
    withImages(() => true)
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.userAvatar} />)
    const image = await findImage(container)
    expect(image.alt).toBe('bob.algo')
    expect(image.src).toMatch(/^data:image\/png;base64,/)
    expect(screen.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
  })

  it('takes the order of avatar sources as a prop', async () => {
    withImages(() => true)
    const record = {
      name: 'both.algo',
      properties: {
        verified: { avatar: 'https://v.example/v.png' },
        userDefined: { avatar: 'https://u.example/u.png' },
      },
    }
    const { container } = renderWithRegistry(
      <DnameAvatar record={record} order={['userDefined', 'verified']} />,
    )
    expect((await findImage(container)).src).toBe('https://u.example/u.png')
  })

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['http://insecure.example/a.png'],
    ['//evil.example/a.png'],
  ])('never loads the hostile avatar link %s', async (link) => {
    const { tried } = withImages(() => true)
    const { container } = renderWithRegistry(
      <DnameAvatar
        record={{ name: 'mallory.algo', properties: { verified: { avatar: link } } }}
        address={addresses.noName}
      />,
    )
    expect(screen.getByRole('img', { name: 'mallory.algo' })).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-image')).toBe('none')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(tried).toEqual([])
  })

  it('draws the same fallback for the same address, and describes it with the truncated address', async () => {
    withImages(() => false)
    const { container } = renderWithRegistry(
      <>
        <DnameAvatar address={addresses.noName} />
        <DnameAvatar address={addresses.noName} />
        <DnameAvatar address={addresses.twoUnverified} />
      </>,
    )
    const label = `Avatar of ${addresses.noName.slice(0, 4)}…${addresses.noName.slice(-4)}`
    await waitFor(() => expect(screen.getAllByRole('img', { name: label })).toHaveLength(2))
    const backgrounds = [...container.querySelectorAll<HTMLElement>('[data-part="fallback"]')].map(
      (e) => e.style.background,
    )
    expect(backgrounds[0]).toMatch(/linear-gradient/)
    expect(backgrounds[0]).toBe(backgrounds[1])
    expect(backgrounds[2]).not.toBe(backgrounds[0])
  })

  it('is an empty box of its size while the record or the image loads, with no badge yet', async () => {
    const { tried } = withImages((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    const { container } = renderWithRegistry(
      <DnameAvatar address={addresses.verified} size={32} gatewayTimeoutMs={60_000} />,
      { provider: { ipfsGateways: gateways } },
    )
    const root = container.querySelector('[data-dname-avatar]') as HTMLElement
    expect(root.getAttribute('data-state')).toBe('loading')
    expect([root.style.width, root.style.height, root.childElementCount]).toEqual([
      '32px',
      '32px',
      0,
    ])
    // StrictMode runs Radix's loading effect twice in development: the same URL, asked again.
    await waitFor(() => expect(tried.length).toBeGreaterThan(0))
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('found'))
    expect(new Set(tried).size).toBe(1)
    expect(imageState(container)).toBe('loading')
    // No picture under a loading image, and no badge on an empty box: it waits for the image.
    expect(root.childElementCount).toBe(0)
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('shows no verified badge on a record matched only through an unverified link', async () => {
    withImages(() => true)
    const record = {
      name: 'carol.algo',
      unverifiedCaAlgo: [addresses.noName],
      properties: { verified: { avatar: 'https://v.example/carol.png' } },
    }
    const { container } = renderWithRegistry(
      <DnameAvatar record={record} address={addresses.noName} />,
    )
    await findImage(container)
    expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-match')).toBe(
      'unverified',
    )
    expect(screen.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
  })

  it('is hidden from assistive technology when decorative, image, badge or picture', async () => {
    withImages(() => true)
    const { container } = renderWithRegistry(
      <>
        <DnameAvatar address={addresses.verified} decorative />
        <DnameAvatar record={null} address={addresses.noName} decorative />
      </>,
      { provider: { ipfsGateways: gateways } },
    )
    const image = await findImage(container)
    expect(image.getAttribute('alt')).toBe('')
    expect(screen.queryAllByRole('img', { name: /alice|Avatar of|Verified/ })).toEqual([])
    expect(container.querySelector('[data-part="fallback"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
    // The badge still shows, and still says what it is to a pointer (its title).
    const badge = container.querySelector('[data-part="badge"]')
    expect(badge?.getAttribute('aria-hidden')).toBe('true')
    expect(badge?.getAttribute('title')).toBe('Verified avatar')
  })

  it('draws its initial and verified badge to scale', async () => {
    withImages(() => true)
    const { container } = renderWithRegistry(
      <>
        <DnameAvatar record={{ name: 'zed.algo' }} address={addresses.noName} size={96} />
        <DnameAvatar address={addresses.verified} size={24} />
      </>,
      { provider: { ipfsGateways: gateways } },
    )
    const picture = container.querySelector<HTMLElement>('[data-part="fallback"]')
    expect([picture?.textContent, picture?.style.fontSize]).toEqual(['Z', '43px'])
    await waitFor(() => expect(container.querySelector('[data-image="loaded"]')).not.toBeNull())
    const badge = screen.getByRole('img', { name: 'Verified avatar' })
    expect(badge.querySelector('svg')?.getAttribute('width')).toBe('10')
    expect(badge.style.insetInlineEnd).toBe('-2px')
  })

  it('asks for no image out of view, and gives up on none', async () => {
    viewport.hide()
    const { tried } = withImages(() => 'hang')
    const { container } = renderWithRegistry(
      <DnameAvatar address={addresses.verified} gatewayTimeoutMs={20} />,
      { provider: { ipfsGateways: gateways } },
    )
    await waitFor(() =>
      expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-state')).toBe(
        'found',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(imageState(container)).toBe('loading')
    expect(tried).toEqual([])
    // Scrolled into view: the first gateway, and past its timeout, the next.
    inView()
    await waitFor(() =>
      expect(hostsTried(tried).slice(0, 2)).toEqual(['gw-one.test', 'gw-two.test']),
    )
  })

  it('starts the give-up clock when the avatar comes into view, not when its record arrives', async () => {
    viewport.hide()
    const { tried } = withImages((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    renderWithRegistry(<DnameAvatar address={addresses.verified} gatewayTimeoutMs={150} />, {
      provider: { ipfsGateways: gateways },
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    const shownAt = Date.now()
    inView()
    await waitFor(() => expect(hostsTried(tried)).toContain('gw-two.test'))
    // A full timeout in view, not what was left of one started at the record's arrival.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(140)
    expect(hostsTried(tried).slice(0, 2)).toEqual(['gw-one.test', 'gw-two.test'])
  })

  it.each([
    ['as it is', 0],
    ['set back an hour', -1],
    ['set forward an hour', 1],
  ])('waits 3 s in view for a gateway by default, the wall clock %s', async (_, hours) => {
    // Avatars are watched a little after they mount: let the tests before finish theirs.
    await new Promise((resolve) => setTimeout(resolve, 300))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] })
    try {
      const { tried } = withImages((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
      inView()
      // The record at hand: only the image's clock runs.
      const alice = records.find((record) => record.name === 'alice.algo')
      const { container } = renderWithRegistry(
        <DnameAvatar address={addresses.verified} record={alice} />,
        { provider: { ipfsGateways: gateways } },
      )
      // Watched a little after it mounts, and in view since then.
      const hosts = () => hostsTried(tried)
      await advanceFakeTime(300)
      expect(hosts()).toEqual(['gw-one.test'])
      vi.setSystemTime(Date.now() + hours * 3_600_000)
      // Asked for at most 300 ms in: 3 s after that, and not before.
      await advanceFakeTime(2600)
      expect(hosts()).toEqual(['gw-one.test'])
      await advanceFakeTime(500)
      expect(hosts()).toEqual(['gw-one.test', 'gw-two.test'])
      await advanceFakeTime(10)
      expect(container.querySelector('img')?.src).toMatch(/gw-two/)
    } finally {
      // Timers left pending (the next avatar's watch) run, as a browser's would.
      vi.runOnlyPendingTimers()
      vi.useRealTimers()
    }
  })

  it('takes its timeout from the provider', async () => {
    const { tried } = withImages((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    inView()
    renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways, gatewayTimeoutMs: 40 },
    })
    // Before the default's 3 s could have run out.
    await waitFor(() => expect(hostsTried(tried)).toContain('gw-two.test'), { timeout: 2500 })
  })

  it('tries a gateway listed twice once, then shows the drawn picture', async () => {
    const { tried } = withImages(() => false)
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: ['https://gw-one.test/ipfs/', 'https://gw-one.test/ipfs'] },
    })
    await waitFor(() => expect(imageState(container)).toBe('error'))
    expect(new Set(tried).size).toBe(1)
    expect(screen.getByRole('img', { name: 'alice.algo' }).textContent).toBe('A')
  })

  it('renders twice with no image to load; with one, as it comes into view and as Radix loads it', async () => {
    withImages(() => true)
    const renders = { none: 0, image: 0 }
    const { container } = renderWithRegistry(
      <>
        <Profiler id="none" onRender={() => renders.none++}>
          <DnameAvatar address={addresses.noName} />
        </Profiler>
        <Profiler id="image" onRender={() => renders.image++}>
          <DnameAvatar address={addresses.verified} />
        </Profiler>
      </>,
      { provider: { ipfsGateways: gateways } },
    )
    await waitFor(() => expect(container.querySelector('[data-image="loaded"]')).not.toBeNull())
    expect(screen.getByRole('img', { name: 'Verified avatar' })).toBeTruthy()
    // Mounted, then the record: the no-image avatar is done.
    expect(renders.none).toBe(2)
    // And in view; Radix's image loading, then loaded; the badge and `data-image` with it.
    // React 18 commits once more (measured by `npm run test:oldest`).
    expect(renders.image).toBe(version.startsWith('18.') ? 7 : 6)
  })

  it('sets its size', () => {
    withImages(() => true)
    const { container } = renderWithRegistry(
      <DnameAvatar record={null} address={addresses.noName} size={64} />,
    )
    const root = container.querySelector('[data-dname-avatar]') as HTMLElement
    expect([root.style.width, root.style.height]).toEqual(['64px', '64px'])
  })

  it('renders as its child with asChild, as Radix Avatar does: the avatar inside a link', async () => {
    withImages(() => true)
    const { container } = renderWithRegistry(
      <DnameAvatar address={addresses.verified} asChild className="ring">
        {/* biome-ignore lint/a11y/useAnchorContent: the avatar inside names it */}
        <a href="/u/alice" />
      </DnameAvatar>,
      { provider: { ipfsGateways: gateways } },
    )
    const link = container.querySelector('a') as HTMLAnchorElement
    // The link is the root: its state, its size and its class are on it, the image inside.
    expect(link.hasAttribute('data-dname-avatar')).toBe(true)
    expect(link.className).toBe('ring')
    expect(link.style.width).toBe('40px')
    await waitFor(() => expect(link.getAttribute('data-image')).toBe('loaded'))
    // Named by the avatar's image inside it.
    expect(screen.getByRole('link', { name: 'alice.algo' })).toBe(link)
    expect(container.querySelectorAll('[data-dname-avatar]')).toHaveLength(1)
  })

  it("waits delayMs before drawing the picture, as Radix's Fallback does", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] })
    try {
      withImages(() => true)
      const { container } = renderWithRegistry(
        <DnameAvatar record={null} address={addresses.noName} delayMs={400} />,
      )
      const picture = () => container.querySelector('[data-part="fallback"]')
      await advanceFakeTime(300)
      expect(picture()).toBeNull()
      await advanceFakeTime(150)
      expect(picture()).not.toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
