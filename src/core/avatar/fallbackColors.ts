/** The colours of the picture drawn from an address: a gradient, and the initial's colour on it. */
export interface FallbackColors {
  /** The gradient's first colour, as `#rrggbb`. */
  from: string
  /** The gradient's last colour, as `#rrggbb`. */
  to: string
  /** Black or white, whichever the gradient is tuned to: at least 4.5:1 on every colour of it. */
  text: string
}

/** WCAG's contrast for normal text (AA) is 4.5; a little more, for the browser's rounding. */
const MIN_CONTRAST = 4.6

/** sRGB channels (0–255) of an HSL colour, written into `out`. */
function hslToRgb(hue: number, saturation: number, lightness: number, out = [0, 0, 0]): number[] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  for (let i = 0; i < 3; i++) {
    const k = ((i === 0 ? 0 : i === 1 ? 8 : 4) + hue / 30) % 12
    out[i] = Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return out
}

/** Linear light of each 8-bit sRGB channel value, made once: no power per colour. */
let linear: Float64Array | undefined
const linearOf = () => {
  if (!linear) {
    linear = new Float64Array(256)
    for (let c = 0; c < 256; c++) {
      const s = c / 255
      linear[c] = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
  }
  return linear
}

/** WCAG relative luminance of sRGB channels (0–255, rounded as a browser draws them). */
export function luminance(rgb: readonly number[]): number {
  const table = linearOf()
  return (
    0.2126 * (table[Math.round(rgb[0] ?? 0)] ?? 0) +
    0.7152 * (table[Math.round(rgb[1] ?? 0)] ?? 0) +
    0.0722 * (table[Math.round(rgb[2] ?? 0)] ?? 0)
  )
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`

const stop = [0, 0, 0]

/**
 * Whether black (or white) text keeps `MIN_CONTRAST` anywhere on the gradient from `a` to `b`,
 * at eleven stops as the browser mixes them in sRGB.
 */
function readable(a: readonly number[], b: readonly number[], white: boolean): boolean {
  for (let i = 0; i <= 10; i++) {
    for (let k = 0; k < 3; k++) {
      const from = a[k] ?? 0
      stop[k] = from + ((b[k] ?? 0) - from) * (i / 10)
    }
    if (contrast(luminance(stop), white ? 1 : 0) < MIN_CONTRAST) return false
  }
  return true
}

/** Colours already drawn, by address: a long list shows the same addresses again and again. */
const drawn = new Map<string, Readonly<FallbackColors>>()
/** Addresses whose colours are kept; past this, they are drawn again. */
const DRAWN_MAX = 2000

/**
 * The colours drawn from an address, so the same address gets the same picture everywhere:
 * two hues for the gradient, and black or white text, whichever reads better, with the
 * gradient darkened or lightened until the text keeps at least 4.5:1 all along it. Drawn once
 * per address (up to 2,000 are kept, then drawn again) and frozen, as its callers share it.
 */
export function fallbackColors(address: string): Readonly<FallbackColors> {
  const known = drawn.get(address)
  if (known) return known
  // Frozen: the callers of one address share it.
  const colors = Object.freeze(draw(address))
  if (drawn.size >= DRAWN_MAX) drawn.clear()
  drawn.set(address, colors)
  return colors
}

function draw(address: string): FallbackColors {
  let hash = 0x811c9dc5
  for (let i = 0; i < address.length; i++) {
    hash ^= address.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  const hue = (hash >>> 0) % 360
  const other = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const start = luminance(hslToRgb(hue, 0.65, 0.55))
  const end = luminance(hslToRgb(other, 0.7, 0.4))
  // The text that keeps the better worst case before any tuning: the gradient moves least.
  const white =
    Math.min(contrast(start, 1), contrast(end, 1)) >= Math.min(contrast(start, 0), contrast(end, 0))
  // Both ends darkened (for white text) or lightened (for black) by the least amount, found by
  // halving, with which the text reads anywhere on the gradient.
  const from = [0, 0, 0]
  const to = [0, 0, 0]
  const ends = (by: number) => {
    const d = white ? -by : by
    const clamp = (l: number) => Math.min(1, Math.max(0, l))
    hslToRgb(hue, 0.65, clamp(0.55 + d), from)
    hslToRgb(other, 0.7, clamp(0.4 + d), to)
  }
  let [low, high] = [0, 0.6]
  ends(0)
  if (!readable(from, to, white)) {
    while (high - low > 0.005) {
      const mid = (low + high) / 2
      ends(mid)
      if (readable(from, to, white)) high = mid
      else low = mid
    }
  } else high = 0
  ends(high)
  return { from: hex(from), to: hex(to), text: white ? '#ffffff' : '#000000' }
}
