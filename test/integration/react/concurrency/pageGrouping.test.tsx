/**
 * Two visitors of one page ask the same requests whatever each has cached (`grouping: 'page'`,
 * the default): the registry's CDN keys an answer by its request's set of addresses, so the
 * second visitor's requests are answered at the edge. With `grouping: 'missing'` a request
 * holds only what is missing.
 */
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createDnameConfig } from '../../../../src/core/config/createDnameConfig.js'
import {
  BASE_URL,
  mount,
  namedRegistry,
  nameOf,
  provider,
  Rows,
  rowText,
  until,
} from './harness.js'

const sets = (sent: readonly string[][]) => sent.map((addresses) => [...addresses].sort().join())

/** Shows `page` in a fresh root and waits for every name. */
async function visit(
  config: ReturnType<typeof namedRegistry>['config'],
  queryClient: QueryClient,
  page: readonly string[],
  names: (address: string) => string,
) {
  const { root, container } = mount(
    provider(config, queryClient, <Rows addresses={page} kind="library" />),
  )
  await until(() => page.every((a) => rowText(container, a) === names(a)), 'every name')
  root.unmount()
}

describe('two visitors of one page', () => {
  it('ask the same requests though one has a third of the page cached', async () => {
    const { addresses, sent, fetch } = namedRegistry(60, 41)
    const names = (address: string) => nameOf(addresses.indexOf(address))
    const config = () => createDnameConfig({ baseUrl: BASE_URL, fetch })

    await visit(config(), new QueryClient(), addresses, names)
    const cold = sets(sent.splice(0))
    expect(cold).toEqual(
      sets([addresses.slice(0, 20), addresses.slice(20, 40), addresses.slice(40)]),
    )

    // The second visitor saw rows 20 to 39 and two of the last twenty on another page.
    const warm = new QueryClient()
    const seenBefore = [...addresses.slice(20, 40), addresses[45], addresses[50]] as string[]
    await visit(config(), warm, seenBefore, names)
    sent.splice(0)
    await visit(config(), warm, addresses, names)
    // No request for the twenty it has whole; the last twenty is asked whole, as the first
    // visitor asked it, though two of its rows are cached.
    expect(sets(sent)).toEqual([cold[0], cold[2]])
  })

  it("ask only what each is missing with grouping: 'missing'", async () => {
    const { addresses, sent, fetch } = namedRegistry(60, 42)
    const names = (address: string) => nameOf(addresses.indexOf(address))
    const config = () =>
      createDnameConfig({ baseUrl: BASE_URL, fetch, batch: { grouping: 'missing' } })

    const warm = new QueryClient()
    const seenBefore = [...addresses.slice(20, 40), addresses[45], addresses[50]] as string[]
    await visit(config(), warm, seenBefore, names)
    sent.splice(0)
    await visit(config(), warm, addresses, names)
    const missing = addresses.filter((a) => !seenBefore.includes(a))
    expect(sent.flat().sort()).toEqual([...missing].sort())
    expect(sent.map((s) => s.length)).toEqual([20, 18])
  })
})
