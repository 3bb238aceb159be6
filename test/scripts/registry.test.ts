import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESSES_PATH, startRegistryServer } from '../../scripts/registry.js'
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

  it('lists the well-known addresses at /_mock/addresses', async () => {
    const listed = (await (await fetch(`${url}${ADDRESSES_PATH}`)).json()) as Record<string, string>
    expect(listed.verified).toBe(registry.addresses!.verified)
    expect(Object.keys(listed)).toEqual(Object.keys(registry.addresses!))
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
})
