import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { DnameConfig } from '../core/config/createDnameConfig.js'
import type { DnameLabelsInput } from './labels/DEFAULT_LABELS.js'
import type { LookupRuntime } from './query/createLookupRuntime.js'

/**
 * What `useDnameContext` returns: the provider's config (to give to the query option factories
 * and `prefetchDnameLookups` as it is), and the query client that caches names.
 */
export interface DnameContextValue extends DnameConfig {
  queryClient: QueryClient
}

/** Settings of the components, which the query option factories do not take. */
export interface DnameComponentSettings {
  gatewayTimeoutMs: number
  labels: DnameLabelsInput | undefined
  locale: string | undefined
  /** The page's CSP nonce, for the sheets the components add. */
  nonce: string | undefined
}

export { DEFAULT_GATEWAY_TIMEOUT_MS } from '../core/avatar/gatewayTimeout.js'

interface DnameContextState {
  value: DnameContextValue
  runtime: LookupRuntime
  components: DnameComponentSettings
}

export const DnameContext = createContext<DnameContextState | null>(null)

/** The provider's config and query client, and the lookup runtime its hooks share (not public). */
export function useDnameRuntime(): DnameContextState {
  const state = useContext(DnameContext)
  if (!state) throw new Error('dname-react: wrap your components in <DnameProvider>')
  return state
}

/** The provider's client, batcher, cache times, gateways and query client. */
export function useDnameContext(): DnameContextValue {
  return useDnameRuntime().value
}
