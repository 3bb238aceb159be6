'use client'

export type { RadixAvatarProps } from './react/components/AvatarFrame.js'
export {
  DnameAddressInput,
  type DnameAddressInputProps,
} from './react/components/DnameAddressInput.js'
export { DnameAvatar, type DnameAvatarProps } from './react/components/DnameAvatar.js'
export { DnameIdentity, type DnameIdentityProps } from './react/components/DnameIdentity.js'
export { DnameName, type DnameNameProps } from './react/components/DnameName.js'
export { Identity } from './react/components/identity/Identity.js'
export type { IdentityAvatarProps } from './react/components/identity/IdentityAvatar.js'
export type { IdentityNameProps } from './react/components/identity/IdentityName.js'
export type { IdentityRootProps } from './react/components/identity/IdentityRoot.js'
export { OwnedNameRow } from './react/components/OwnedNameRow.js'
export { OwnedNames, type OwnedNamesProps } from './react/components/OwnedNames.js'
export { type DnameContextValue, useDnameContext } from './react/DnameContext.js'
export {
  DnameProvider,
  type DnameProviderOptions,
  type DnameProviderProps,
} from './react/DnameProvider.js'
export { type UseDnameOptions, useDname } from './react/hooks/useDname.js'
export {
  type AvatarImageState,
  type DnameAvatarImage,
  type ImageLoadingStatus,
  type UseDnameAvatarOptions,
  useDnameAvatar,
} from './react/hooks/useDnameAvatar.js'
export {
  type DnameIdentityState,
  type UseDnameIdentityOptions,
  useDnameIdentity,
} from './react/hooks/useDnameIdentity.js'
export {
  type UseDnameLookupOptions,
  type UseDnameLookupResult,
  useDnameLookup,
} from './react/hooks/useDnameLookup.js'
export { useDnameLookups } from './react/hooks/useDnameLookups.js'
export { type UseDnameSearchOptions, useDnameSearch } from './react/hooks/useDnameSearch.js'
export { type UseOwnedDnamesOptions, useOwnedDnames } from './react/hooks/useOwnedDnames.js'
export type { DnameDisplayState } from './react/hooks/useRecord.js'
export {
  type UseSendTargetOptions,
  type UseSendTargetResult,
  useSendTarget,
} from './react/hooks/useSendTarget.js'
export { type UseSuspenseDnameOptions, useSuspenseDname } from './react/hooks/useSuspenseDname.js'
export {
  type UseSuspenseDnameLookupOptions,
  type UseSuspenseDnameLookupResult,
  useSuspenseDnameLookup,
} from './react/hooks/useSuspenseDnameLookup.js'
export { useSuspenseDnameLookups } from './react/hooks/useSuspenseDnameLookups.js'
export { useSuspenseOwnedDnames } from './react/hooks/useSuspenseOwnedDnames.js'
export {
  DEFAULT_LABELS,
  type DnameLabels,
  type DnameLabelsInput,
} from './react/labels/DEFAULT_LABELS.js'
export type { CountForms } from './react/labels/formatCount.js'
