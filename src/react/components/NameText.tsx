import { displayName } from '../../core/views/displayName.js'
import { useNameWarning } from '../hooks/useNameWarning.js'
import { NAME_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { drawName, type NameTextProps } from './drawName.js'

export type { NameTextProps }

/** `DnameName`'s drawing (`drawName`) of the record it has, with its words and look-alike check. */
export function NameText(props: NameTextProps) {
  const { record } = props
  const labels = useLabels('name', NAME_LABELS)
  const name = record ? displayName(record.name, props.maxLength) : undefined
  // Looked at as it came, before cleaning: hidden characters are what make a name look like another.
  const lookAlike = useNameWarning(name?.text ? record?.name : undefined)
  return drawName(props, name, lookAlike, labels)
}
