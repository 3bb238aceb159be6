import type { Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { createContext, useContext, useState } from 'react'
import type { DnameConfigSettings } from '../../src/core/index.js'
import { DnameProvider, type DnameProviderOptions } from '../../src/index.js'
import {
  createMockRegistry,
  type MockRegistry,
  type MockRegistryOptions,
} from '../../src/mock/index.js'

/** What a story sets under `parameters.registry`. */
export interface RegistryParameters {
  /** Options of the simulated registry; the latency defaults to 150 ms so loading states show. */
  options?: MockRegistryOptions
  /** Changes the registry before the story renders (add records, fail requests, …). */
  setup?: (registry: MockRegistry) => void
  provider?: DnameProviderOptions & DnameConfigSettings
}

const RegistryContext = createContext<MockRegistry | null>(null)

/** The simulated registry behind the current story. */
export function useMockRegistry(): MockRegistry {
  const registry = useContext(RegistryContext)
  if (!registry) throw new Error('useMockRegistry needs the withRegistry decorator')
  return registry
}

/** Every story runs against a fresh simulated registry and query cache: no network is needed. */
export const withRegistry: Decorator = (Story, context) => {
  const parameters: RegistryParameters = context.parameters.registry ?? {}
  const [state] = useState(() => {
    const registry = createMockRegistry({ latencyMs: 150, ...parameters.options })
    parameters.setup?.(registry)
    return { registry, queryClient: new QueryClient() }
  })
  return (
    <RegistryContext.Provider value={state.registry}>
      <DnameProvider
        baseUrl="https://registry.mock"
        fetch={state.registry.fetch}
        queryClient={state.queryClient}
        ipfsGateways={['/ipfs/']}
        {...parameters.provider}
      >
        <Story />
      </DnameProvider>
    </RegistryContext.Provider>
  )
}
