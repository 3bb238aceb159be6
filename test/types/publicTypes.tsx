/**
 * The public types as a user meets them, checked by `tsc` (npm run typecheck): each
 * `@ts-expect-error` must stay an error, and every other line must compile.
 */
import type { InfiniteData } from '@tanstack/react-query'
import type { DnameRecord, DnameSearchResult } from '../../src/core/index.js'
import { DnameProvider, useDnameLookup, useOwnedDnames } from '../../src/index.js'
import { createMockRegistry } from '../../src/mock/index.js'

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
