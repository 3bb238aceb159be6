import { useEffect, useLayoutEffect } from 'react'

/** A layout effect: it runs as the page commits. React's layout effects do nothing on the server. */
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect
