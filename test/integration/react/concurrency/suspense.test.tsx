/**
 * The Suspense hooks, with TanStack's `useSuspenseQuery` conventions, and siblings that suspend
 * together looked up together.
 */
import { QueryClient, QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ReactNode, Suspense } from 'react'
import { expect, it, vi } from 'vitest'
import { DnameError } from '../../../../src/core/errors/DnameError.js'
import { useSuspenseDnameLookup } from '../../../../src/react/hooks/useSuspenseDnameLookup.js'
import { useSuspenseDnameLookups } from '../../../../src/react/hooks/useSuspenseDnameLookups.js'
import { mount, namedRegistry, nameOf, provider, rowText, until } from './harness.js'

function SuspenseRow({ address }: { address: string }) {
  const { data, match } = useSuspenseDnameLookup(address, {
    view: 'thumbnail',
    select: (record) => record?.name ?? 'no name',
  })
  return (
    <li data-row={address}>
      {data} ({match})
    </li>
  )
}

it('suspends each row until its name is there, and looks up siblings together: [20, 10]', async () => {
  const { addresses, sizes, config } = namedRegistry(30, 31)
  const queryClient = new QueryClient()
  const { container } = mount(
    provider(
      config,
      queryClient,
      <Suspense fallback={<p>loading</p>}>
        <ul>
          {addresses.map((address) => (
            <SuspenseRow key={address} address={address} />
          ))}
        </ul>
      </Suspense>,
    ),
  )
  expect(container.textContent).toBe('')
  await until(() => container.textContent === 'loading', 'the fallback')
  await until(
    () => addresses.every((a, i) => rowText(container, a) === `${nameOf(i)} (verified)`),
    'every name',
  )
  expect(sizes()).toEqual([20, 10])
})

it('gives every record of a list at once with useSuspenseDnameLookups, in one request', async () => {
  const { addresses, sizes, config } = namedRegistry(12, 32)
  const queryClient = new QueryClient()
  function List() {
    const results = useSuspenseDnameLookups(addresses, { view: 'thumbnail' })
    return <p data-list="">{results.map((r) => r.data?.name).join(' ')}</p>
  }
  const { container } = mount(
    provider(
      config,
      queryClient,
      <Suspense fallback={<p>loading</p>}>
        <List />
      </Suspense>,
    ),
  )
  await until(() => container.querySelector('[data-list]') !== null, 'the list')
  expect(container.textContent).toBe(addresses.map((_, i) => nameOf(i)).join(' '))
  expect(sizes()).toEqual([12])
})

class Boundary extends Component<
  { children: ReactNode; onReset: () => void },
  { error?: unknown }
> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    return (
      <button
        type="button"
        data-error={error instanceof DnameError ? error.name : 'other'}
        onClick={() => {
          this.props.onReset()
          this.setState({ error: undefined })
        }}
      >
        retry
      </button>
    )
  }
}

it('throws a failure with nothing to show to the error boundary, as a DnameError, and tries again after a reset', async () => {
  // React reports the error the boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const { addresses, sent, config, registry } = namedRegistry(1, 33)
  const [address] = addresses as [string]
  const queryClient = new QueryClient()
  registry.failNext(1, 404)
  const { container } = mount(
    provider(
      config,
      queryClient,
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <Boundary onReset={reset}>
            <Suspense fallback={<p>loading</p>}>
              <ul>
                <SuspenseRow address={address} />
              </ul>
            </Suspense>
          </Boundary>
        )}
      </QueryErrorResetBoundary>,
    ),
  )
  await until(() => container.querySelector('[data-error]') !== null, 'the error')
  expect(container.querySelector('[data-error]')?.getAttribute('data-error')).toBe('DnameApiError')
  expect(sent).toHaveLength(1)
  ;(container.querySelector('button') as HTMLButtonElement).click()
  await until(() => rowText(container, address) === `${nameOf(0)} (verified)`, 'the name')
  expect(sent).toHaveLength(2)
})
