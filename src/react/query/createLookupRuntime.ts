import type { LookupBatcher } from '../../core/batcher/createLookupBatcher.js'

/**
 * How long, in milliseconds, lookups started by a render that has not committed wait with no
 * component rendering before they leave anyway: the render was dropped, or is suspended.
 */
export const QUIET_MS = 50

/** An open hold on the batcher: calling it releases the hold. */
export type Hold = () => void

/**
 * What the hooks of one provider share beside its config: the hold that keeps a render's
 * lookups together until it commits, and the queue that tells components of their news.
 */
export interface LookupRuntime {
  /**
   * Runs `start`, which starts a lookup as its component renders. Groups that are not full then
   * wait until a render that started one commits, or until no component has rendered for
   * `QUIET_MS`: React may render a page in slices (transitions, deferred values, Suspense
   * retries), and the batcher would otherwise send a partial group between two of them. The
   * task's first full group leaves at once. Returns the hold, for `committed`.
   */
  start(start: () => void): Hold
  /** A component rendered: while a hold is open, its render is still going on. */
  rendered(): void
  /** A render that started lookups under `hold` committed: they leave now. */
  committed(hold: Hold): void
  /**
   * Calls `tell` in a microtask, with every other one given in this task: the answers of one
   * response render in one commit.
   */
  notify(tell: () => void): void
}

export function createLookupRuntime(batcher: LookupBatcher): LookupRuntime {
  let release: Hold | undefined
  let lastRender = 0
  let confirmed = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let sentInTask = false
  const due = new Set<() => void>()

  const end = () => {
    clearTimeout(timer)
    release?.()
    release = undefined
  }
  // One timer for the whole hold, looked at again rather than set anew at every render.
  const check = () => {
    const wait = lastRender + QUIET_MS - performance.now()
    if (wait > 0) timer = setTimeout(check, wait)
    else if (confirmed !== lastRender) {
      // Quiet by the clock; and after one more turn of the event loop, for work React has
      // already queued (the prerender of suspended siblings): a busy machine delays it too.
      confirmed = lastRender
      timer = setTimeout(check, 0)
    } else end()
  }
  const flush = () => {
    for (const tell of due) tell()
    due.clear()
  }

  return {
    start(start) {
      lastRender = performance.now()
      if (!release) {
        release = batcher.hold()
        timer = setTimeout(check, QUIET_MS)
      }
      start()
      // The first full group of the task leaves as the page renders, the others as it commits,
      // so that requests do not lengthen the render.
      if (!sentInTask && batcher.sendFullGroups()) {
        sentInTask = true
        queueMicrotask(() => {
          sentInTask = false
        })
      }
      return release
    },
    rendered() {
      if (release) lastRender = performance.now()
    },
    committed(hold) {
      if (hold === release) end()
    },
    notify(tell) {
      if (due.size === 0) queueMicrotask(flush)
      due.add(tell)
    },
  }
}
