import { keepPreviousData } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import {
  type UseDnameLookupOptions,
  useDnameLookup,
} from '../../../src/react/hooks/useDnameLookup.js'
import { fakeFetch } from '../../support/fakeFetch.js'
import { renderLongPage } from '../../support/renderLongPage.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset()

function Name({
  address,
  ...options
}: { address: string | null | undefined } & UseDnameLookupOptions) {
  const { data, status, match, error } = useDnameLookup(address, options)
  if (status === 'pending') return <span>loading {address}</span>
  if (status === 'error') return <span>error: {error.name}</span>
  return <span>{data ? `${data.name} (${match})` : `no name for ${address}`}</span>
}

describe('useDnameLookup', () => {
  it("sends a long page's first lookups while the page is still rendering, in as few requests", async () => {
    const { rows, sent, sentBeforeLast } = renderLongPage(Name, 11)
    // The first full group left as it filled, before the last row rendered; the others as the
    // page committed.
    expect(sentBeforeLast[0]).toBe(1)
    await waitFor(() => expect(screen.queryAllByText(/^loading/)).toHaveLength(0))
    expect(sent).toEqual([rows.slice(0, 20), rows.slice(20, 40), rows.slice(40)])
  })

  it('shows loading, then the name', async () => {
    renderWithRegistry(<Name address={addresses.verified} />)
    expect(screen.getByText(`loading ${addresses.verified}`)).toBeTruthy()
    expect(await screen.findByText('alice.algo (verified)')).toBeTruthy()
  })

  it('answers null for an address without a name', async () => {
    renderWithRegistry(<Name address={addresses.noName} />)
    expect(await screen.findByText(`no name for ${addresses.noName}`)).toBeTruthy()
  })

  it('tells an unverified match from a verified one', async () => {
    renderWithRegistry(<Name address={addresses.unverified} allowUnverified />)
    expect(await screen.findByText('carol.algo (unverified)')).toBeTruthy()
  })

  it('shows the typed error, and never "no name", when the registry fails', async () => {
    const { registry } = renderWithRegistry(<Name address={addresses.verified} retry={false} />, {
      registry: { rateLimit: { limit: 0, windowSecs: 1 } },
      provider: { batch: { windowMs: 0 } },
    })
    expect(await screen.findByText('error: DnameRateLimitError')).toBeTruthy()
    expect(registry.requests.every((r) => r.status === 429)).toBe(true)
  })

  it('retries a server fault and then shows the name', async () => {
    const { registry } = renderWithRegistry(<Name address={addresses.verified} retryDelay={10} />)
    registry.failNext(1, 503)
    expect(await screen.findByText('alice.algo (verified)')).toBeTruthy()
    expect(registry.requests.map((r) => r.status)).toEqual([503, 200])
  })

  it('does not retry a refused address', async () => {
    const { registry } = renderWithRegistry(<Name address="has space" retryDelay={10} />)
    expect(await screen.findByText('error: DnameInputError')).toBeTruthy()
    expect(registry.requests).toEqual([])
  })

  it('stays idle for an empty address', async () => {
    const { registry } = renderWithRegistry(<Name address={undefined} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText('loading')).toBeTruthy()
    expect(registry.requests).toEqual([])
  })

  it('stays idle for a wallet that has not connected (null)', async () => {
    const { registry } = renderWithRegistry(<Name address={null} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText('loading')).toBeTruthy()
    expect(registry.requests).toEqual([])
  })

  it('with keepPreviousData, marks the shown record by the address it belongs to', async () => {
    const { rerender } = renderWithRegistry(
      <Name address={addresses.verified} allowUnverified placeholderData={keepPreviousData} />,
      { registry: { latencyMs: (r) => (r.url.includes(addresses.unverified) ? 300 : 0) } },
    )
    expect(await screen.findByText('alice.algo (verified)')).toBeTruthy()
    rerender(
      <Name address={addresses.unverified} allowUnverified placeholderData={keepPreviousData} />,
    )
    // alice.algo is still shown while carol's lookup flies: it is still verified for alice.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('alice.algo (verified)')).toBeTruthy()
    expect(await screen.findByText('carol.algo (unverified)')).toBeTruthy()
  })

  it('sends one request for a whole page of lookups', async () => {
    const all = Object.values(addresses).filter((a) => !a.startsWith('0x'))
    const { lookups } = renderWithRegistry(all.map((a) => <Name key={a} address={a} />))
    expect(await screen.findByText('alice.algo (verified)')).toBeTruthy()
    expect(lookups()).toHaveLength(1)
    expect(lookups()[0]?.query.address).toHaveLength(all.length)
  })

  it('sends one request for a component and a hook showing the same addresses', async () => {
    const all = [addresses.verified, addresses.noName]
    const { lookups } = renderWithRegistry(
      all.map((a) => (
        <p key={a}>
          <DnameName address={a} /> <Name address={a} view="thumbnail" /> <Name address={a} />
        </p>
      )),
    )
    await waitFor(() => {
      expect(screen.getAllByText('alice.algo (verified)')).toHaveLength(2)
      expect(screen.getAllByText(`no name for ${addresses.noName}`)).toHaveLength(2)
    })
    expect(lookups()).toHaveLength(1)
  })

  it('sends one request under StrictMode', async () => {
    const { lookups } = renderWithRegistry(<Name address={addresses.verified} />, { strict: true })
    expect(await screen.findByText('alice.algo (verified)')).toBeTruthy()
    expect(lookups()).toHaveLength(1)
  })

  it('aborts the request when the component unmounts before the answer', async () => {
    // A registry that answers nothing: the answer comes after the unmount on any machine.
    const { fetch, requests } = fakeFetch(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const { unmount } = renderWithRegistry(<Name address={addresses.verified} />, {
      provider: { fetch },
    })
    await waitFor(() => expect(requests).toHaveLength(1))
    unmount()
    await waitFor(() => expect(requests[0]?.signal?.aborted).toBe(true))
  })

  it('keeps two registries apart in the cache', async () => {
    const { queryClient } = renderWithRegistry(<Name address={addresses.verified} />)
    await screen.findByText('alice.algo (verified)')
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey)
    expect(keys).toEqual([
      [
        'dname',
        'https://registry.test',
        'lookup',
        addresses.verified,
        { view: 'thumbnail', allowUnverified: false },
      ],
    ])
  })
})
