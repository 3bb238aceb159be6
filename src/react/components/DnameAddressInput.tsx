import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type { SendTarget } from '../../core/send/resolveSendTarget.js'
import type { SendCheck } from '../../core/send/sendCheck.js'
import { useSendTarget } from '../hooks/useSendTarget.js'
import { SEND_LABELS, type SendLabels } from '../labels/defaultLabels.js'
import { useLabels } from '../labels/useLabels.js'
import { DnameIdentity } from './DnameIdentity.js'
import { TARGET_SIZE } from './targetSize.js'

// Its own line, broken anywhere: an address has no spaces to wrap at.
const DESTINATION = { display: 'block', overflowWrap: 'anywhere' } as const

// The box and its words in one row, one target at least 24 px tall.
const CONFIRM_STYLE = { display: 'flex', alignItems: 'center', minHeight: 24 } as const

/** Input props reach the `<input>`; `className` and `style` stay on the root. */
export interface DnameAddressInputProps
  extends Omit<
    ComponentPropsWithoutRef<'input'>,
    'value' | 'onChange' | 'children' | 'type' | 'defaultValue'
  > {
  /** What the field holds. */
  value: string
  /** Called with what the person types. */
  onChange: (value: string) => void
  /**
   * Called with the address to send to, and with `undefined` whenever there is none: while the
   * input is typed or checked (again), after a failure, once the answer is 10 s old, and for a
   * look-alike name until the person confirms it (`target.warning` says why). Never another
   * field of a record than its `depositAccount`.
   */
  onResolve?: ((address: string | undefined, target: SendTarget | undefined) => void) | undefined
  /** The field's label. Defaults to the `send.label` label, "Send to". */
  label?: ReactNode
  /** Milliseconds the input rests before it is resolved. Defaults to `300`. */
  debounceMs?: number | undefined
}

type FieldState =
  | 'idle'
  | 'typing'
  | 'resolving'
  | 'rechecking'
  | 'rateLimited'
  | 'offline'
  | 'error'
  | 'address'
  | 'name'
  | 'refused'
  | 'confusable'

/** The field's state: what the check says, and for a fresh answer, what it is. */
function fieldState(check: SendCheck): FieldState {
  switch (check.state) {
    case 'idle':
    case 'typing':
    case 'rateLimited':
    case 'offline':
      return check.state
    case 'checking':
      return 'resolving'
    case 'rechecking':
    case 'expired':
      return 'rechecking'
    case 'failed':
      return 'error'
    case 'ready': {
      const target = check.target
      if (!target?.ok) return 'refused'
      if (target.warning) return 'confusable'
      return target.record ? 'name' : 'address'
    }
  }
}

/** What the field says while it holds no answer. */
function waitingWords(
  state: FieldState,
  check: SendCheck,
  error: Error | null,
  labels: SendLabels,
): string | null {
  switch (state) {
    case 'resolving':
      return labels.resolving
    case 'rechecking':
      return labels.rechecking
    case 'rateLimited':
      return labels.rateLimited(check.waitSecs ?? 1)
    case 'offline':
      return labels.offline
    case 'error':
      // By name: the error's class is in the send flow's chunk, not here.
      return error?.name === 'DnameStaleAnswerError'
        ? labels.stale
        : labels.failed(error?.message ?? 'unknown error')
    default:
      return null
  }
}

/** States whose lookup is still to come: Escape drops it. */
const PENDING = new Set<FieldState>(['typing', 'resolving', 'rechecking', 'rateLimited', 'offline'])

// The field fits its container, down to about 150 px: long words wrap, the input shrinks.
const ROOT: CSSProperties = { minWidth: 0, overflowWrap: 'anywhere' }
const INPUT: CSSProperties = { boxSizing: 'border-box', width: '100%', minWidth: 0 }

/**
 * A "send to" field that takes a name or an address: while typing it says what the input
 * resolves to (avatar, name and truncated address), or in words why it cannot be sent to (not
 * found, for sale, expired, no account), that it is being checked (again), or that the name may
 * imitate another, next to the field (`aria-describedby`; `aria-invalid` on a refusal or a
 * failure). `onResolve` gets only an address from an answer at most 10 s old, checked again
 * after that; a look-alike name only once the person ticks the confirmation. Unstyled, with
 * `data-state` on the root; `styles.css` styles it.
 */
export const DnameAddressInput = forwardRef<HTMLInputElement, DnameAddressInputProps>(
  function DnameAddressInput(
    { value, onChange, onResolve, label, debounceMs, className, style, onKeyDown, ...input },
    ref,
  ) {
    const labels = useLabels('send', SEND_LABELS)
    const id = useId()
    const inputId = input.id ?? `${id}-input`
    const result = useSendTarget(value, { debounceMs })
    const { check } = result
    const state = fieldState(check)
    const target = check.target
    // A confirmation holds for the name and address it was given for, through re-checks.
    const [confirmed, setConfirmed] = useState<string | undefined>()
    const confirm = useRef<HTMLInputElement>(null)
    const confirmable = target?.ok ? `${target.record?.name}\n${target.address}` : undefined
    const sendable =
      target?.ok && (!target.warning || confirmed === confirmable) ? target.address : undefined
    const latest = useRef(onResolve)
    latest.current = onResolve
    useEffect(() => {
      latest.current?.(sendable, target?.ok ? target : undefined)
    }, [sendable, target])
    const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event)
      if (event.defaultPrevented) return
      // Enter submits the form only with a target to send to; a look-alike asks first.
      if (event.key === 'Enter' && !sendable) {
        event.preventDefault()
        if (target?.ok && target.warning) confirm.current?.focus()
      }
      // Escape drops a lookup still to come, as a search field clears.
      if (event.key === 'Escape' && PENDING.has(state)) {
        event.preventDefault()
        onChange('')
      }
    }
    const waiting = waitingWords(state, check, result.error, labels)
    const refusal = target && !target.ok ? (labels.refusals[target.reason] ?? target.message) : null
    return (
      <div
        className={className}
        style={style ? { ...ROOT, ...style } : ROOT}
        data-dname-send=""
        data-state={state}
      >
        <label htmlFor={inputId} data-part="label">
          {label ?? labels.label}
        </label>
        <input
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={state === 'refused' || state === 'error' || undefined}
          aria-describedby={`${id}-status`}
          {...input}
          ref={ref}
          id={inputId}
          data-part="input"
          type="text"
          value={value}
          style={INPUT}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
        />
        <div id={`${id}-status`} data-part="status" aria-live="polite">
          {waiting}
          {state === 'error' && (
            <button
              type="button"
              data-part="retry"
              style={TARGET_SIZE}
              onClick={() => void result.refetch()}
            >
              {labels.checkAgain}
            </button>
          )}
          {refusal}
          {target?.ok && (
            <DnameIdentity address={target.address} record={target.record ?? null} showAddress />
          )}
          {target?.warning && (
            <p data-part="warning">
              {labels.warning(target.warning)} {labels.checkLetters}
            </p>
          )}
          {target?.ok && target.warning && (
            // The whole address, wrapped rather than cut at any width: what a person compares.
            <p data-part="destination">
              {labels.compareAddress} <code style={DESTINATION}>{target.address}</code>
            </p>
          )}
          {target?.ok && target.warning && (
            <label data-part="confirm" style={CONFIRM_STYLE}>
              <input
                ref={confirm}
                type="checkbox"
                checked={confirmed === confirmable}
                onChange={(event) => setConfirmed(event.target.checked ? confirmable : undefined)}
              />{' '}
              {labels.confirm}
            </label>
          )}
        </div>
      </div>
    )
  },
)
