import { useEffect, useLayoutEffect } from 'react'
import type { Hold, LookupRuntime } from './createLookupRuntime.js'

/** React's layout effects do nothing on the server; there is nothing to commit there. */
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** Ends `hold`, if this render started lookups under one, as the render commits. */
export function useReleaseAtCommit(runtime: LookupRuntime, hold: Hold | undefined) {
  useCommitEffect(() => {
    if (hold) runtime.committed(hold)
  }, [hold])
}
