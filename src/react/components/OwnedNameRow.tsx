import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { DnameAvatar } from './DnameAvatar.js'
import { DnameName } from './DnameName.js'

const STATE_LABELS: Record<string, string> = {
  forSale: 'for sale',
  expired: 'expired',
  reserved: 'reserved',
  minting: 'minting',
  available: 'available',
}

/** The default row of `OwnedNames`: avatar, name, and the state when it is not plain ownership. */
export function OwnedNameRow({ record }: { record: DnameRecord }) {
  const label = record.state ? STATE_LABELS[record.state] : undefined
  return (
    <span
      data-part="row-content"
      style={{ display: 'flex', alignItems: 'center', gap: 8, height: '100%' }}
    >
      <DnameAvatar record={record} size={32} />
      <DnameName record={record} />
      {label && (
        <span data-part="state" data-value={record.state}>
          {label}
        </span>
      )}
    </span>
  )
}
