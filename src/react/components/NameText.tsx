import { lazyChunk } from '../../core/client/lazyChunk.js'
import { displayName } from '../../core/views/displayName.js'
import { useDnameRuntime } from '../DnameContext.js'
import { useNameWarning } from '../hooks/useNameWarning.js'
import { NAME_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { useCommitEffect } from '../query/useCommitEffect.js'
import { drawName, type NameTextProps } from './drawName.js'

export type { NameTextProps }

/** The sheet long names are cut by, loaded as the provider's module is evaluated. */
export const cutSheetChunk = lazyChunk(() => import('./cutSheet.js'))

/**
 * Adds the sheet long names are cut by (`cutSheet.ts`) as the first long name commits, before
 * the browser paints it, with the provider's CSP nonce: a page of short names never restyles
 * or lays out again for it. Until it has landed, a long name is cut at its end, as a short one
 * is.
 */
function CutSheet() {
  const { nonce } = useDnameRuntime().components
  useCommitEffect(() => {
    // Loaded by now, it is added in the commit's microtasks, before the paint.
    cutSheetChunk.load().then(
      (module) => module.addCutSheet(nonce),
      // Without it, long names are cut at their end.
      () => {},
    )
  }, [nonce])
  return null
}

/** `DnameName`'s drawing (`drawName`) of the record it has, with its words and look-alike check. */
export function NameText(props: NameTextProps) {
  const { record } = props
  const labels = useLabels('name', NAME_LABELS)
  const name = record ? displayName(record.name, props.maxLength) : undefined
  // Looked at as it came, before cleaning: hidden characters are what make a name look like another.
  const lookAlike = useNameWarning(name?.text ? record?.name : undefined)
  return drawName(props, name, lookAlike, labels, <CutSheet />)
}
