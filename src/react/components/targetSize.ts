import type { CSSProperties } from 'react'

/**
 * The least a control may measure, inline so that it holds without styles.css: 24 × 24 CSS
 * pixels, WCAG 2.2's target size (2.5.8, AA).
 */
export const TARGET_SIZE: CSSProperties = {
  minWidth: 24,
  minHeight: 24,
  boxSizing: 'border-box',
}
