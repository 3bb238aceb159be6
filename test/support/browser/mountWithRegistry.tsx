import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { MockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'

/**
 * Renders `ui` into `container` (a new one by default), on the page, under a provider for
 * `registry` with a fresh cache and the simulated IPFS gateway at `/ipfs/`.
 */
export function mountWithRegistry(
  ui: ReactNode,
  registry: MockRegistry,
  container = document.createElement('div'),
) {
  if (!container.isConnected) document.body.append(container)
  const root = createRoot(container)
  root.render(
    <DnameProvider
      baseUrl="https://registry.test"
      fetch={registry.fetch}
      queryClient={new QueryClient()}
      ipfsGateways={['/ipfs/']}
    >
      {ui}
    </DnameProvider>,
  )
  return {
    container,
    root,
    unmount: () => {
      root.unmount()
      container.remove()
    },
  }
}
