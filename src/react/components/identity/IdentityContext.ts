import { createContext, useContext } from 'react'
import type { RecordState } from '../../hooks/useRecord.js'

/** The lookup an `Identity.Root` shares with its parts. */
export interface IdentityState extends RecordState {
  address: string | undefined
}

export const IdentityContext = createContext<IdentityState | null>(null)

/** The lookup of the nearest `Identity.Root`; a part outside one is a mistake worth saying. */
export function useIdentityPart(part: string): IdentityState {
  const state = useContext(IdentityContext)
  if (!state) throw new Error(`dname-react: put Identity.${part} inside an Identity.Root`)
  return state
}
