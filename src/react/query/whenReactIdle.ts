import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler'

/**
 * Calls `done` once React has no render, commit or effect left to run, however long its slices
 * or the gaps between them take.
 * - React's scheduler runs idle-priority tasks only then. Asked twice, the second time from a
 *   microtask, because React schedules the work that follows a commit (the prerender of a
 *   suspended component's siblings) in a microtask, which the first may precede.
 * - In a browser, then also `requestIdleCallback`, which runs only while no task is queued,
 *   React's next slice among them. It holds even where the app's bundle has a copy of
 *   `scheduler` other than react-dom's, whose idle tasks know nothing of React's work.
 */
export function whenReactIdle(done: () => void) {
  const idle = typeof requestIdleCallback === 'function' ? () => requestIdleCallback(done) : done
  unstable_scheduleCallback(unstable_IdlePriority, () => {
    queueMicrotask(() => unstable_scheduleCallback(unstable_IdlePriority, idle))
  })
}
