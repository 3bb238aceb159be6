import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { DnameQueryContext } from '../core/query/DnameQueryContext.js'
import type { SharedLookups } from './createSharedLookups.js'

export interface DnameContextValue extends DnameQueryContext {
  queryClient: QueryClient
  /** IPFS gateways `DnameAvatar` tries in turn. */
  ipfsGateways: readonly string[]
  /** The lookups the components show, one observer each. */
  lookups: SharedLookups
}

export const DnameContext = createContext<DnameContextValue | null>(null)

/** The provider's client, batcher, query client and cache times. */
export function useDnameContext(): DnameContextValue {
  const context = useContext(DnameContext)
  if (!context) throw new Error('dname-react: wrap your components in <DnameProvider>')
  return context
}
