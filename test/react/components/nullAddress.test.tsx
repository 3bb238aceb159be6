/**
 * Wallet hooks give `string | null`: `null` before an account connects. Every component and
 * hook that takes an address takes it, and shows and asks what no address shows and asks.
 */
import { renderHook, screen, waitFor } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { Identity } from '../../../src/react/components/identity/Identity.js'
import { OwnedNames } from '../../../src/react/components/OwnedNames.js'
import { useDnameIdentity } from '../../../src/react/hooks/useDnameIdentity.js'
import { useSuspenseDnameLookup } from '../../../src/react/hooks/useSuspenseDnameLookup.js'
import { useSuspenseDnameLookups } from '../../../src/react/hooks/useSuspenseDnameLookups.js'
import { useSuspenseOwnedDnames } from '../../../src/react/hooks/useSuspenseOwnedDnames.js'
import { hookWrapper, renderWithRegistry } from '../../support/renderWithRegistry.js'

const cases: [string, (address: string | null | undefined) => ReactNode][] = [
  ['DnameName', (address) => <DnameName address={address} />],
  ['DnameAvatar', (address) => <DnameAvatar address={address} />],
  ['DnameIdentity', (address) => <DnameIdentity address={address} showAddress copyable />],
  [
    'Identity.Root',
    (address) => (
      <Identity.Root address={address}>
        <Identity.Avatar />
        <Identity.Name />
        <Identity.Address />
      </Identity.Root>
    ),
  ],
]

describe('a null address', () => {
  it.each(cases)('%s shows what no address shows, and asks for nothing', async (_, ui) => {
    const none = renderWithRegistry(ui(undefined))
    const shownForNone = none.container.innerHTML
    none.unmount()
    const view = renderWithRegistry(ui(null))
    // Long enough for a lookup to leave: a task, and the batcher's window.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(view.container.innerHTML).toBe(shownForNone)
    expect(view.registry.requests).toEqual([])
  })

  it('useDnameIdentity gives no address, no name and no request', async () => {
    const { registry, wrapper } = hookWrapper()
    const { result } = renderHook(() => useDnameIdentity(null), { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await waitFor(() => expect(result.current.state).toBe('not-found'))
    expect(result.current).toMatchObject({ address: undefined, name: undefined, shortAddress: '' })
    expect(registry.requests).toEqual([])
  })

  it('OwnedNames renders nothing and asks nothing, while a name beside it is asked', async () => {
    const view = renderWithRegistry(<OwnedNames owner={null} data-testid="owned" />)
    const { registry, addresses } = view
    view.rerender(
      <>
        <OwnedNames owner={null} data-testid="owned" />
        <DnameName address={addresses.verified} />
      </>,
    )
    await screen.findByText('alice.algo')
    expect(screen.queryByTestId('owned')).toBeNull()
    expect(registry.requests.map((r) => r.path)).toEqual(['/dname/lookup'])
  })

  it('the Suspense hooks give null (no names) at once, neither suspending nor asking', async () => {
    function Page({ address }: { address: string }) {
      const one = useSuspenseDnameLookup(null)
      const many = useSuspenseDnameLookups([address, undefined, ''])
      const owned = useSuspenseOwnedDnames(null)
      return (
        <p>
          {JSON.stringify({
            one: one.data,
            many: many.map((r) => r.data?.name ?? null),
            owned: owned.data.pages,
            more: owned.hasNextPage,
          })}
        </p>
      )
    }
    const view = renderWithRegistry(<p>start</p>)
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page address={view.addresses.verified} />
      </Suspense>,
    )
    expect(
      await screen.findByText(
        JSON.stringify({
          one: null,
          many: ['alice.algo', null, null],
          owned: [{ dnames: [], total: 0 }],
          more: false,
        }),
      ),
    ).toBeTruthy()
    const asked = view.lookups().flatMap((r) => r.query.address ?? [])
    expect(asked).toEqual([view.addresses.verified])
    expect(view.registry.requests.map((r) => r.path)).toEqual(['/dname/lookup'])
  })

  it('useSuspenseDnameLookup(null) renders at once, with no fallback', () => {
    function Name() {
      const { data, isSuccess } = useSuspenseDnameLookup(undefined)
      return <p>{`${isSuccess}: ${data?.name ?? 'no name'}`}</p>
    }
    renderWithRegistry(
      <Suspense fallback={<p>loading</p>}>
        <Name />
      </Suspense>,
    )
    expect(screen.getByText('true: no name')).toBeTruthy()
  })
})
