import type { ReactNode } from 'react'
import * as React from 'react'
import * as ReactDOM from 'react-dom'

/**
 * React 19's APIs, which React 18 lacks: `npm run test:oldest` runs the React tests on 18.3,
 * where the tests of these are skipped.
 */
export const hasActivity = 'Activity' in React
export const hasPreconnect = typeof (ReactDOM as { preconnect?: unknown }).preconnect === 'function'

type ActivityProps = { mode: 'visible' | 'hidden'; children?: ReactNode }

/** React's `<Activity>`; on React 18, which has none, hiding unmounts. */
export const ActivityOrUnmount: (props: ActivityProps) => ReactNode =
  (React as unknown as { Activity?: (props: ActivityProps) => ReactNode }).Activity ??
  (({ mode, children }) => (mode === 'hidden' ? null : children))
