import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DnameProvider } from '../../../src/react/DnameProvider.js'

// A provider with a `fetch` of its own opens no connection, and this one refuses every request.
const noLookup = () => Promise.reject(new Error('these rows look nothing up'))

/**
 * A provider for rows given their records: a lookup would be a mistake, and the browser opens
 * no connection to the registry it names.
 */
export function GivenRecordsProvider({ children }: { children: ReactNode }) {
  return (
    <DnameProvider baseUrl="https://registry.test" fetch={noLookup} queryClient={new QueryClient()}>
      {children}
    </DnameProvider>
  )
}
