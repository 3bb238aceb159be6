/**
 * Lookups are scoped by query client, not by provider, and every prop of `DnameProvider` may
 * change or go away between renders without a crash or a lost lookup.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createDnameConfig } from '../../../../src/core/config/createDnameConfig.js'
import { DnameProvider, type DnameProviderProps } from '../../../../src/react/DnameProvider.js'
import {
  BASE_URL,
  KINDS,
  type Kind,
  mount,
  namedRegistry,
  nameOf,
  provider,
  Rows,
  rowText,
  sleep,
  until,
} from './harness.js'

describe.each(KINDS)('%s rows', (kind: Kind) => {
  it('sends [20] for two providers of one query client showing the same 20 rows', async () => {
    const { addresses, sizes, fetch } = namedRegistry(20, 41)
    const queryClient = new QueryClient()
    const first = createDnameConfig({ baseUrl: BASE_URL, fetch })
    const second = createDnameConfig({ baseUrl: BASE_URL, fetch })
    const { container } = mount(
      <>
        {provider(first, queryClient, <Rows addresses={addresses} kind={kind} />)}
        {provider(second, queryClient, <Rows addresses={addresses} kind={kind} />)}
      </>,
    )
    const names = () => [...container.querySelectorAll('[data-row]')].map((row) => row.textContent)
    const expected = addresses.map((_, i) => nameOf(i))
    await until(() => names().join() === [...expected, ...expected].join(), 'every name')
    expect(sizes()).toEqual([20])
  })

  it('shows every name while each prop of the provider changes or goes away mid-flight', async () => {
    const { addresses, fetch, sizes } = namedRegistry(30, 42, { latencyMs: 80 })
    const own = new QueryClient()
    const config = createDnameConfig({ baseUrl: BASE_URL, fetch })
    const rows = <Rows addresses={addresses} kind={kind} />
    const steps: DnameProviderProps[] = [
      { baseUrl: BASE_URL, fetch, queryClient: own },
      // The query client goes: the provider goes on with one of its own.
      { baseUrl: BASE_URL, fetch },
      // An inline fetch, a batch size, cache times and gateways, all new.
      {
        baseUrl: BASE_URL,
        fetch: (input, init) => fetch(input, init),
        batch: { maxSize: 7, windowMs: 5 },
        staleTime: 60_000,
        gcTime: 1_000,
        ipfsGateways: ['/ipfs/'],
      },
      // A config made outside React, and then none again.
      { config },
      { baseUrl: BASE_URL, fetch },
      { client: config.client, queryClient: own },
    ]
    // Each step marks its render: the names of a step before the last may be on the page until
    // the last step commits, which React does when it gets to it.
    const step = (props: DnameProviderProps, i: number) => (
      <DnameProvider {...props}>
        <span data-step={i} />
        {rows}
      </DnameProvider>
    )
    const { root, container } = mount(step(steps[0] as DnameProviderProps, 0))
    const shown = () => addresses.every((a, i) => rowText(container, a) === nameOf(i))
    for (const [i, props] of steps.entries()) {
      if (i === 0) continue
      // Each change lands while the previous step's lookups may still be on their way.
      await sleep(40)
      root.render(step(props, i))
    }
    await until(
      () => container.querySelector(`[data-step="${steps.length - 1}"]`) !== null,
      'the last step',
    )
    await until(shown, 'every name')
    await sleep(200)
    expect(shown()).toBe(true)
    expect(sizes().every((size) => size > 0 && size <= 20)).toBe(true)
  })

  it("goes on with the app's query client when one is above it, then its own when it goes", async () => {
    const { addresses, config } = namedRegistry(5, 43)
    const app = new QueryClient()
    const rows = <Rows addresses={addresses} kind={kind} />
    const { root, container } = mount(
      <QueryClientProvider client={app}>
        <DnameProvider config={config}>{rows}</DnameProvider>
      </QueryClientProvider>,
    )
    const shown = () => addresses.every((a, i) => rowText(container, a) === nameOf(i))
    await until(shown, 'every name')
    expect(app.getQueryCache().getAll().length).toBeGreaterThan(0)
    root.render(provider(config, new QueryClient(), rows))
    await until(shown, 'every name again')
  })
})
