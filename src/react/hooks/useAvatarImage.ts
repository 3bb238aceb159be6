import { type RefObject, useEffect, useRef, useState } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { avatarLinkUrls, isDataImageLink } from '../../core/avatar/avatarLinkUrls.js'
import { dataImageSizeChunk } from '../../core/avatar/dataImageSizeChunk.js'
import { type FallbackColors, fallbackColors } from '../../core/avatar/fallbackColors.js'
import { type AvatarSource, pickAvatar } from '../../core/avatar/pickAvatar.js'
import { shownName } from '../../core/views/shownName.js'
import { whenInView } from '../components/whenInView.js'
import { useDnameRuntime } from '../DnameContext.js'
import { AVATAR_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import type { RecordState } from './recordState.js'
import { useLazyModule } from './useLazyModule.js'

/** Radix Avatar's loading status of an image (`onLoadingStatusChange`). */
export type ImageLoadingStatus = 'idle' | 'loading' | 'loaded' | 'error'

/**
 * Where an avatar's image is: `loading` while the record or an image is on its way (or the
 * avatar is not yet in view), `loaded`, `error` once every gateway failed, `none` with no image.
 */
export type AvatarImageState = 'loading' | 'loaded' | 'error' | 'none'

/** Everything a Radix-based `Avatar` needs to show the avatar of an address. */
export interface DnameAvatarImage {
  /**
   * For the avatar's root element: its image is asked for only once it is in view, and a
   * gateway's time to answer is counted from then.
   */
  ref: RefObject<HTMLElement | null>
  /**
   * Props for `Avatar.Image` (Radix's `AvatarImage`): give them all, or none at all, and key the
   * image by its `src` (`key={image.src}`). Radix keeps one loading status per avatar: a new
   * image, made for the next gateway, then starts from its own, not from the last one's.
   */
  image:
    | {
        src: string
        alt: string
        referrerPolicy: 'no-referrer'
        onLoadingStatusChange: (status: ImageLoadingStatus) => void
      }
    | undefined
  /** Where the image is. */
  state: AvatarImageState
  /** The avatar's text: the name, or words with the short address. */
  alt: string
  /**
   * The picture to draw in `Avatar.Fallback` once there is no image to wait for (`state` is
   * `none` or `error`): the name's initial on a gradient drawn from the address. `undefined`
   * while the record or the image loads: draw an empty placeholder of the avatar's size.
   */
  fallback: (FallbackColors & { initial: string | undefined }) | undefined
  /** The image is the verified one and has loaded: show a verified badge (spec rule 7). */
  verified: boolean
}

export interface AvatarImageOptions {
  address: string | null | undefined
  order: readonly AvatarSource[]
  /** Defaults to the provider's `gatewayTimeoutMs`. */
  gatewayTimeoutMs: number | undefined
}

/** What the image of one link has come to: gateways failed, and whether one loaded. */
interface Progress {
  link: string
  failed: number
  loaded: boolean
}

const START: Progress = { link: '', failed: 0, loaded: false }

/**
 * The image of an avatar for a record at hand, on Radix Avatar's terms: the source, once the
 * avatar is in view, through each gateway in turn, the next one when an image fails or takes
 * longer than the timeout; the text; the picture past the last gateway.
 */
export function useAvatarImage(
  { record, state, match }: RecordState,
  { address, order, gatewayTimeoutMs }: AvatarImageOptions,
): DnameAvatarImage {
  const { value, components } = useDnameRuntime()
  const labels = useLabels('avatar', AVATAR_LABELS)
  const timeout = gatewayTimeoutMs ?? components.gatewayTimeoutMs
  const avatar = pickAvatar(record, order)
  const link = avatar?.link ?? ''
  // A `data:` image's header is read before it is shown, by a chunk only such links load.
  const sizer = useLazyModule(dataImageSizeChunk, isDataImageLink(link))
  const checked = avatar ? avatarLinkUrls(link, value.ipfsGateways, sizer?.dataImageSize) : []
  // Until the header is read, the avatar waits, as for an image that loads.
  const reading = checked === undefined
  const urls = checked ?? []
  const [progress, setProgress] = useState(START)
  const { failed, loaded } = progress.link === link ? progress : START
  // Whether the avatar has come into view: until then, no image is asked for.
  const [seen, setSeen] = useState(false)
  const ref = useRef<HTMLElement | null>(null)
  const wanted = urls.length > 0 && !seen
  useEffect(() => {
    const element = ref.current
    if (!wanted || !element) return
    return whenInView(element, () => setSeen(true))
  }, [wanted])
  const src = seen ? urls[failed] : undefined
  const fail = (gateway: number) =>
    setProgress((prev) => {
      const now = prev.link === link ? prev : { ...START, link }
      // An image's error and its timeout may both come: the gateway is counted failed once.
      return now.failed === gateway && !now.loaded ? { ...now, failed: gateway + 1 } : now
    })
  // A gateway that does not answer in time counts as failed, from when it is asked: once the
  // avatar is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per image tried
  useEffect(() => {
    if (!src || loaded) return
    const timer = setTimeout(() => fail(failed), timeout)
    return () => clearTimeout(timer)
  }, [src, loaded, timeout])
  const name = shownName(record)
  const alt = name ?? labels.avatarOf(address ? truncateAddress(address) : '?')
  const imageState: AvatarImageState = loaded
    ? 'loaded'
    : reading || failed < urls.length
      ? 'loading'
      : urls.length > 0
        ? 'error'
        : 'none'
  const drawn = state !== 'loading' && (imageState === 'error' || imageState === 'none')
  return {
    ref,
    image: src
      ? {
          src,
          alt,
          referrerPolicy: 'no-referrer',
          onLoadingStatusChange: (status) => {
            if (status === 'loaded') setProgress({ link, failed, loaded: true })
            else if (status === 'error') fail(failed)
          },
        }
      : undefined,
    state: imageState,
    alt,
    fallback: drawn
      ? {
          ...fallbackColors(address ?? record?.dnameAccount ?? record?.name ?? ''),
          initial: name ? Array.from(name)[0]?.toUpperCase() : undefined,
        }
      : undefined,
    // Only a record matched through a verified link vouches for its image (spec rule 7).
    verified: loaded && avatar?.source === 'verified' && match !== 'unverified',
  }
}
