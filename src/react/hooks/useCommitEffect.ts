import { useEffect, useLayoutEffect } from 'react'

/**
 * A layout effect: it runs as the page commits, before the browser lays out and paints it (a
 * long list takes a frame or more). On the server, which runs neither, a plain one, as React 18
 * warns of a layout effect there.
 */
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect
