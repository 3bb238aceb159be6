/**
 * One request per address per task, whatever views are asked: `tiny` and `thumbnail` share one
 * entry, a request asks the richest view its callers asked, and the documented read of the
 * cache finds what the components loaded.
 */
import { QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { expect, it } from 'vitest'
import { lookupQueryKey } from '../../../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../../../src/core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../../../../src/core/schemas/enums.js'
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

function HookThenName({ address, view }: { address: string; view?: DnameView }) {
  const { data } = useSuspenseDnameLookup(address, view ? { view } : {})
  return (
    <li data-row={address} data-hook={data?.name}>
      <DnameName address={address} />
    </li>
  )
}

const allNamed = (container: HTMLElement, addresses: readonly string[]) =>
  addresses.every((a, i) => rowText(container, a)?.includes(nameOf(i)))

it('costs 5 requests for 100 rows of a Suspense hook (tiny, as by default) and then a DnameName', async () => {
  const { addresses, sizes, config } = namedRegistry(100, 71)
  const { container } = mount(
    provider(
      config,
      new QueryClient(),
      <Suspense fallback={<p>loading</p>}>
        <ul>
          {addresses.map((address) => (
            <HookThenName key={address} address={address} view="tiny" />
          ))}
        </ul>
      </Suspense>,
    ),
  )
  await until(() => allNamed(container, addresses), 'every name')
  // Nothing else is on its way.
  await sleep(100)
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
  const { addresses, sizes, config } = namedRegistry(40, 72)
  const { container } = mount(
    provider(
      config,
      new QueryClient(),
      <ul>
        {addresses.map((address) => (
          <BriefBeside key={address} address={address} />
        ))}
      </ul>,
    ),
  )
  await until(() => allNamed(container, addresses), 'every name')
  await sleep(100)
  expect(sizes()).toEqual([20, 20])
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

function Components({ address }: { address: string }) {
  return (
    <li data-row={address}>
      <DnameAvatar address={address} />
      <DnameName address={address} />
    </li>
  )
}

it('finds what the components loaded with the documented read, getQueryData(lookupQueryKey(baseUrl, address))', async () => {
  const { addresses, sent, config } = namedRegistry(20, 74)
  const queryClient = new QueryClient()
  const { container } = mount(
    provider(
      config,
      queryClient,
      <ul>
        {addresses.map((address) => (
          <Components key={address} address={address} />
        ))}
      </ul>,
    ),
  )
  await until(() => allNamed(container, addresses), 'every name')
  expect(sent).toHaveLength(1)
  addresses.forEach((address, i) => {
    const record: DnameRecord | null | undefined = queryClient.getQueryData(
      lookupQueryKey(BASE_URL, address),
    )
    expect(record?.name).toBe(nameOf(i))
  })
})

it('sends one request for a hook, a name and an avatar of the same 20 addresses', async () => {
  const { addresses, sent, config } = namedRegistry(20, 73)
  const queryClient = new QueryClient()
  const { container } = mount(
    provider(
      config,
      queryClient,
      <ul>
        {addresses.map((address) => (
          <HookAndComponents key={address} address={address} />
        ))}
      </ul>,
    ),
  )
  await until(() => allNamed(container, addresses), 'every name')
  await sleep(100)
  expect(sent).toHaveLength(1)
  expect([...container.querySelectorAll('[data-hook]')].map((e) => e.textContent)).toEqual(
    addresses.map((_, i) => nameOf(i)),
  )
})
