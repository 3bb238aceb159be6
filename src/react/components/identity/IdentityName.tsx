import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { NameText } from '../NameText.js'
import { useIdentityPart } from './IdentityContext.js'

export interface IdentityNameProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Longest name shown, in characters; narrower rows cut it further. Defaults to `64`. */
  maxLength?: number | undefined
  /** Characters of the address kept at each end when there is no name. Defaults to `{ start: 4, end: 4 }`. */
  truncate?: { start?: number; end?: number } | undefined
  /** Shown instead of the truncated address when there is no name. */
  fallback?: ReactNode
}

/** The name of the row's lookup, with its marks, or the truncated address: as `DnameName`. */
export function IdentityName({ maxLength = 64, ...rest }: IdentityNameProps) {
  const state = useIdentityPart('Name')
  return <NameText {...rest} {...state} maxLength={maxLength} />
}
