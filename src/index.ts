'use client'

export { type DnameContextValue, useDnameContext } from './react/DnameContext.js'
export { DnameProvider, type DnameProviderProps } from './react/DnameProvider.js'
export { type UseDnameOptions, useDname } from './react/hooks/useDname.js'
export {
  type UseDnameLookupOptions,
  type UseDnameLookupResult,
  useDnameLookup,
} from './react/hooks/useDnameLookup.js'
export { useDnameLookups } from './react/hooks/useDnameLookups.js'
export { type UseDnameSearchOptions, useDnameSearch } from './react/hooks/useDnameSearch.js'
export { type UseOwnedDnamesOptions, useOwnedDnames } from './react/hooks/useOwnedDnames.js'
