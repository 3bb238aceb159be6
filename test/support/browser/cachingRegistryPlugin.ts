import type { Plugin } from 'vite'
import { createMockRegistry, type MockRegistry } from '../../../src/mock/index.js'

/** Where the browser tests' registry answers with cache headers: `${path}${mode}/dname/…`. */
export const CACHING_REGISTRY_PATH = '/caching-registry/'

/**
 * The headers each mode adds: `max-age` as the spec's CDN allows the lookup (part 1, rule 6),
 * `aged` as a CDN answers with a copy it has kept 100 s.
 */
const MODES: Record<string, (now: number) => Record<string, string>> = {
  'max-age': (now) => ({
    'cache-control': 'public, max-age=120',
    date: new Date(now).toUTCString(),
  }),
  aged: (now) => ({
    'cache-control': 'public, max-age=120',
    age: '100',
    date: new Date(now - 100_000).toUTCString(),
  }),
}

/**
 * The simulated registry on the browser tests' own server, through the browser's HTTP cache,
 * one per mode. `POST …/{mode}/_sale/{name}` puts a name on sale; `GET …/{mode}/_count/{name}`
 * says how many requests for it reached the registry.
 */
export function cachingRegistryPlugin(): Plugin {
  const registries = new Map<string, MockRegistry>()
  const registryOf = (mode: string) => {
    let registry = registries.get(mode)
    if (!registry) {
      registry = createMockRegistry()
      registries.set(mode, registry)
    }
    return registry
  }
  return {
    name: 'dname-caching-registry',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1')
        if (!url.pathname.startsWith(CACHING_REGISTRY_PATH)) return next()
        const [mode = '', ...rest] = url.pathname.slice(CACHING_REGISTRY_PATH.length).split('/')
        const headersOf = MODES[mode]
        if (!headersOf) return next()
        const registry = registryOf(mode)
        const path = `/${rest.join('/')}`
        const name = decodeURIComponent(rest.at(-1) ?? '')
        if (path.startsWith('/_sale/') && request.method === 'POST') {
          registry.updateRecord(name, { state: 'forSale', saleType: 'buyItNow', sellAmount: 1 })
          return response.end('ok')
        }
        if (path.startsWith('/_count/')) {
          const count = registry.requests.filter((r) => r.path === `/dname/${rest.at(-1)}`).length
          return response.end(String(count))
        }
        const answer = await registry.fetch(`https://registry.test${path}${url.search}`)
        response.statusCode = answer.status
        for (const [key, value] of answer.headers) response.setHeader(key, value)
        for (const [key, value] of Object.entries(headersOf(Date.now()))) {
          response.setHeader(key, value)
        }
        response.end(await answer.text())
      })
    },
  }
}
