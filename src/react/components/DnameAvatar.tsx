import * as Avatar from '@radix-ui/react-avatar'
import { type ComponentPropsWithoutRef, useEffect, useState } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { avatarUrls } from '../../core/avatar/avatarUrls.js'
import {
  type AvatarSource,
  DEFAULT_AVATAR_ORDER,
  pickAvatar,
} from '../../core/avatar/pickAvatar.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import { displayName } from '../../core/views/displayName.js'
import { useDnameContext } from '../DnameContext.js'
import { useRecord } from '../hooks/useRecord.js'
import { AddressPicture } from './AddressPicture.js'

type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error'

export interface DnameAvatarProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    LookupParams {
  /** The address whose avatar is shown; also seeds the fallback picture. */
  address?: string | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Width and height in pixels. Defaults to `40`. */
  size?: number | undefined
  /** Which avatar links to use, in order. Defaults to `['verified', 'userDefined']`. */
  order?: readonly AvatarSource[] | undefined
  /** Milliseconds before the fallback shows while an image loads, so a cached image never flashes it. Defaults to `300`. */
  fallbackDelayMs?: number | undefined
  /** Milliseconds an image may take before the next gateway is tried, so a gateway that never answers cannot leave the avatar loading. Defaults to `8000`. */
  gatewayTimeoutMs?: number | undefined
}

/** How long an image may take before the next gateway is tried, in milliseconds. */
const DEFAULT_GATEWAY_TIMEOUT_MS = 8000

/**
 * The avatar of an address: the verified image first (with a badge), then the user-defined one;
 * `ipfs://` links go through the provider's gateways in turn, and the picture drawn from the
 * address stands in when there is no usable image. State is on the root as `data-state` and
 * `data-image` (`loading`, `loaded`, `error`, `none`).
 */
export function DnameAvatar({
  address,
  record: given,
  view = 'thumbnail',
  allowUnverified,
  size = 40,
  order = DEFAULT_AVATAR_ORDER,
  fallbackDelayMs = 300,
  gatewayTimeoutMs = DEFAULT_GATEWAY_TIMEOUT_MS,
  style,
  ...rest
}: DnameAvatarProps) {
  const { ipfsGateways } = useDnameContext()
  const { record, state, match } = useRecord(address, given, { view, allowUnverified })
  const avatar = pickAvatar(record, order)
  const urls = avatar ? avatarUrls(avatar.link, ipfsGateways) : []
  const [attempt, setAttempt] = useState({ link: '', index: 0, status: 'idle' as ImageStatus })
  const current =
    attempt.link === avatar?.link
      ? attempt
      : { link: avatar?.link ?? '', index: 0, status: 'idle' as ImageStatus }
  const src = urls[current.index]
  const name = record ? displayName(record.name).full : undefined
  const alt = name ?? `Avatar of ${address ? truncateAddress(address) : 'an unknown account'}`
  const onStatus = (status: ImageStatus) =>
    setAttempt((prev) => {
      const base = prev.link === current.link ? prev : current
      // A failed image moves on to the next gateway; past the last one the fallback stays.
      return status === 'error' ? { ...base, index: base.index + 1, status } : { ...base, status }
    })
  // A gateway that does not answer in time counts as failed: the next one is tried.
  const waiting = src !== undefined && current.status !== 'loaded'
  const { link, index } = current
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(
      () =>
        setAttempt((prev) => {
          const base = prev.link === link ? prev : { link, index: 0, status: 'idle' as ImageStatus }
          return base.index === index && base.status !== 'loaded'
            ? { link, index: index + 1, status: 'error' }
            : prev
        }),
      gatewayTimeoutMs,
    )
    return () => clearTimeout(timer)
  }, [waiting, link, index, gatewayTimeoutMs])
  const imageState = src
    ? current.status === 'loaded'
      ? 'loaded'
      : 'loading'
    : urls.length > 0
      ? 'error'
      : 'none'
  return (
    <Avatar.Root
      {...rest}
      data-dname-avatar=""
      data-state={state}
      data-match={match}
      data-image={imageState}
      style={{
        position: 'relative',
        display: 'inline-flex',
        width: size,
        height: size,
        flexShrink: 0,
        ...style,
      }}
    >
      {src && (
        <Avatar.Image
          key={src}
          src={src}
          alt={alt}
          width={size}
          height={size}
          onLoadingStatusChange={onStatus}
        />
      )}
      {/* Not while the record loads: a fallback that a cached image then replaces is a flash. */}
      {state !== 'loading' && (
        // Keyed so that it shows at once when no image is left to wait for.
        <Avatar.Fallback
          key={src ? 'delayed' : 'now'}
          delayMs={src ? fallbackDelayMs : undefined}
          asChild
        >
          <AddressPicture
            address={address ?? record?.dnameAccount ?? record?.name ?? ''}
            initial={name ? Array.from(name)[0]?.toUpperCase() : undefined}
            role="img"
            aria-label={alt}
          />
        </Avatar.Fallback>
      )}
      {avatar?.source === 'verified' && imageState === 'loaded' && (
        <span data-part="badge" role="img" aria-label="Verified avatar" title="Verified avatar">
          ✓
        </span>
      )}
    </Avatar.Root>
  )
}
