import type { Hold, LookupRuntime } from './createLookupRuntime.js'
import { useCommitEffect } from './useCommitEffect.js'

/** Ends `hold`, if this render started lookups under one, as the render commits. */
export function useReleaseAtCommit(runtime: LookupRuntime, hold: Hold | undefined) {
  useCommitEffect(() => {
    if (hold) runtime.committed(hold)
  }, [hold])
}
