import type { Hold } from './createLookupRuntime.js'
import { useCommitEffect } from './useCommitEffect.js'

/** Ends `hold`, if this render started lookups under one, as the render commits. */
export function useReleaseAtCommit(hold: Hold | undefined) {
  useCommitEffect(() => hold?.release(), [hold])
}
