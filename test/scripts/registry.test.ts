import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccountList, ADDRESSES_PATH, startRegistryServer } from '../../scripts/registry.js'
import { createDnameClient } from '../../src/core/client/createDnameClient.js'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'

describe('the registry HTTP server', () => {
  const registry = createMockRegistry()
  let stop: () => void = () => {}
  let url = ''

  beforeAll(async () => {
    const started = await startRegistryServer(registry, { port: 0 })
    url = started.url
    stop = () => started.server.close()
  })
  afterAll(() => stop())

  it('serves the simulated registry on localhost to a real HTTP client', async () => {
    const client = createDnameClient({ baseUrl: url })
    const verified = registry.addresses!.verified
    const result = await client.lookup([verified])
    expect(result.notModified ? undefined : result.records.get(verified)?.name).toBe('alice.algo')
    expect(await client.get('nobody.algo')).toBeNull()
  })

  it('keeps the ETag, the goa media type and CORS headers', async () => {
    const lookup = await fetch(`${url}/dname/lookup?address=${registry.addresses!.verified}`)
    expect(lookup.headers.get('etag')).toMatch(/^"/)
    expect(lookup.headers.get('access-control-allow-origin')).toBe('*')
    const missing = await fetch(`${url}/dname/nobody.algo`)
    expect(missing.headers.get('content-type')).toBe('application/vnd.goa.error')
  })

  it('lists the well-known addresses, and at least 100 by kind as the lookup answers them, at /_mock/addresses', async () => {
    const logged = registry.requests.length
    const listed = (await (await fetch(`${url}${ADDRESSES_PATH}`)).json()) as AccountList
    expect(listed.wellKnown).toEqual(registry.addresses)
    expect(listed.all.length).toBeGreaterThanOrEqual(100)
    for (const kind of [
      'named',
      'unverified',
      'forSale',
      'expired',
      'withAvatar',
      'withoutAvatar',
      'unnamed',
    ] as const) {
      expect(listed[kind].length, kind).toBeGreaterThan(5)
    }
    // What the lookup says of them, strict and with unverified links.
    const names = async (addresses: string[], allowUnverified: boolean) => {
      const query = new URLSearchParams({ allowUnverified: String(allowUnverified) })
      for (const address of addresses) query.append('address', address)
      const answer = await fetch(`${url}/dname/lookup?${query}`)
      return answer.ok ? Object.keys((await answer.json()) as object).length : 0
    }
    expect(await names(listed.named.slice(0, 20), false)).toBe(20)
    expect(await names(listed.unverified.slice(0, 10), false)).toBe(0)
    expect(await names(listed.unverified.slice(0, 10), true)).toBe(10)
    expect(await names(listed.unnamed.slice(0, 20), true)).toBe(0)
    // The list's own lookups are not in the log: only the test's four are.
    expect(registry.requests.length - logged).toBe(4)
  })

  it('serves the avatars its records point to as an IPFS gateway at /ipfs/', async () => {
    const links = registry
      .records()
      .map((r) => r.properties?.verified?.avatar)
      .filter((l): l is string => l?.startsWith('ipfs://') === true)
    expect(links.length).toBeGreaterThan(10)
    for (const link of links.slice(0, 5)) {
      const answer = await fetch(`${url}/ipfs/${link.slice('ipfs://'.length)}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/svg+xml')
      expect(await answer.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    }
  })

  // Raw HTTP: fetch would refuse to send these.
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const { port, hostname } = new URL(url)
      const socket = connect(Number(port), hostname, () => socket.end(text))
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it.each([
    [
      'a path that does not decode',
      'GET /dname/% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
    ['a bad escape', 'GET /dname/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    [
      'a Host header no URL can hold',
      'GET /dname/a.algo HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    ],
  ])('answers %s with a goa 400 instead of dropping the connection', async (_, request) => {
    const answer = await raw(request)
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('application/vnd.goa.error')
    expect(answer).toContain('"name":"badRequest"')
  })
})

describe('the request log', () => {
  it('keeps only the newest requests, so a long-running server stays within its memory', async () => {
    const registry = createMockRegistry({ maxLoggedRequests: 100 })
    for (let i = 0; i < 250; i++) await registry.fetch(`https://r.test/dname/n${i}.algo`)
    expect(registry.requests).toHaveLength(100)
    expect(registry.requests[0]?.path).toBe('/dname/n150.algo')
    expect(registry.requests.at(-1)?.path).toBe('/dname/n249.algo')
  })
})
