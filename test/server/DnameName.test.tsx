import { HydrationBoundary, QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createDnameClient } from '../../src/core/client/createDnameClient.js'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../src/mock/generateDataset.js'
import { DnameAvatar, type DnameAvatarProps } from '../../src/react/components/DnameAvatar.js'
import { DnameName, type DnameNameProps } from '../../src/react/components/DnameName.js'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import { createDnameServer } from '../../src/server/createDnameServer.js'
import { testAddresses } from '../support/ledgerAddresses.js'
import { htmlOf, prerendered, renderServer } from '../support/server/renderServer.js'

const { addresses } = generateDataset()
const BASE = 'https://registry.test'

/** Each name's root element in `html`, as written: `<span … data-dname="">…</span>`. */
const names = (html: string) => roots(html, 'data-dname=""')

/** Each root `<span>` of `html` that has `attribute`, as written, with what is inside it. */
function roots(html: string, attribute: string): string[] {
  const found: string[] = []
  const tags = /<(\/?)span\b[^>]*>/g
  let start = -1
  let depth = 0
  for (const tag of html.matchAll(tags)) {
    if (start < 0) {
      if (!tag[1] && tag[0].includes(attribute)) [start, depth] = [tag.index, 1]
      continue
    }
    depth += tag[1] ? -1 : 1
    if (depth === 0) {
      found.push(html.slice(start, tag.index + tag[0].length))
      start = -1
    }
  }
  return found
}

/** The HTML client components prerender under a provider on `registry`. */
const clientHtml = (
  children: ReactNode,
  registry = createMockRegistry(),
  queryClient = new QueryClient(),
) =>
  prerendered(
    <DnameProvider baseUrl={BASE} fetch={registry.fetch} queryClient={queryClient}>
      {children}
    </DnameProvider>,
  )

/** The names the client's `DnameName` prerenders, given `props`. */
const clientNames = async (props: DnameNameProps) =>
  names(await clientHtml(<DnameName {...props} />))

/** The client's `DnameName` for the record the registry has. */
async function clientName(address: string | null, props: Record<string, unknown> = {}) {
  const client = createDnameClient({ baseUrl: BASE, fetch: createMockRegistry().fetch })
  const answer = address ? await client.lookup([address], { view: 'thumbnail', ...props }) : null
  const record =
    address && answer && !answer.notModified ? (answer.records.get(address) ?? null) : undefined
  return clientNames({ address, record, ...props })
}

describe('dname-react/server: DnameName', () => {
  it('renders 500 rows over 300 addresses with 15 requests, every name in the HTML', async () => {
    const known = [addresses.verified, addresses.userAvatar, addresses.generation2]
    const unique = [...known, ...testAddresses(297)]
    const rows = Array.from({ length: 500 }, (_, i) => unique[(i * 7) % 300] as string)
    const { payloads, lookups, revalidate } = await renderServer({ addresses: rows })
    expect(lookups.map((group) => group.length)).toEqual(Array(15).fill(20))
    expect(new Set(lookups.flat()).size).toBe(300)
    // The registry's 2-minute rule, for the framework's data cache.
    expect(revalidate).toEqual(Array(15).fill(120))
    const html = await htmlOf(payloads[0] as string)
    const shown = names(html)
    expect(shown).toHaveLength(500)
    expect(shown.filter((name) => name.includes('data-state="loading"'))).toEqual([])
    for (const name of ['alice.algo', 'bob.algo', 'multi-b.algo']) expect(html).toContain(name)
    // One layout sheet, not one per name.
    expect(html.match(/<style/g)).toHaveLength(1)
  })

  it('keeps nothing from one request to the next but what the data cache keeps', async () => {
    const rows = testAddresses(30)
    const { lookups } = await renderServer({ addresses: rows, renders: 2 })
    expect(lookups.map((group) => group.length)).toEqual([20, 10, 20, 10])
  })

  it('asks an address once per render, however many components and calls ask for it', async () => {
    const rows = [...testAddresses(25), ...testAddresses(25)]
    const { lookups, payloads } = await renderServer({ addresses: rows, lookupFirst: true })
    expect(lookups.map((group) => group.length)).toEqual([20, 5])
    expect(names(await htmlOf(payloads[0] as string))).toHaveLength(50)
  })

  it('hands its names to the client components below with no second request', async () => {
    const rows = [addresses.verified, addresses.noName, ...testAddresses(28)]
    const { lookups, handedOver } = await renderServer({ addresses: rows, prefetch: true })
    expect(lookups.map((group) => group.length)).toEqual([20, 10])
    expect(handedOver?.result).toEqual({ found: 1, missing: 29, failed: 0 })
    const registry = createMockRegistry()
    const html = await clientHtml(
      <HydrationBoundary state={handedOver?.state}>
        <DnameName address={addresses.verified} />
        <DnameName address={addresses.noName} />
      </HydrationBoundary>,
      registry,
    )
    expect(names(html).map((name) => /data-state="([a-z-]+)"/.exec(name)?.[1])).toEqual([
      'found',
      'not-found',
    ])
    expect(html).toContain('alice.algo')
    expect(registry.requests).toEqual([])
  })

  it.each([
    ['a verified name', addresses.verified, {}],
    ['an unverified match, marked', addresses.unverified, { allowUnverified: true }],
    ['no name: the truncated address', addresses.noName, {}],
    ['a look-alike, marked', addresses.lookAlike, {}],
    ['a cut name', addresses.verified, { maxLength: 4 }],
    ['no address', null, {}],
  ] as const)('draws %s as the client DnameName does', async (_, address, props) => {
    const { payloads, lookups } = await renderServer({ addresses: [address], props })
    const server = names(await htmlOf(payloads[0] as string))
    expect(server).toEqual(await clientName(address, props))
    expect(lookups).toHaveLength(address ? 1 : 0)
  })

  it('marks a look-alike as the client does, and asks nothing for a record given', async () => {
    const record = generateDataset().records.find((r) => r.name === '\u0430lice.algo')
    const address = addresses.lookAlike
    const { payloads, lookups } = await renderServer({ addresses: [address], props: { record } })
    const [name] = names(await htmlOf(payloads[0] as string))
    expect(name).toContain('data-confusable=')
    expect(name).toContain('look-alike')
    expect(lookups).toEqual([])
    expect(await clientNames({ address, record })).toEqual([name])
  })

  it('says a failed lookup failed, and shows the address', async () => {
    const { payloads } = await renderServer({
      addresses: [addresses.verified],
      fail: { count: 1, status: 400 },
    })
    const [name] = names(await htmlOf(payloads[0] as string))
    expect(name).toContain('data-state="error"')
    expect(name).toContain('not loaded')
    expect(name).toContain(`${addresses.verified.slice(0, 4)}…`)
  })

  it('waits out a rate limit rather than showing no name', async () => {
    const { payloads, lookups } = await renderServer({
      addresses: testAddresses(40),
      registry: { rateLimit: { limit: 1, windowSecs: 1 } },
    })
    expect(lookups.length).toBeGreaterThan(2)
    const shown = names(await htmlOf(payloads[0] as string))
    expect(shown.filter((name) => !name.includes('data-state="not-found"'))).toEqual([])
  })

  it('streams the page before its names: skeletons first, the names as they come', async () => {
    const { chunks } = await renderServer({
      addresses: [addresses.verified],
      registry: { latencyMs: 50 },
    })
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks[0]).toContain('"data-state":"loading"')
    expect(chunks[0]).not.toContain('alice.algo')
    expect(chunks.join('')).toContain('alice.algo')
  })
})

