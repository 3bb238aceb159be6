let rendering = false

/**
 * Whether TanStack is working out a component's result as it renders: a `staleTime` function
 * can then tell a render, which must not read the clock, from TanStack's decisions to fetch (on
 * mount, focus, reconnect), which happen outside it.
 */
export const isRendering = () => rendering

/** Runs `work` (TanStack's result for a render) with `isRendering()` true. */
export function whileRendering<T>(work: () => T): T {
  rendering = true
  try {
    return work()
  } finally {
    rendering = false
  }
}
