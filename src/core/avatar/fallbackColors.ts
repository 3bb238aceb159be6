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

/** WCAG relative luminance of sRGB channels. */
export function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`

/** The gradient's colours from `a` to `b` (sRGB, as CSS draws it), ends included. */
const along = (a: number[], b: number[]) =>
  Array.from({ length: 11 }, (_, i) => a.map((c, k) => c + ((b[k] ?? 0) - c) * (i / 10)))

/** The lowest contrast of black (or white) text anywhere on the gradient from `a` to `b`. */
const worst = (a: number[], b: number[], white: boolean) =>
  Math.min(...along(a, b).map((rgb) => contrast(luminance(rgb), white ? 1 : 0)))

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
  // Both ends darkened (for white text) or lightened (for black) until the text reads anywhere.
  let [a, b] = [0.55, 0.4]
  let [from, to] = [hslToRgb(hue, 0.65, a), hslToRgb(other, 0.7, b)]
  while (worst(from, to, white) < MIN_CONTRAST) {
    const step = white ? -0.02 : 0.02
    ;[a, b] = [Math.min(1, Math.max(0, a + step)), Math.min(1, Math.max(0, b + step))]
    ;[from, to] = [hslToRgb(hue, 0.65, a), hslToRgb(other, 0.7, b)]
  }
  return { from: hex(from), to: hex(to), text: white ? '#ffffff' : '#000000' }
}
