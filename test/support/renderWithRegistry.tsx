import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import type { DnameConfigSettings } from '../../src/core/config/createDnameConfig.js'
import { createMockRegistry, type MockRegistryOptions } from '../../src/mock/createMockRegistry.js'
import { DnameProvider, type DnameProviderOptions } from '../../src/react/DnameProvider.js'

export const BASE_URL = 'https://registry.test'

export function renderWithRegistry(
  ui: ReactNode,
  {
    registry: registryOptions = {},
    provider = {},
    strict = true,
  }: {
    registry?: MockRegistryOptions
    provider?: DnameProviderOptions & DnameConfigSettings
    strict?: boolean
  } = {},
) {
  const registry = createMockRegistry(registryOptions)
  const queryClient = new QueryClient()
  // A wrapper, so that `rerender` keeps the provider, the registry and the cache.
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <DnameProvider
        baseUrl={BASE_URL}
        fetch={registry.fetch}
        queryClient={queryClient}
        {...provider}
      >
        {children}
      </DnameProvider>
    )
    return strict ? <StrictMode>{tree}</StrictMode> : tree
  }
  const view = render(ui, { wrapper })
  const lookups = () => registry.requests.filter((r) => r.path === '/dname/lookup')
  return { ...view, registry, queryClient, lookups, addresses: registry.addresses! }
}

/** A simulated registry and a wrapper with its provider, for `renderHook`. */
export function hookWrapper(options: MockRegistryOptions = {}) {
  const registry = createMockRegistry(options)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DnameProvider baseUrl={BASE_URL} fetch={registry.fetch}>
      {children}
    </DnameProvider>
  )
  return { registry, wrapper, addresses: registry.addresses! }
}
