import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { OWNED_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { DnameAvatar } from './DnameAvatar.js'
import { DnameName } from './DnameName.js'

// `forSale` reads "for sale"; a state added to the service later is shown the same way.
const labelOf = (state: string) => state.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)

/**
 * The default row of `OwnedNames`: avatar, name, and the state when it is not plain ownership.
 * The avatar is decorative: the row reads its name once.
 */
export function OwnedNameRow({
  record,
  gatewayTimeoutMs,
}: {
  record: DnameRecord
  /** Milliseconds the avatar in view waits for a gateway. Defaults to the provider's. */
  gatewayTimeoutMs?: number | undefined
}) {
  const { states } = useLabels('owned', OWNED_LABELS)
  const label =
    record.state && record.state !== 'owned'
      ? (states[record.state] ?? labelOf(record.state))
      : undefined
  return (
    <span
      data-part="row-content"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: '100%',
        flex: 1,
        minWidth: 0,
      }}
    >
      <DnameAvatar record={record} size={32} decorative gatewayTimeoutMs={gatewayTimeoutMs} />
      <DnameName record={record} />
      {label && (
        <span data-part="state" data-value={record.state}>
          {label}
        </span>
      )}
    </span>
  )
}
