import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  useEffect,
  useRef,
  useState,
} from 'react'
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
  /** Milliseconds before the fallback shows while an image loads, so a cached image never flashes it (with `styles.css`). Defaults to `300`. */
  fallbackDelayMs?: number | undefined
  /** Milliseconds an image in view may take before the next gateway is tried, so a gateway that never answers cannot leave the avatar loading. Defaults to `8000`. */
  gatewayTimeoutMs?: number | undefined
}

/** How long an image in view may take before the next gateway is tried, in milliseconds. */
const DEFAULT_GATEWAY_TIMEOUT_MS = 8000

const IMAGE_STYLE: CSSProperties = { position: 'absolute', inset: 0 }

/** Whether any of `element` is in the viewport, where a lazy image has surely started loading. */
const inView = (element: Element) => {
  const { top, bottom, left, right } = element.getBoundingClientRect()
  return (
    bottom > 0 && right > 0 && top < window.innerHeight && left < window.innerWidth && bottom > top
  )
}

/**
 * The avatar of an address: the verified image first (with a badge), then the user-defined one;
 * `ipfs://` links go through the provider's gateways in turn, and the picture drawn from the
 * address stands in when there is no usable image. The image is a native `<img>`, lazy and
 * decoded off the main thread, so a long list fetches only the images near the viewport, and
 * its loading re-renders nothing. State is on the root as `data-state` and `data-image`
 * (`loading`, `loaded`, `error`, `none`).
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
  const link = avatar?.link ?? ''
  const urls = avatar ? avatarUrls(link, ipfsGateways) : []
  // Gateways that failed for this link; the next one is tried, and past the last the picture stays.
  const [failed, setFailed] = useState({ link: '', count: 0 })
  const index = failed.link === link ? failed.count : 0
  const src = urls[index]
  const fail = () =>
    setFailed((prev) =>
      prev.link === link ? { link, count: Math.max(prev.count, index + 1) } : { link, count: 1 },
    )
  const image = useRef<HTMLImageElement>(null)
  // While the image loads, the picture waits `fallbackDelayMs`, then shows (the root gets
  // `data-waited`; styles.css hides it before). A gateway that does not answer in time counts
  // as failed. Lazy images out of view have not started, so only an image in view is given up
  // on; the others are looked at again later. Timers and attributes, not state: no render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: timers per image tried
  useEffect(() => {
    const element = image.current
    if (!src || !element) return
    const reveal = setTimeout(() => {
      if (!element.complete) element.parentElement?.setAttribute('data-waited', '')
    }, fallbackDelayMs)
    let timer: ReturnType<typeof setTimeout>
    const check = () => {
      if (element.complete) return
      if (inView(element)) fail()
      else timer = setTimeout(check, gatewayTimeoutMs)
    }
    timer = setTimeout(check, gatewayTimeoutMs)
    return () => {
      clearTimeout(reveal)
      clearTimeout(timer)
      element.parentElement?.removeAttribute('data-waited')
    }
  }, [src, gatewayTimeoutMs, fallbackDelayMs])
  const name = record ? displayName(record.name).full : undefined
  const alt = name ?? `Avatar of ${address ? truncateAddress(address) : 'an unknown account'}`
  return (
    <span
      {...rest}
      data-dname-avatar=""
      data-state={state}
      data-match={match}
      // With an image, `loading` until it loads; set on the element, so loading renders nothing.
      data-image={src ? 'loading' : urls.length > 0 ? 'error' : 'none'}
      style={{
        position: 'relative',
        display: 'inline-flex',
        width: size,
        height: size,
        flexShrink: 0,
        ...style,
      }}
    >
      {/* Not while the record loads: a fallback that a cached image then replaces is a flash. */}
      {state !== 'loading' && (
        <AddressPicture
          address={address ?? record?.dnameAccount ?? record?.name ?? ''}
          initial={name ? Array.from(name)[0]?.toUpperCase() : undefined}
          role="img"
          aria-label={alt}
          aria-hidden={src ? true : undefined}
        />
      )}
      {src && (
        <img
          key={src}
          ref={(element) => {
            image.current = element
            // A new image, not yet loaded: the root says so until it loads.
            if (element?.parentElement && !element.complete) {
              element.parentElement.dataset.image = 'loading'
            }
          }}
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={IMAGE_STYLE}
          onLoad={(event) => shown(event.currentTarget)}
          onError={(event) => {
            // Out of sight at once, before the next gateway's image replaces it: no broken icon.
            event.currentTarget.style.visibility = 'hidden'
            fail()
          }}
        />
      )}
      {avatar?.source === 'verified' && src && (
        <span
          key={`badge ${src}`}
          data-part="badge"
          role="img"
          aria-label="Verified avatar"
          title="Verified avatar"
          hidden
        >
          ✓
        </span>
      )}
    </span>
  )
}

/** The image loaded: it covers the picture, and the badge shows. No render is needed. */
function shown(image: HTMLImageElement) {
  const root = image.parentElement
  if (!root) return
  root.dataset.image = 'loaded'
  const badge = root.querySelector<HTMLElement>('[data-part="badge"]')
  if (badge) badge.hidden = false
}
