import { createDnameClient } from '../../src/core/client/createDnameClient.js'
import { createMockRegistry, type MockRegistryOptions } from '../../src/mock/createMockRegistry.js'

export const BASE_URL = 'https://registry.test'

/** A simulated registry and the real client talking to it through `registry.fetch`. */
export function setup(options: MockRegistryOptions = {}) {
  const registry = createMockRegistry(options)
  const client = createDnameClient({ baseUrl: BASE_URL, fetch: registry.fetch })
  const addresses = registry.addresses!
  /** A raw request, for answers the client would refuse to ask for. */
  const raw = (path: string, headers?: HeadersInit) =>
    registry.fetch(`${BASE_URL}${path}`, headers ? { headers } : {})
  const lookupOne = async (address: string, options: Parameters<typeof client.lookup>[1] = {}) => {
    const result = await client.lookup([address], options)
    if (result.notModified) throw new Error('unexpected 304')
    return result.records.get(address) ?? null
  }
  return { registry, client, addresses, raw, lookupOne }
}
