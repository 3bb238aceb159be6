/**
 * TanStack's options and lifecycle hold for the library's lookups exactly as for `useQuery`:
 * `initialData` with `staleTime`, `retryOnMount`, `clear()` and invalidations while a fetch is on
 * its way, `subscribed`, `enabled` toggling, `gcTime: 0`, `cancelQueries` then a render,
 * `refetchOnMount`, `placeholderData`, `select` (and `select` throwing), `throwOnError`, `meta`,
 * the `queryClient` argument, and the query client's default cache times. Each case runs
 * `useDnameLookup` and a control with plain `useQuery`, and expects the same of both.
 */
import { QueryClient, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { startTransition } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { DnameError } from '../../../../src/core/errors/DnameError.js'
import {
  type LookupQueryKey,
  lookupQueryKey,
  lookupQueryOptions,
} from '../../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../../src/core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../../../../src/react/DnameContext.js'
import { useDnameLookup } from '../../../../src/react/hooks/useDnameLookup.js'
import {
  BASE_URL,
  Catch,
  cachedName,
  KINDS,
  type Kind,
  mount,
  namedRegistry,
  nameOf,
  provider,
  rowText,
  sleep,
  until,
  VIEW,
} from './harness.js'

type Options = Omit<
  UseQueryOptions<DnameRecord | null, DnameError, DnameRecord | null, LookupQueryKey>,
  'queryKey' | 'queryFn'
>

/** A row of one lookup with `options`: `useDnameLookup`, or the control's `useQuery`. */
function LookupRow({
  address,
  kind,
  options = {},
  client,
}: {
  address: string
  kind: Kind
  options?: Options
  client?: QueryClient
}) {
  const config = useDnameContext()
  const library = useDnameLookup(
    kind === 'library' ? address : null,
    { ...VIEW, ...options },
    client,
  )
  const context = client ? { ...config, queryClient: client } : config
  const control = useQuery(
    {
      ...lookupQueryOptions(context, address, VIEW),
      ...options,
      enabled: kind === 'control' && options.enabled !== false,
    },
    client ?? config.queryClient,
  )
  const { data, error, fetchStatus } = kind === 'library' ? library : control
  const text = error ? `error ${error.name}` : data === undefined ? '…' : (data?.name ?? 'no name')
  return (
    <p data-row={address} data-fetch={fetchStatus}>
      {text}
    </p>
  )
}

describe.each(KINDS)('%s', (kind: Kind) => {
  it('sends nothing for a lookup with initialData that never goes stale', async () => {
    const { addresses, sent, config } = namedRegistry(1, 51)
    const [address] = addresses as [string]
    const initialData = { name: 'given.algo', caAlgo: [address] }
    const { container } = mount(
      provider(
        config,
        new QueryClient(),
        <LookupRow address={address} kind={kind} options={{ initialData, staleTime: Infinity }} />,
      ),
    )
    await until(() => rowText(container, address) === 'given.algo', 'the given name')
    await sleep(100)
    expect(sent).toEqual([])
  })

  it('sends nothing again for a failed lookup remounted with retryOnMount: false', async () => {
    const { addresses, sent, config, registry } = namedRegistry(1, 52)
    const [address] = addresses as [string]
    const queryClient = new QueryClient()
    const row = <LookupRow address={address} kind={kind} options={{ retryOnMount: false }} />
    registry.failNext(1, 404)
    const { root, container } = mount(provider(config, queryClient, row))
    await until(() => rowText(container, address) === 'error DnameApiError', 'the error')
    expect(sent).toHaveLength(1)
    root.render(provider(config, queryClient, <p />))
    await sleep(20)
    root.render(provider(config, queryClient, row))
    await until(() => rowText(container, address) === 'error DnameApiError', 'the error')
    await sleep(100)
    expect(sent).toHaveLength(1)
  })

  it('writes nothing back of a lookup on its way when the cache is cleared', async () => {
    const { addresses, sent, config } = namedRegistry(3, 53, { latencyMs: 100 })
    const queryClient = new QueryClient()
    mount(
      provider(
        config,
        queryClient,
        addresses.map((a) => <LookupRow key={a} address={a} kind={kind} />),
      ),
    )
    await until(() => sent.length === 1, 'the request')
    queryClient.clear()
    await sleep(250)
    for (const address of addresses) expect(cachedName(queryClient, address)).toBeUndefined()
  })

  it('settles, with the new name, after two invalidations while the refetch is on its way', async () => {
    const { addresses, sent, config, registry } = namedRegistry(1, 54, { latencyMs: 60 })
    const [address] = addresses as [string]
    const queryClient = new QueryClient()
    const { container } = mount(
      provider(config, queryClient, <LookupRow address={address} kind={kind} />),
    )
    await until(() => rowText(container, address) === nameOf(0), 'the name')
    registry.updateRecord(nameOf(0), { name: 'new.algo' })
    const key = ['dname', BASE_URL, 'lookup', address]
    void queryClient.invalidateQueries({ queryKey: key })
    await sleep(20)
    void queryClient.invalidateQueries({ queryKey: key })
    await until(() => rowText(container, address) === 'new.algo', 'the new name')
    const row = container.querySelector(`[data-row="${address}"]`)
    await until(() => row?.getAttribute('data-fetch') === 'idle', 'the fetch to end')
    expect(queryClient.isFetching()).toBe(0)
    // The first refetch was cancelled by the second, which asked anew.
    expect(sent).toHaveLength(3)
  })
})

describe.each(KINDS)('%s, as useQuery', (kind: Kind) => {
  it('sends nothing with subscribed: false', async () => {
    const { addresses, sent, config } = namedRegistry(1, 55)
    const [address] = addresses as [string]
    const { container } = mount(
      provider(
        config,
        new QueryClient(),
        <LookupRow address={address} kind={kind} options={{ subscribed: false }} />,
      ),
    )
    await sleep(150)
    expect(rowText(container, address)).toBe('…')
    expect(sent).toEqual([])
  })

  it('asks once as enabled goes false, true, false and true again', async () => {
    const { addresses, sent, config } = namedRegistry(1, 56)
    const [address] = addresses as [string]
    const queryClient = new QueryClient()
    const row = (enabled: boolean) =>
      provider(
        config,
        queryClient,
        <LookupRow address={address} kind={kind} options={{ enabled }} />,
      )
    const { root, container } = mount(row(false))
    await sleep(80)
    expect(sent).toEqual([])
    root.render(row(true))
    await until(() => rowText(container, address) === nameOf(0), 'the name')
    root.render(row(false))
    await sleep(30)
    root.render(row(true))
    await sleep(80)
    expect(rowText(container, address)).toBe(nameOf(0))
    expect(sent).toHaveLength(1)
  })

  it('sends [20, 20] for 40 rows with gcTime: 0 in a transition, and no row goes back to loading', async () => {
    const { addresses, sizes, config } = namedRegistry(40, 57)
    const queryClient = new QueryClient()
    const { root, container } = mount(provider(config, queryClient, <ul />))
    await sleep(10)
    const back: string[] = []
    const watch = new MutationObserver(() => {
      for (const row of container.querySelectorAll('[data-row]')) {
        if (row.textContent === '…' && row.getAttribute('data-seen') === 'yes') back.push(row.id)
        if (row.textContent !== '…') row.setAttribute('data-seen', 'yes')
      }
    })
    watch.observe(container, { subtree: true, childList: true, characterData: true })
    startTransition(() =>
      root.render(
        provider(
          config,
          queryClient,
          addresses.map((a) => (
            <LookupRow key={a} address={a} kind={kind} options={{ gcTime: 0 }} />
          )),
        ),
      ),
    )
    await until(() => addresses.every((a, i) => rowText(container, a) === nameOf(i)), 'every name')
    await sleep(100)
    watch.disconnect()
    expect(addresses.every((a, i) => rowText(container, a) === nameOf(i))).toBe(true)
    expect(back).toEqual([])
    expect(sizes()).toEqual([20, 20])
  })

  it('fetches nothing again when the first fetch is cancelled and the row renders again', async () => {
    const { addresses, sent, config } = namedRegistry(1, 58, { latencyMs: 100 })
    const [address] = addresses as [string]
    const queryClient = new QueryClient()
    const row = (n: number) =>
      provider(
        config,
        queryClient,
        <div data-render={n}>
          <LookupRow address={address} kind={kind} />
        </div>,
      )
    const { root, container } = mount(row(0))
    await until(() => sent.length === 1, 'the request')
    await queryClient.cancelQueries()
    root.render(row(1))
    await sleep(200)
    expect(container.querySelector('[data-render="1"]')).not.toBeNull()
    expect(rowText(container, address)).toBe('…')
    expect(sent).toHaveLength(1)
  })

  it('follows refetchOnMount: false for stale data, and "always" for fresh data', async () => {
    const { addresses, sent, config } = namedRegistry(1, 59)
    const [address] = addresses as [string]
    const queryClient = new QueryClient()
    const show = (options: Options) =>
      provider(config, queryClient, <LookupRow address={address} kind={kind} options={options} />)
    const { root, container } = mount(show({ staleTime: 0 }))
    await until(() => rowText(container, address) === nameOf(0), 'the name')
    root.render(provider(config, queryClient, <p />))
    await sleep(20)
    root.render(show({ staleTime: 0, refetchOnMount: false }))
    await sleep(80)
    expect(sent).toHaveLength(1)
    root.render(provider(config, queryClient, <p />))
    await sleep(20)
    root.render(show({ staleTime: Number.POSITIVE_INFINITY, refetchOnMount: 'always' }))
    await until(() => sent.length === 2, 'the refetch')
    expect(rowText(container, address)).toBe(nameOf(0))
  })

  it('shows placeholderData until the answer, then the name', async () => {
    const { addresses, config } = namedRegistry(1, 60, { latencyMs: 60 })
    const [address] = addresses as [string]
    const placeholderData = { name: 'placeholder.algo', caAlgo: [address] }
    const { container } = mount(
      provider(
        config,
        new QueryClient(),
        <LookupRow address={address} kind={kind} options={{ placeholderData }} />,
      ),
    )
    expect(rowText(container, address) ?? 'placeholder.algo').toBe('placeholder.algo')
    await until(() => rowText(container, address) === 'placeholder.algo', 'the placeholder')
    await until(() => rowText(container, address) === nameOf(0), 'the name')
  })

  it('gives what select picks, and the error select throws', async () => {
    const { addresses, config } = namedRegistry(2, 61)
    const [a, b] = addresses as [string, string]
    const picked = (record: DnameRecord | null) =>
      record ? { ...record, name: record.name.toUpperCase() } : null
    const throws = (): DnameRecord | null => {
      throw new TypeError('select failed')
    }
    const { container } = mount(
      provider(
        config,
        new QueryClient(),
        <>
          <LookupRow address={a} kind={kind} options={{ select: picked }} />
          <LookupRow address={b} kind={kind} options={{ select: throws }} />
        </>,
      ),
    )
    await until(() => rowText(container, a) === nameOf(0).toUpperCase(), 'the picked name')
    await until(() => rowText(container, b) === 'error TypeError', 'the select error')
  })

  it('throws a failure to the error boundary with throwOnError', async () => {
    const { addresses, config, registry } = namedRegistry(1, 62)
    const [address] = addresses as [string]
    registry.failNext(1, 404)
    // React reports the error the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = mount(
      provider(
        config,
        new QueryClient(),
        <Catch>
          <LookupRow address={address} kind={kind} options={{ throwOnError: true }} />
        </Catch>,
      ),
    )
    await until(() => container.textContent === 'caught DnameApiError', 'the boundary')
  })

  it('keeps the meta it is given on the query', async () => {
    const { addresses, config } = namedRegistry(1, 63)
    const [address] = addresses as [string]
    const queryClient = new QueryClient()
    const meta = { source: 'history' }
    const { container } = mount(
      provider(config, queryClient, <LookupRow address={address} kind={kind} options={{ meta }} />),
    )
    await until(() => rowText(container, address) === nameOf(0), 'the name')
    const key = lookupQueryKey(BASE_URL, address, VIEW)
    expect(queryClient.getQueryCache().find({ queryKey: key })?.meta).toEqual(meta)
  })

  it("caches in the query client it is given, not the provider's", async () => {
    const { addresses, config } = namedRegistry(1, 64)
    const [address] = addresses as [string]
    const [providers, given] = [new QueryClient(), new QueryClient()]
    const { container } = mount(
      provider(config, providers, <LookupRow address={address} kind={kind} client={given} />),
    )
    await until(() => rowText(container, address) === nameOf(0), 'the name')
    expect(cachedName(given, address)).toBe(nameOf(0))
    expect(cachedName(providers, address)).toBeUndefined()
  })

  it("keeps names for the query client's default gcTime when the provider sets none", async () => {
    const { addresses, config } = namedRegistry(1, 65)
    const [address] = addresses as [string]
    const day = 24 * 60 * 60 * 1000
    const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: day } } })
    const { container } = mount(
      provider(config, queryClient, <LookupRow address={address} kind={kind} />),
    )
    await until(() => rowText(container, address) === nameOf(0), 'the name')
    const key = lookupQueryKey(BASE_URL, address, VIEW)
    expect(queryClient.getQueryCache().find({ queryKey: key })?.gcTime).toBe(day)
  })
})
