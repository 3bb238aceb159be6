import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  useEffect,
  useRef,
  useState,
} from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { avatarLinkUrls, isDataImageLink } from '../../core/avatar/avatarLinkUrls.js'
import { dataImageSizeChunk } from '../../core/avatar/dataImageSizeChunk.js'
import { type AvatarSource, pickAvatar } from '../../core/avatar/pickAvatar.js'
import { shownName } from '../../core/views/shownName.js'
import { useDnameRuntime } from '../DnameContext.js'
import { useLazyModule } from '../hooks/useLazyModule.js'
import type { RecordState } from '../hooks/useRecord.js'
import { AVATAR_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { AddressPicture } from './AddressPicture.js'
import { VerifiedBadge } from './VerifiedBadge.js'
import { whenInView } from './whenInView.js'

export interface AvatarFrameProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    RecordState {
  address: string | null | undefined
  size: number
  order: readonly AvatarSource[]
  /** Defaults to the provider's `gatewayTimeoutMs`. */
  gatewayTimeoutMs: number | undefined
  /** Hidden from assistive technology, as beside a name that says the same. */
  decorative: boolean
}

// In the flow, not positioned over the placeholder: the image is the frame's only content (the
// picture is drawn only without one), and a positioned image costs paint and compositing work
// per row in long lists. Its size is in pixels (inline, where a page's `img { height: auto }`
// cannot undo it) and the frame is an inline block, not a flex box: an image whose box does not
// hang on its own size lays nothing out when it loads, where a percentage or a flex item makes
// Chromium lay out the page again for each image of a long list.
const IMAGE_STYLE: CSSProperties = {
  display: 'block',
  borderRadius: 'inherit',
}

/**
 * What `DnameAvatar` draws for a record it has: a same-size placeholder while the record or its
 * image loads, the image, or the picture drawn from the address when there is no usable image.
 */
export function AvatarFrame({
  address,
  record,
  state,
  match,
  size,
  order,
  gatewayTimeoutMs,
  decorative,
  style,
  ...rest
}: AvatarFrameProps) {
  const { value, components } = useDnameRuntime()
  const labels = useLabels('avatar', AVATAR_LABELS)
  const { ipfsGateways } = value
  const timeout = gatewayTimeoutMs ?? components.gatewayTimeoutMs
  const avatar = pickAvatar(record, order)
  const link = avatar?.link ?? ''
  // A `data:` image's header is read before it is shown, by a chunk only such links load.
  const sizer = useLazyModule(dataImageSizeChunk, isDataImageLink(link))
  const checked = avatar ? avatarLinkUrls(link, ipfsGateways, sizer?.dataImageSize) : []
  // Until the header is read, the placeholder stays, as for an image that loads.
  const reading = checked === undefined
  const urls = checked ?? []
  // Gateways that failed for this link; the next one is tried, and past the last the picture stays.
  const [failed, setFailed] = useState({ link: '', count: 0 })
  const index = failed.link === link ? failed.count : 0
  const src = urls[index]
  const fail = () =>
    setFailed((prev) =>
      prev.link === link ? { link, count: Math.max(prev.count, index + 1) } : { link, count: 1 },
    )
  const image = useRef<HTMLImageElement>(null)
  const broken = (element: HTMLImageElement) => {
    // Out of sight at once, before the next gateway's image replaces it: no broken icon.
    element.style.visibility = 'hidden'
    fail()
  }
  // A gateway that does not answer in time counts as failed. The clock starts when the image
  // is first in view: a lazy image has surely been asked for by then, and a person is waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per image tried
  useEffect(() => {
    const element = image.current
    if (!src || !element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopWatching = whenInView(
      element,
      (since) => {
        const left = timeout - (performance.now() - since)
        timer = setTimeout(() => element.complete || fail(), Math.max(0, left))
      },
      () => element.complete,
    )
    return () => {
      stopWatching()
      clearTimeout(timer)
    }
  }, [src, timeout])
  const name = shownName(record)
  // Only a record matched through a verified link vouches for its image (spec rule 7).
  const badged = avatar?.source === 'verified' && match !== 'unverified' && Boolean(src)
  const alt = decorative ? '' : (name ?? labels.avatarOf(address ? truncateAddress(address) : '?'))
  return (
    <span
      {...rest}
      data-dname-avatar=""
      data-state={state}
      data-match={match}
      // With an image, `loading` until it loads; set on the element, so loading renders nothing.
      data-image={src || reading ? 'loading' : urls.length > 0 ? 'error' : 'none'}
      style={{
        // The badge's place; without one the frame is not positioned, which in a long list is
        // paint and compositing work saved per row.
        position: badged ? 'relative' : undefined,
        display: 'inline-block',
        verticalAlign: 'middle',
        // No baseline of its own: an initial inside would move it, and with it the line of a
        // row that aligns on it (an inline-flex pair) when the picture replaces the placeholder.
        contain: 'layout',
        width: size,
        height: size,
        flexShrink: 0,
        ...style,
      }}
    >
      {state !== 'loading' && !src && !reading && (
        <AddressPicture
          address={address ?? record?.dnameAccount ?? record?.name ?? ''}
          initial={name ? Array.from(name)[0]?.toUpperCase() : undefined}
          size={size}
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : alt}
          aria-hidden={decorative || undefined}
        />
      )}
      {src && (
        <img
          key={src}
          ref={(element) => {
            image.current = element
            if (!element?.parentElement) return
            // A new image, not yet loaded: the root says so until it loads.
            if (!element.complete) element.parentElement.dataset.image = 'loading'
            // Settled before React was there (a server's HTML, hydrated), so its event was
            // missed: loaded, or failed (no size).
            else if (element.naturalWidth > 0) shown(element)
            else broken(element)
          }}
          src={src}
          // Avatar hosts are strangers' choice: they are not told which page shows them.
          referrerPolicy="no-referrer"
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={{ ...IMAGE_STYLE, width: size, height: size }}
          onLoad={(event) => shown(event.currentTarget)}
          onError={(event) => broken(event.currentTarget)}
        />
      )}
      {badged && (
        <VerifiedBadge
          key={`badge ${src}`}
          size={size}
          decorative={decorative}
          label={labels.verifiedAvatar}
        />
      )}
    </span>
  )
}

/**
 * The image loaded: it covers the placeholder, and the root says so. No render is needed, and
 * nothing is laid out or restyled (no rule reads `data-image`).
 */
function shown(image: HTMLImageElement) {
  const root = image.parentElement
  if (root) root.dataset.image = 'loaded'
}
