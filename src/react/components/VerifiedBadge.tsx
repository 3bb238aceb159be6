/**
 * The verified badge of an avatar of `size` pixels: a check in a disc with a ring of the page's
 * colour, 40% of the avatar (never under 10 px), at its end corner (the left one in RTL).
 * Shown from the moment the record gives a verified image to load, over the placeholder while
 * the image loads, and gone with the image when no gateway serves it: revealing it only as the
 * image loads (a change of `visibility`) made Chromium repaint and recomposite the whole list
 * for each image of a long one.
 */
export function VerifiedBadge({
  size,
  decorative,
  label,
}: {
  size: number
  decorative: boolean
  label: string
}) {
  const badge = Math.max(10, Math.round(size * 0.4))
  const offset = -Math.round(badge * 0.15)
  return (
    <span
      data-part="badge"
      // Beside a decorative image, decorative too: it vouches for what a screen reader skips.
      // Named by its tooltip: with an `aria-label` too, a screen reader read it twice.
      {...(decorative ? { 'aria-hidden': true } : { role: 'img' })}
      title={label}
      style={{
        position: 'absolute',
        insetInlineEnd: offset,
        bottom: offset,
        width: badge,
        height: badge,
        lineHeight: 0,
      }}
    >
      <BadgeIcon size={badge} />
    </span>
  )
}

/** The badge's drawing: a check in a disc, ringed with the page's colour. */
export function BadgeIcon({ size }: { size: number | string }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <circle
        cx="10"
        cy="10"
        r="9"
        strokeWidth="2"
        style={{ fill: 'var(--dname-badge, #1a7f37)', stroke: 'var(--dname-ring, #fff)' }}
      />
      <path
        d="M6 10.4l2.7 2.7L14.2 7.5"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ stroke: 'var(--dname-badge-text, #fff)' }}
      />
    </svg>
  )
}
