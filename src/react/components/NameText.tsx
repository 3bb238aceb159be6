import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { displayName } from '../../core/views/displayName.js'
import { useNameWarning } from '../hooks/useNameWarning.js'
import type { RecordState } from '../hooks/useRecord.js'
import { NAME_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { drawName } from './drawName.js'

export interface NameTextProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RecordState {
  address: string | null | undefined
  truncate?: { start?: number; end?: number } | undefined
  fallback?: ReactNode
  maxLength: number
}

/** `DnameName`'s drawing (`drawName`) of the record it has, with its words and look-alike check. */
export function NameText({
  address,
  record,
  state,
  match,
  truncate,
  fallback,
  maxLength,
  style,
  ...rest
}: NameTextProps) {
  const labels = useLabels('name', NAME_LABELS)
  const name = record ? displayName(record.name, maxLength) : undefined
  // Looked at as it came, before cleaning: hidden characters are what make a name look like another.
  const lookAlike = useNameWarning(name?.text ? record?.name : undefined)
  return drawName(
    { address, state, match, name, lookAlike, labels, truncate, fallback, style },
    rest,
  )
}
