/**
 * Wallet hooks give `string | null`: `null` before an account connects. Every component and
 * hook that takes an address takes it, and shows and asks what no address shows and asks.
 */
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameIdentity } from '../../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { Identity } from '../../../src/react/components/identity/Identity.js'
import { useDnameIdentity } from '../../../src/react/hooks/useDnameIdentity.js'
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
})
