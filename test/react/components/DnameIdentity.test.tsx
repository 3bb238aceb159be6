import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { Identity } from '../../../src/react/components/identity/Identity.js'
import { installFakeImage } from '../../support/fakeImage.js'
import { installFakeIntersection } from '../../support/fakeIntersection.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset()
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
let restore = () => {}
afterEach(() => restore())

describe('DnameIdentity', () => {
  it('gives its avatar the gateway timeout it is given', async () => {
    installFakeIntersection().show()
    const fake = installFakeImage((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    restore = fake.restore
    renderWithRegistry(<DnameIdentity address={addresses.verified} gatewayTimeoutMs={40} />, {
      provider: {
        ipfsGateways: ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs/'],
        // The provider's own is a minute: a next gateway asked within seconds is the identity's.
        gatewayTimeoutMs: 60_000,
      },
    })
    // The timeout decides when the next gateway is asked. Whether its image then loads within
    // its own 40 ms is the machine's speed, not the identity's.
    await waitFor(
      () => expect(fake.tried.some((url) => url.startsWith('https://gw-two.test'))).toBe(true),
      { timeout: 10_000 },
    )
  })

  it('shows avatar, name and the truncated address from one lookup, the name heard once', async () => {
    restore = installFakeImage(() => true).restore
    const { container, lookups } = renderWithRegistry(
      <DnameIdentity address={addresses.verified} showAddress />,
    )
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(screen.getByText(short(addresses.verified))).toBeTruthy()
    expect(lookups()).toHaveLength(1)
    // The avatar says nothing the name does not: alt="" and no other named image.
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('alt')).toBe(''))
    expect(screen.queryAllByRole('img', { name: 'alice.algo' })).toEqual([])
    const root = container.querySelector('[data-dname-identity]') as HTMLElement
    expect(root.style.alignItems).toBe('center')
    expect(root.style.minWidth).toBe('0px')
  })

  it('shows the truncated address once when there is no name', async () => {
    const { container } = renderWithRegistry(
      <DnameIdentity address={addresses.noName} showAddress />,
    )
    await waitFor(() =>
      expect(container.querySelector('[data-dname-identity]')?.getAttribute('data-state')).toBe(
        'not-found',
      ),
    )
    expect(screen.getAllByText(short(addresses.noName))).toHaveLength(1)
  })

  it('marks an unverified match in words, with no verified badge', async () => {
    const { container } = renderWithRegistry(
      <DnameIdentity address={addresses.unverified} allowUnverified />,
    )
    expect(await screen.findByText('carol.algo')).toBeTruthy()
    expect(screen.getByText('unverified')).toBeTruthy()
    // The avatar and its badge are decorative here: look for the badge itself.
    expect(container.querySelector('[data-part="badge"]')).toBeNull()
  })

  it('copies the whole address and says so', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    renderWithRegistry(<DnameIdentity address={addresses.verified} copyable />)
    await screen.findByText('alice.algo')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(addresses.verified)
    expect(screen.getByRole('status').textContent).toBe('Address copied')
  })

  it('says when the address could not be copied', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied')
    })
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    renderWithRegistry(<DnameIdentity address={addresses.verified} copyable />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(screen.getByRole('status').textContent).toBe('The address could not be copied')
  })
  it.each([
    [{}, null],
    [{ showAddress: true }, 'address'],
    [{ copyable: true }, 'copy'],
    [{ showAddress: true, copyable: true }, 'both'],
  ] as const)('draws what its parts draw (%o)', async (props, parts) => {
    restore = installFakeImage(() => true).restore
    const { container } = renderWithRegistry(
      <>
        <div data-testid="whole">
          <DnameIdentity address={addresses.verified} {...props} />
        </div>
        <div data-testid="parts">
          <Identity.Root address={addresses.verified}>
            <Identity.Avatar />
            <Identity.Name />
            {parts === 'address' && <Identity.Address />}
            {parts === 'copy' && <Identity.Copy />}
            {parts === 'both' && (
              <Identity.Address>
                <Identity.Copy />
              </Identity.Address>
            )}
          </Identity.Root>
        </div>
      </>,
    )
    await waitFor(() => expect(screen.getAllByText('alice.algo')).toHaveLength(2))
    const [whole, parts_] = ['whole', 'parts'].map((id) => screen.getByTestId(id).innerHTML)
    expect(whole).toBe(parts_)
    expect(container.querySelectorAll('[data-dname-avatar]')).toHaveLength(2)
  })

  it('keeps its avatar element when the address or the copy button is turned on', async () => {
    restore = installFakeImage(() => true).restore
    const { container, rerender } = renderWithRegistry(
      <DnameIdentity address={addresses.verified} />,
    )
    await screen.findByText('alice.algo')
    const image = container.querySelector('img')
    rerender(<DnameIdentity address={addresses.verified} showAddress copyable />)
    expect(screen.getByText(short(addresses.verified))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(container.querySelector('img')).toBe(image)
  })
})
