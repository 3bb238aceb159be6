import { type BaselineLoad, shortAddress, useBaselineRow } from './baselineRow.js'

/**
 * The same-look baseline: the baseline's loader and `useQuery`, and a row with the look of
 * dname-react's avatar + name rows, written by hand as a careful team would, in classes
 * (`sameLook.css`): a round avatar that shows a tint while loading, the image, or a gradient
 * drawn from the address with the name's initial; a verified badge on an image; the name or
 * the truncated address on one line, cut with an ellipsis; a skeleton while loading. What
 * dname-react's rows cost beyond it is the library's; what it costs beyond the plain baseline
 * is the look's.
 */
export function SameLookRow({ address, load }: { address: string; load: BaselineLoad }) {
  const { data, isPending } = useBaselineRow(address, load)
  const short = shortAddress(address)
  return (
    <span data-row={isPending ? 'loading' : 'settled'}>
      <span className="same-look-avatar">
        {data?.avatar ? (
          <>
            <img src={data.avatar} alt="" width={24} height={24} loading="lazy" decoding="async" />
            <svg className="same-look-badge" viewBox="0 0 20 20" aria-label="Verified avatar">
              <circle cx="10" cy="10" r="9" strokeWidth="2" fill="#1a7f37" stroke="#fff" />
              <path
                d="M6 10.4l2.7 2.7L14.2 7.5"
                fill="none"
                stroke="#fff"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </>
        ) : isPending ? null : (
          <Picture address={address} initial={data?.name[0]?.toUpperCase()} />
        )}
      </span>
      <span className="same-look-name">
        {isPending ? (
          <bdi className="same-look-skeleton">{short}</bdi>
        ) : data ? (
          <bdi>{data.name}</bdi>
        ) : (
          <bdi className="same-look-address">{short}</bdi>
        )}
      </span>
    </span>
  )
}

/** Two hues from a hash of the address, as a hand-written row would pick them. */
function Picture({ address, initial }: { address: string; initial: string | undefined }) {
  let hash = 0
  for (let i = 0; i < address.length; i++) hash = (hash * 31 + address.charCodeAt(i)) >>> 0
  const hue = hash % 360
  return (
    <span
      className="same-look-picture"
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 70% 42%), hsl(${(hue + 60) % 360} 70% 30%))`,
        color: '#fff',
      }}
    >
      {initial}
    </span>
  )
}
