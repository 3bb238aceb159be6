/**
 * What a row shows is what the cache holds for its key, after every commit: even when the entry
 * it saw in a render that never committed, or while hidden, was garbage-collected and filled
 * again by another path. Each case runs the library's rows and the control's.
 */
import { QueryClient } from '@tanstack/react-query'
import { memo, type ReactNode, startTransition } from 'react'
import { describe, expect, it } from 'vitest'
import {
  createDnameConfig,
  type DnameConfig,
} from '../../../../src/core/config/createDnameConfig.js'
import { lookupQueryOptions } from '../../../../src/core/query/lookupQueryOptions.js'
import { ActivityOrUnmount as Activity, hasActivity } from '../../../support/react19.js'
import {
  cachedName,
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
  VIEW,
} from './harness.js'

const GC_TIME = 100

/** A config on `registry` that forgets unused names after `GC_TIME`. */
const forgetful = (registry: { fetch: typeof fetch }) =>
  createDnameConfig({ baseUrl: 'https://registry.test', fetch: registry.fetch, gcTime: GC_TIME })

/** A component that suspends until `resume` is called. */
function suspender() {
  let resume = () => {}
  const promise = new Promise<void>((resolve) => {
    resume = resolve
  })
  let done = false
  void promise.then(() => {
    done = true
  })
  function Suspends(): null {
    if (!done) throw promise
    return null
  }
  return { Suspends, resume }
}

/** A registry of one address, a config that forgets unused names after 100 ms, and a cache. */
function setup() {
  const registry = namedRegistry(1, 21)
  const config = forgetful(registry)
  const queryClient = new QueryClient()
  const [address] = registry.addresses as [string]
  const options = lookupQueryOptions(config, address, VIEW)
  /** The name changes at the registry, and another path (a prefetch) puts it in the cache. */
  const renameAndPrefetch = async () => {
    registry.registry.updateRecord(nameOf(0), { name: 'new.algo' })
    await queryClient.prefetchQuery(options)
  }
  const forgotten = () =>
    queryClient.getQueryCache().find({ queryKey: options.queryKey }) === undefined
  return { ...registry, config, queryClient, address, options, renameAndPrefetch, forgotten }
}

/** A page of one `<Activity>` tab of `rows`, memoised: shown again, it does not render anew. */
function tab(config: DnameConfig, queryClient: QueryClient, rows: ReactNode) {
  const Tab = memo(() => rows)
  return (mode: 'visible' | 'hidden') =>
    provider(
      config,
      queryClient,
      <Activity mode={mode}>
        <Tab />
      </Activity>,
    )
}

describe.each(KINDS)('%s rows', (kind: Kind) => {
  it('shows the new name, not the one it saw in a render that never committed', async () => {
    const { config, queryClient, address, options, renameAndPrefetch, forgotten } = setup()
    await queryClient.prefetchQuery(options)
    const { root, container } = mount(provider(config, queryClient, <p />))
    await sleep(10)
    // The row renders with old.algo cached, beside a sibling that suspends: nothing commits.
    const { Suspends, resume } = suspender()
    startTransition(() =>
      root.render(
        provider(
          config,
          queryClient,
          <>
            <Rows addresses={[address]} kind={kind} />
            <Suspends />
          </>,
        ),
      ),
    )
    await sleep(10)
    expect(rowText(container, address)).toBeUndefined()
    // Unused, the entry goes; another path fills it again with the new name.
    await until(forgotten, 'the entry to be collected')
    await renameAndPrefetch()
    resume()
    await until(() => rowText(container, address) !== undefined, 'the row')
    await sleep(50)
    expect(rowText(container, address)).toBe('new.algo')
    expect(cachedName(queryClient, address)).toBe('new.algo')
  })

  it.skipIf(!hasActivity)(
    'shows the new name when shown again after it was hidden past gcTime',
    async () => {
      const { config, queryClient, address, renameAndPrefetch, forgotten } = setup()
      const page = tab(config, queryClient, <Rows addresses={[address]} kind={kind} />)
      const { root, container } = mount(page('visible'))
      await until(() => rowText(container, address) === nameOf(0), 'the first name')
      root.render(page('hidden'))
      await until(forgotten, 'the entry to be collected')
      await renameAndPrefetch()
      root.render(page('visible'))
      await until(() => rowText(container, address) === 'new.algo', 'the new name')
      expect(cachedName(queryClient, address)).toBe('new.algo')
    },
  )

  it.skipIf(!hasActivity)(
    'sends ceil(U / 20) for 100 rows shown again after gcTime, with nothing else to fill them',
    async () => {
      const registry = namedRegistry(100, 22)
      const config = forgetful(registry)
      const queryClient = new QueryClient()
      const page = tab(
        config,
        queryClient,
        <Rows addresses={registry.addresses} kind={kind} slow={0.1} />,
      )
      const { root, container } = mount(page('visible'))
      const all = () => registry.addresses.every((a, i) => rowText(container, a) === nameOf(i))
      await until(all, 'every name')
      root.render(page('hidden'))
      await until(() => queryClient.getQueryCache().getAll().length === 0, 'the cache to empty')
      const before = registry.sent.length
      root.render(page('visible'))
      await until(() => registry.sent.length >= before + 5 && all(), 'every name again')
      await sleep(50)
      expect(registry.sizes().slice(before)).toEqual(Array(5).fill(20))
      expect(
        registry.addresses.every((a) => cachedName(queryClient, a) === rowText(container, a)),
      ).toBe(true)
    },
  )
})
