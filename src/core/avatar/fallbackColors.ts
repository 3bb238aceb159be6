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

/** sRGB channels (0–255) of an HSL colour. */
function hslToRgb(hue: number, saturation: number, lightness: number): number[] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  return [0, 8, 4].map((n) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  })
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
  const at = (i: number) => table[Math.round(rgb[i] ?? 0)] ?? 0
  return 0.2126 * at(0) + 0.7152 * at(1) + 0.0722 * at(2)
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`

/**
 * The lowest contrast of black (or white) text anywhere on the gradient from `a` to `b`, at
 * eleven stops as the browser mixes them in sRGB.
 */
function worst(a: readonly number[], b: readonly number[], white: boolean): number {
  const stop = [0, 0, 0]
  let lowest = Number.POSITIVE_INFINITY
  for (let i = 0; i <= 10; i++) {
    for (let k = 0; k < 3; k++) {
      const from = a[k] ?? 0
      stop[k] = from + ((b[k] ?? 0) - from) * (i / 10)
    }
    lowest = Math.min(lowest, contrast(luminance(stop), white ? 1 : 0))
  }
  return lowest
}

/**
 * The colours drawn from an address, so the same address gets the same picture everywhere:
 * two hues for the gradient, and black or white text, whichever reads better, with the
 * gradient darkened or lightened until the text keeps at least 4.5:1 all along it.
 */
export function fallbackColors(address: string): FallbackColors {
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
  const ends = (by: number) => {
    const d = white ? -by : by
    const clamp = (l: number) => Math.min(1, Math.max(0, l))
    return [hslToRgb(hue, 0.65, clamp(0.55 + d)), hslToRgb(other, 0.7, clamp(0.4 + d))] as const
  }
  let [low, high] = [0, 0.6]
  if (worst(...ends(0), white) < MIN_CONTRAST) {
    while (high - low > 0.005) {
      const mid = (low + high) / 2
      if (worst(...ends(mid), white) >= MIN_CONTRAST) high = mid
      else low = mid
    }
  } else high = 0
  const [from, to] = ends(high)
  return { from: hex(from), to: hex(to), text: white ? '#ffffff' : '#000000' }
}
