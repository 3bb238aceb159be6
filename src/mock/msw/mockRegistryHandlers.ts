import { HttpResponse, http } from 'msw'
import type { MockRegistry } from '../createMockRegistry.js'

/**
 * MSW 2 handlers that pass every request under `baseUrl` to `registry`, so an app that already
 * mocks its HTTP with MSW serves the simulated registry beside its other handlers. A simulated
 * network failure (`registry.failNext(n, 'network')`) becomes MSW's network error.
 */
export function mockRegistryHandlers(registry: MockRegistry, baseUrl: string) {
  return [
    http.all(`${baseUrl.replace(/\/+$/, '')}/*`, ({ request }) =>
      registry.fetch(request).catch((error: unknown) => {
        if (error instanceof TypeError) return HttpResponse.error()
        throw error
      }),
    ),
  ]
}
