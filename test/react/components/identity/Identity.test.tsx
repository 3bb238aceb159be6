import { screen, waitFor } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { generateDataset } from '../../../../src/mock/generateDataset.js'
import { DnameName } from '../../../../src/react/components/DnameName.js'
import { Identity } from '../../../../src/react/components/identity/Identity.js'
import { useDnameIdentity } from '../../../../src/react/hooks/useDnameIdentity.js'
import { installFakeImage } from '../../../support/fakeImage.js'
import { renderWithRegistry } from '../../../support/renderWithRegistry.js'

const { addresses } = generateDataset()
let restore = () => {}
afterEach(() => restore())

function CustomLine() {
  const { name, shortAddress, state } = useDnameIdentity()
  return <em data-testid="custom">{state === 'found' ? `${name} (${shortAddress})` : state}</em>
}

describe('Identity parts', () => {
  it('share one lookup, in the order the page puts them', async () => {
    restore = installFakeImage(() => true).restore
    const { container, lookups } = renderWithRegistry(
      <Identity.Root address={addresses.verified} className="row">
        <Identity.Name />
        <Identity.Badge />
        <Identity.Avatar size={32} />
        <Identity.Address />
        <Identity.Copy />
        <CustomLine />
      </Identity.Root>,
    )
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(lookups()).toHaveLength(1)
    const root = container.querySelector('[data-dname-identity]') as HTMLElement
    expect(root.className).toBe('row')
    const kind = (child: Element) =>
      child.hasAttribute('data-dname')
        ? 'name'
        : child.hasAttribute('data-dname-avatar')
          ? 'avatar'
          : (child.getAttribute('data-part') ?? child.getAttribute('role') ?? child.tagName)
    expect([...root.children].map(kind)).toEqual([
      'name',
      'name-badge',
      'avatar',
      'identity-address-box',
      'copy',
      'status',
      'EM',
    ])
    expect(screen.getByRole('img', { name: 'verified' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    const short = `${addresses.verified.slice(0, 4)}…${addresses.verified.slice(-4)}`
    expect(screen.getByTestId('custom').textContent).toBe(`alice.algo (${short})`)
    // The avatar is decorative: the row reads its name once.
    expect(screen.queryAllByRole('img', { name: 'alice.algo' })).toEqual([])
  })

  it('renders its child as the root with asChild, and passes its ref', async () => {
    const ref = createRef<HTMLSpanElement>()
    renderWithRegistry(
      <Identity.Root address={addresses.verified} asChild ref={ref}>
        <a href="/account">
          <Identity.Name />
        </a>
      </Identity.Root>,
    )
    const link = (await screen.findByText('alice.algo')).closest('a') as HTMLAnchorElement
    expect(link.dataset.state).toBe('found')
    expect(link.hasAttribute('data-dname-identity')).toBe(true)
    expect(ref.current).toBe(link)
  })

  it('shows one badge per identity: the avatar goes without its own beside the name badge', async () => {
    restore = installFakeImage(() => true).restore
    const { container } = renderWithRegistry(
      <>
        <Identity.Root address={addresses.verified} data-testid="parts">
          <Identity.Name />
          <Identity.Badge />
          <Identity.Avatar size={32} badge={false} />
        </Identity.Root>
        <Identity.Root address={addresses.verified} data-testid="avatar">
          <Identity.Avatar size={32} />
          <Identity.Name />
        </Identity.Root>
      </>,
      { provider: { ipfsGateways: ['https://gw-one.test/ipfs/'] } },
    )
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2))
    const badges = (id: string) =>
      screen.getByTestId(id).querySelectorAll('[data-part="badge"], [data-part="name-badge"]')
    expect(badges('parts')).toHaveLength(1)
    expect(
      screen.getByTestId('parts').querySelector('[data-dname-avatar] [data-part="badge"]'),
    ).toBeNull()
    // Without the name badge, the avatar keeps its own.
    expect(badges('avatar')).toHaveLength(1)
  })

  it('shows no badge for an unverified match, and no address part without a name', async () => {
    renderWithRegistry(
      <>
        <Identity.Root address={addresses.unverified} allowUnverified>
          <Identity.Name />
          <Identity.Badge />
        </Identity.Root>
        <Identity.Root address={addresses.noName}>
          <Identity.Name />
          <Identity.Address />
        </Identity.Root>
      </>,
    )
    expect(await screen.findByText('carol.algo')).toBeTruthy()
    await waitFor(() =>
      expect(
        document.querySelectorAll('[data-state="not-found"][data-dname-identity]'),
      ).toHaveLength(1),
    )
    expect(screen.queryByRole('img', { name: 'verified' })).toBeNull()
    expect(document.querySelector('[data-part="identity-address"]')).toBeNull()
  })

  it('says where a part belongs when it is used outside a root', () => {
    expect(() => renderWithRegistry(<Identity.Name />, { strict: false })).toThrow(
      'put Identity.Name inside an Identity.Root',
    )
  })
})

describe('useDnameIdentity', () => {
  it('reads the cache entry of the components beside it, with no request of its own', async () => {
    function Row() {
      const { name } = useDnameIdentity(addresses.verified)
      return <i data-testid="hook">{name ?? '…'}</i>
    }
    const { lookups } = renderWithRegistry(
      <>
        <DnameName address={addresses.verified} />
        <Row />
      </>,
    )
    await waitFor(() => expect(screen.getByTestId('hook').textContent).toBe('alice.algo'))
    expect(lookups()).toHaveLength(1)
  })
})
