import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { IDENTITY_LABELS } from '../../labels/defaultLabels.js'
import { useLabels } from '../../labels/useLabels.js'
import { BadgeIcon } from '../VerifiedBadge.js'
import { useIdentityPart } from './IdentityContext.js'

const BADGE: CSSProperties = { display: 'inline-flex', flexShrink: 0, alignSelf: 'center' }

/**
 * A check beside the name when the row's record matched through a verified link, named
 * "verified" to screen readers; nothing otherwise. For rows that show no avatar badge.
 */
export function IdentityBadge({
  style,
  ...rest
}: Omit<ComponentPropsWithoutRef<'span'>, 'children'>) {
  const { record, match } = useIdentityPart('Badge')
  const labels = useLabels('identity', IDENTITY_LABELS)
  if (!record || match !== 'verified') return null
  return (
    <span
      {...rest}
      data-part="name-badge"
      role="img"
      // Its name and its tooltip, once: an `aria-label` beside it made the tooltip a
      // description, which a screen reader reads after the name.
      title={labels.verified}
      style={style ? { ...BADGE, ...style } : BADGE}
    >
      <BadgeIcon size="1em" />
    </span>
  )
}
