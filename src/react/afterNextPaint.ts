/** How long to wait for a frame before going on without one (a hidden page paints none). */
export const NO_FRAME_MS = 100

/**
 * Runs `next` once the browser has painted what is on the page now: in a task after the next
 * frame, or after `NO_FRAME_MS` where no frame comes (a hidden page). Runs it once; where
 * nothing paints (no `requestAnimationFrame`), in the next task.
 */
export function afterNextPaint(next: () => void) {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(next)
    return
  }
  // The frame's callbacks run before it paints; a task set from one runs after.
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback)
    setTimeout(next)
  })
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame)
    next()
  }, NO_FRAME_MS)
}
