import { useEffect, useState } from 'react'
import { IDENTITY_LABELS } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { TARGET_SIZE } from './targetSize.js'
import { VISUALLY_HIDDEN } from './visuallyHidden.js'

type Outcome = 'idle' | 'copied' | 'failed'

// Its icon centred in a target of at least 24 px, with or without styles.css.
const COPY_STYLE = {
  ...TARGET_SIZE,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const

/** A button that copies `text`, says so (to screen readers too), and is ready again after 2 s. */
export function CopyButton({ text, className }: { text: string; className?: string | undefined }) {
  const labels = useLabels('identity', IDENTITY_LABELS)
  const [outcome, setOutcome] = useState<Outcome>('idle')
  useEffect(() => {
    if (outcome === 'idle') return
    const timer = setTimeout(() => setOutcome('idle'), 2000)
    return () => clearTimeout(timer)
  }, [outcome])
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    )
  return (
    <>
      <button
        type="button"
        data-part="copy"
        className={className}
        style={COPY_STYLE}
        data-copied={outcome === 'copied' || undefined}
        // Named by its tooltip: with an `aria-label` too, a screen reader read it twice.
        title={labels.copy}
        onClick={() => void copy()}
      >
        <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" fill="none">
          {outcome === 'copied' ? (
            <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="1.6" />
          ) : (
            <path
              d="M5.5 5.5h7v7h-7zM3.5 10.5v-7h7"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </button>
      <span role="status" style={VISUALLY_HIDDEN}>
        {outcome === 'copied' ? labels.copied : outcome === 'failed' ? labels.copyFailed : ''}
      </span>
    </>
  )
}
