let rendering = false

/** Whether TanStack is working out a component's result as it renders (see `readingResult`). */
export const isRendering = () => rendering

/**
 * Runs `read`, TanStack's work of a render, marked as such: a `staleTime` function can then
 * tell a render, which must not read the clock, from TanStack's decisions to fetch (on mount,
 * focus, reconnect), which happen outside it.
 */
export function readingResult<T>(read: () => T): T {
  rendering = true
  try {
    return read()
  } finally {
    rendering = false
  }
}
