import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { DnameProvider } from '../../../src/react/DnameProvider.js'

/** A registry that never answers: lookups stay loading. */
export const silentFetch = () => new Promise<Response>(() => {})

/** A registry that refuses every lookup with a 400, which is not retried: lookups fail at once. */
export const refusingFetch = async () =>
  Response.json({ name: 'invalidAddress', message: 'bad address' }, { status: 400 })

/**
 * Renders `ui` into `container` (a new one on the page by default) under a provider whose
 * requests go to `fetch`, with a fresh cache (`queryClient`, a new one by default) and the
 * given gateways.
 */
export function mountWithFetch(
  ui: ReactNode,
  fetch: typeof globalThis.fetch = silentFetch,
  {
    container = document.createElement('div'),
    ipfsGateways,
    queryClient = new QueryClient(),
  }: { container?: HTMLElement; ipfsGateways?: string[]; queryClient?: QueryClient } = {},
) {
  if (!container.isConnected) document.body.append(container)
  const root = createRoot(container)
  root.render(
    <DnameProvider
      baseUrl="https://registry.test"
      fetch={fetch}
      queryClient={queryClient}
      ipfsGateways={ipfsGateways}
    >
      {ui}
    </DnameProvider>,
  )
  return { container, root }
}
