/**
 * TanStack's options and lifecycle hold for the library's lookups exactly as for `useQuery`:
 * `initialData` with `staleTime`, `retryOnMount`, `clear()` and invalidations while a fetch is on
 * its way. Each case runs `useDnameLookup` and a control with plain `useQuery`.
 */
import { QueryClient, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { DnameError } from '../../../../src/core/errors/DnameError.js'
import {
  type LookupQueryKey,
  lookupQueryOptions,
} from '../../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../../src/core/schemas/dnameRecordSchema.js'
import { useDnameContext } from '../../../../src/react/DnameContext.js'
import { useDnameLookup } from '../../../../src/react/hooks/useDnameLookup.js'
import {
  BASE_URL,
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
}: {
  address: string
  kind: Kind
  options?: Options
}) {
  const config = useDnameContext()
  const library = useDnameLookup(kind === 'library' ? address : null, { ...VIEW, ...options })
  const control = useQuery(
    { ...lookupQueryOptions(config, address, VIEW), ...options, enabled: kind === 'control' },
    config.queryClient,
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
