/**
 * The public types as a user meets them, checked by `tsc` (npm run typecheck): each
 * `@ts-expect-error` must stay an error, and every other line must compile.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import {
  createDnameConfig,
  type DnameError,
  type DnameRecord,
  type DnameSearchResult,
  lookupQueryKey,
  lookupQueryOptions,
} from '../../../src/core/index.js'
import {
  DnameAvatar,
  DnameIdentity,
  DnameName,
  DnameProvider,
  Identity,
  useDnameIdentity,
  useDnameLookup,
  useOwnedDnames,
  useSuspenseDnameLookup,
  useSuspenseDnameLookups,
  useSuspenseOwnedDnames,
} from '../../../src/index.js'
import { createMockRegistry } from '../../../src/mock/index.js'

declare const activeAddress: string | null
declare const client: Parameters<typeof DnameProvider>[0]['client']

export function WalletName() {
  // What wallet hooks return before an account connects.
  const { data } = useDnameLookup(activeAddress)
  const name: string | undefined = data?.name
  // @ts-expect-error a misspelt field is not a record field
  const misspelt = data?.nmae
  return [name, misspelt]
}

export function WalletRow() {
  // Every component and hook takes what a wallet hook gives, `null` included.
  const { name } = useDnameIdentity(activeAddress)
  return (
    <>
      <DnameName address={activeAddress} />
      <DnameAvatar address={activeAddress} />
      <DnameIdentity address={activeAddress} />
      <Identity.Root address={activeAddress}>
        <Identity.Name />
      </Identity.Root>
      {name}
    </>
  )
}

export function Owned() {
  const owned = useOwnedDnames(activeAddress)
  const pages: InfiniteData<DnameSearchResult, number> | undefined = owned.data
  const first: DnameRecord | undefined = pages?.pages[0]?.dnames[0]
  return first?.name
}

export const withBaseUrl = <DnameProvider baseUrl="https://registry.test" />
export const withClient = client && <DnameProvider client={client} />
export const withMock = (
  <DnameProvider baseUrl="https://registry.test" fetch={createMockRegistry().fetch} />
)
// @ts-expect-error a provider needs a baseUrl or a client
export const withNeither = <DnameProvider />

// A config made outside React, shared by the provider and a route loader's query client.
export const config = createDnameConfig({ baseUrl: 'https://registry.test' })
export const withConfig = <DnameProvider config={config} />
// @ts-expect-error a config and a base URL do not go together
export const withBoth = <DnameProvider config={config} baseUrl="https://registry.test" />

export async function loader(queryClient: QueryClient, address: string) {
  const options = lookupQueryOptions(config, address)
  // The key carries the record's type, as `queryOptions()` tags it.
  const cached = queryClient.getQueryData(options.queryKey)
  const record: DnameRecord | null | undefined = cached
  const loaded: DnameRecord | null = await queryClient.ensureQueryData(options)
  // @ts-expect-error a cached lookup is a record or null, not a string
  const wrong: string | undefined = cached
  return [record, loaded, wrong]
}

export function SelectedName() {
  // `select` changes what `data` holds; errors are the library's.
  const { data, error } = useDnameLookup(activeAddress, { select: (record) => record?.name })
  const name: string | undefined = data
  const failure: DnameError | null = error
  // @ts-expect-error data is the selected name, not a record
  const owner = data?.owner
  return [name, failure, owner]
}

export function SuspenseName({ address }: { address: string }) {
  const { data, match } = useSuspenseDnameLookup(address)
  // Never undefined under Suspense.
  const record: DnameRecord | null = data
  const marked: 'verified' | 'unverified' | undefined = match
  const names = useSuspenseDnameLookups([address]).map((r) => r.data?.name)
  const owned: DnameSearchResult[] = useSuspenseOwnedDnames(address).data.pages
  return [record, marked, names, owned]
}

/** A lookup read from the cache by its key is typed, as the docs say. */
export function readCachedName(queryClient: QueryClient, address: string) {
  const record = queryClient.getQueryData(lookupQueryKey('https://registry.test', address))
  const name: string | undefined = record?.name
  // @ts-expect-error the record is typed, not unknown
  const misspelt = record?.nmae
  return [name, misspelt]
}
