import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type { SendTarget } from '../../core/send/resolveSendTarget.js'
import type { SendCheck } from '../../core/send/sendCheck.js'
import { useSendTarget } from '../hooks/useSendTarget.js'
import { DnameIdentity } from './DnameIdentity.js'

export interface DnameAddressInputProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'children'> {
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
  /** The field's label. Defaults to "Send to". */
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
function waitingWords(state: FieldState, check: SendCheck, error: Error | null): string | null {
  switch (state) {
    case 'resolving':
      return 'Looking it up…'
    case 'rechecking':
      return 'Checking it again before anything is sent…'
    case 'rateLimited':
      return `The registry asked to wait: checking again in ${check.waitSecs ?? 1} s. Nothing can be sent until then.`
    case 'offline':
      return 'Waiting for the network to check it. Nothing can be sent until then.'
    case 'error':
      return `This could not be checked: ${error?.message ?? 'unknown error'}. Nothing can be sent to it.`
    default:
      return null
  }
}

/**
 * A "send to" field that takes a name or an address: while typing it says what the input
 * resolves to (avatar, name and truncated address), or in words why it cannot be sent to (not
 * found, for sale, expired, no account), that it is being checked (again), or that the name may
 * imitate another, next to the field (`aria-describedby`; `aria-invalid` on a refusal or a
 * failure). `onResolve` gets only an address from an answer at most 10 s old, checked again
 * after that; a look-alike name only once the person ticks the confirmation. Unstyled, with
 * `data-state` on the root; `styles.css` styles it.
 */
export function DnameAddressInput({
  value,
  onChange,
  onResolve,
  label = 'Send to',
  debounceMs,
  ...rest
}: DnameAddressInputProps) {
  const id = useId()
  const result = useSendTarget(value, { debounceMs })
  const { check } = result
  const state = fieldState(check)
  const target = check.target
  // A confirmation holds for the one answer it was given for.
  const [confirmed, setConfirmed] = useState<SendTarget | undefined>()
  const sendable =
    target?.ok && (!target.warning || confirmed === target) ? target.address : undefined
  const latest = useRef(onResolve)
  latest.current = onResolve
  useEffect(() => {
    latest.current?.(sendable, target?.ok ? target : undefined)
  }, [sendable, target])
  const waiting = waitingWords(state, check, result.error)
  return (
    <div {...rest} data-dname-send="" data-state={state}>
      <label htmlFor={`${id}-input`} data-part="label">
        {label}
      </label>
      <input
        id={`${id}-input`}
        data-part="input"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={state === 'refused' || state === 'error' || undefined}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} data-part="status" aria-live="polite">
        {waiting}
        {state === 'error' && (
          <button type="button" data-part="retry" onClick={() => void result.refetch()}>
            Check again
          </button>
        )}
        {target && !target.ok && target.message}
        {target?.ok && (
          <DnameIdentity address={target.address} record={target.record ?? null} showAddress />
        )}
        {target?.warning && (
          <p data-part="warning">{target.warning.message} Check every letter before you send.</p>
        )}
        {target?.ok && target.warning && (
          <label data-part="confirm">
            <input
              type="checkbox"
              checked={confirmed === target}
              onChange={(event) => setConfirmed(event.target.checked ? target : undefined)}
            />{' '}
            I have checked every character: send to this name
          </label>
        )}
      </div>
    </div>
  )
}
