/**
 * One request per address per task, whatever views are asked: `tiny` and `thumbnail` share one
 * entry, a request asks the richest view its callers asked, and the documented read of the
 * cache finds what the components loaded.
 */
import { QueryClient } from '@tanstack/react-query'
import { type ComponentType, Suspense } from 'react'
import { expect, it } from 'vitest'
import { lookupQueryKey } from '../../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../../src/core/schemas/dnameRecordSchema.js'
import { DnameAvatar } from '../../../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../../../src/react/components/DnameName.js'
import { useDnameLookup } from '../../../../src/react/hooks/useDnameLookup.js'
import { useSuspenseDnameLookup } from '../../../../src/react/hooks/useSuspenseDnameLookup.js'
import {
  BASE_URL,
  mount,
  namedRegistry,
  nameOf,
  provider,
  rowText,
  sleep,
  until,
} from './harness.js'

const allNamed = (container: HTMLElement, addresses: readonly string[]) =>
  addresses.every((a, i) => rowText(container, a)?.includes(nameOf(i)))

/**
 * `count` named addresses, a `Row` each (in a Suspense boundary with `suspend`), shown until
 * every name is there and any request still to come has come.
 */
async function showRows(
  count: number,
  salt: number,
  Row: ComponentType<{ address: string }>,
  suspend = false,
) {
  const registry = namedRegistry(count, salt)
  const queryClient = new QueryClient()
  const list = (
    <ul>
      {registry.addresses.map((address) => (
        <Row key={address} address={address} />
      ))}
    </ul>
  )
  const { container } = mount(
    provider(
      registry.config,
      queryClient,
      suspend ? <Suspense fallback={<p>loading</p>}>{list}</Suspense> : list,
    ),
  )
  await until(() => allNamed(container, registry.addresses), 'every name')
  // Nothing else is on its way.
  await sleep(100)
  return { ...registry, queryClient, container }
}

function HookThenName({ address }: { address: string }) {
  const { data } = useSuspenseDnameLookup(address, { view: 'tiny' })
  return (
    <li data-row={address} data-hook={data?.name}>
      <DnameName address={address} />
    </li>
  )
}

it('costs 5 requests for 100 rows of a Suspense hook (tiny) and then a DnameName', async () => {
  const { sizes } = await showRows(100, 71, HookThenName, true)
  expect(sizes()).toEqual([20, 20, 20, 20, 20])
})

function BriefBeside({ address }: { address: string }) {
  const { data } = useDnameLookup(address, { view: 'brief' })
  return (
    <li data-row={address} data-hook={data?.name}>
      <DnameAvatar address={address} />
      <DnameName address={address} />
    </li>
  )
}

it('serves a brief hook and thumbnail components of one render with one request per address', async () => {
  const { sizes } = await showRows(40, 72, BriefBeside)
  expect(sizes()).toEqual([20, 20])
})

function Components({ address }: { address: string }) {
  return (
    <li data-row={address}>
      <DnameAvatar address={address} />
      <DnameName address={address} />
    </li>
  )
}

it('finds what the components loaded with the documented read, getQueryData(lookupQueryKey(baseUrl, address))', async () => {
  const { addresses, sent, queryClient } = await showRows(20, 74, Components)
  expect(sent).toHaveLength(1)
  addresses.forEach((address, i) => {
    const record: DnameRecord | null | undefined = queryClient.getQueryData(
      lookupQueryKey(BASE_URL, address),
    )
    expect(record?.name).toBe(nameOf(i))
  })
})

function HookAndComponents({ address }: { address: string }) {
  const { data } = useDnameLookup(address, { view: 'tiny' })
  return (
    <li data-row={address}>
      <DnameAvatar address={address} />
      <DnameName address={address} />
      <span data-hook>{data?.name}</span>
    </li>
  )
}

it('sends one request for a hook, a name and an avatar of the same 20 addresses', async () => {
  const { addresses, sent, container } = await showRows(20, 73, HookAndComponents)
  expect(sent).toHaveLength(1)
  expect([...container.querySelectorAll('[data-hook]')].map((e) => e.textContent)).toEqual(
    addresses.map((_, i) => nameOf(i)),
  )
})