describe('dname-react/server: DnameAvatar', () => {
  const avatars = (html: string) => roots(html, 'data-dname-avatar=""')

  /** The avatars the client's `DnameAvatar` prerenders, given `props`. */
  const clientAvatars = async (props: DnameAvatarProps) =>
    avatars(await clientHtml(<DnameAvatar {...props} />))

  it('looks avatars up with the names of the same render: 15 requests for 300 addresses', async () => {
    const rows = [addresses.verified, ...testAddresses(299)]
    const { lookups, payloads } = await renderServer({ addresses: rows, avatars: 'beside' })
    expect(lookups.map((group) => group.length)).toEqual(Array(15).fill(20))
    const html = await htmlOf(payloads[0] as string)
    // Settled: a boundary streamed after the shell also leaves its placeholder in the HTML.
    const settled = (shown: string[]) => shown.filter((e) => !e.includes('data-state="loading"'))
    expect(settled(avatars(html))).toHaveLength(300)
    expect(settled(names(html))).toHaveLength(300)
    // The browser is sent what an avatar reads, not the record.
    expect(payloads[0]).toContain('alice.algo')
    expect(payloads[0]).not.toContain('caAlgo')
  })

  it.each([
    ['a verified ipfs:// avatar, with its badge', addresses.verified, {}],
    ['a user-defined https avatar', addresses.userAvatar, {}],
    ['no name: the picture drawn from the address', addresses.noName, {}],
    ['an unverified match: no badge', addresses.unverified, { allowUnverified: true }],
    ['a decorative avatar', addresses.verified, { decorative: true, size: 24 }],
  ] as const)('draws %s as the client DnameAvatar does', async (_, address, props) => {
    const { payloads } = await renderServer({
      addresses: [address],
      avatars: 'only',
      avatarProps: props,
    })
    const server = avatars(await htmlOf(payloads[0] as string))
    const client = createDnameClient({ baseUrl: BASE, fetch: createMockRegistry().fetch })
    const answer = await client.lookup([address], { view: 'thumbnail', ...props })
    const record = answer.notModified ? undefined : (answer.records.get(address) ?? null)
    expect(server).toEqual(await clientAvatars({ address, record, ...props }))
    expect(server[0]).toContain('data-state=')
  })

  it("says an avatar with no name in the server's words, as the client does in its own", async () => {
    const { payloads } = await renderServer({
      addresses: [addresses.noName],
      avatars: 'only',
      avatarOf: 'Avatar de ',
    })
    const server = avatars(await htmlOf(payloads[0] as string))
    const client = avatars(
      await prerendered(
        <DnameProvider
          baseUrl={BASE}
          fetch={createMockRegistry().fetch}
          labels={{ avatar: { avatarOf: (short) => `Avatar de ${short}` } }}
        >
          <DnameAvatar address={addresses.noName} record={null} />
        </DnameProvider>,
      ),
    )
    expect(server[0]).toContain('Avatar de ')
    expect(server).toEqual(client)
  })

  it('refuses a gateway that cannot serve images where the server is made, naming it', () => {
    expect(() =>
      createDnameServer({ baseUrl: BASE, ipfsGateways: ['https://gateway.test/'] }),
    ).toThrow(/ipfsGateways.*https:\/\/gateway\.test\//)
  })
})
