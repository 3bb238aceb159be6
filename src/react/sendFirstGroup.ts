import type { LookupBatcher } from '../core/batcher/createLookupBatcher.js'

// Batchers whose first full group of the running task has left.
const sentInTask = new WeakSet<LookupBatcher>()

/**
 * Sends the batcher's full group now, as a page renders, if none has left so far in this task:
 * a page's first lookups leave as it renders, and the rest once it has committed (as the task
 * ends), so that its requests do not lengthen its render, and the app's first paint with it.
 */
export function sendFirstGroup(batcher: LookupBatcher) {
  if (sentInTask.has(batcher) || !batcher.sendFullGroups()) return
  sentInTask.add(batcher)
  queueMicrotask(() => sentInTask.delete(batcher))
}
