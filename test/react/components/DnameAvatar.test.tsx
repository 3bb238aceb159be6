import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { installFakeImage } from '../fakeImage.js'
import { renderWithRegistry } from '../renderWithRegistry.js'

const { addresses } = generateDataset()
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

const findImage = async (container: HTMLElement) => {
  await waitFor(() => expect(container.querySelector('img')).not.toBeNull())
  return container.querySelector('img') as HTMLImageElement
}

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

  it('tries the next gateway when an image fails, in order', async () => {
    const { tried } = withImages((url) => url.startsWith('https://gw-three.test'))
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />, {
      provider: { ipfsGateways: gateways },
    })
    expect((await findImage(container)).src).toMatch(/^https:\/\/gw-three\.test/)
    expect([...new Set(tried.map((u) => new URL(u).host))]).toEqual([
      'gw-one.test',
      'gw-two.test',
      'gw-three.test',
    ])
  })

  it('gives way to the next gateway when one does not answer in time', async () => {
    const { tried } = withImages((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    const { container } = renderWithRegistry(
      <DnameAvatar address={addresses.verified} gatewayTimeoutMs={50} />,
      { provider: { ipfsGateways: gateways } },
    )
    expect((await findImage(container)).src).toMatch(/^https:\/\/gw-two\.test/)
    expect([...new Set(tried.map((u) => new URL(u).host))]).toEqual(['gw-one.test', 'gw-two.test'])
  })

  it('shows the drawn picture, not a loading avatar forever, when every gateway hangs', async () => {
    withImages(() => 'hang')
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
    expect(image.src).toMatch(/^https:\/\/images\.example\.org\//)
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
    expect(backgrounds[0]).toBe(backgrounds[1])
    expect(backgrounds[2]).not.toBe(backgrounds[0])
  })

  it('shows no fallback while the record loads, so a cached image never flashes it', async () => {
    withImages(() => true)
    const { container } = renderWithRegistry(<DnameAvatar address={addresses.verified} />)
    expect(container.querySelector('[data-dname-avatar]')?.getAttribute('data-state')).toBe(
      'loading',
    )
    expect(container.querySelector('[data-part="fallback"]')).toBeNull()
    await findImage(container)
    expect(container.querySelector('[data-part="fallback"]')).toBeNull()
  })

  it('sets its size', () => {
    withImages(() => true)
    const { container } = renderWithRegistry(
      <DnameAvatar record={null} address={addresses.noName} size={64} />,
    )
    const root = container.querySelector('[data-dname-avatar]') as HTMLElement
    expect([root.style.width, root.style.height]).toEqual(['64px', '64px'])
  })
})
