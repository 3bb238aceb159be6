import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler'

/**
 * Calls `done` once React's scheduler has no render, commit or effect left to run, however long
 * its slices or the gaps between them take: it runs idle-priority tasks only then. Asked twice,
 * the second time from a microtask, because React schedules the work that follows a commit (the
 * prerender of a suspended component's siblings) in a microtask, which the first may precede.
 */
export function whenReactIdle(done: () => void) {
  unstable_scheduleCallback(unstable_IdlePriority, () => {
    queueMicrotask(() => unstable_scheduleCallback(unstable_IdlePriority, done))
  })
}
