import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useId, useRef } from 'react'
import type { SendTarget } from '../../core/send/resolveSendTarget.js'
import { useSendTarget } from '../hooks/useSendTarget.js'
import { DnameIdentity } from './DnameIdentity.js'

export interface DnameAddressInputProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'children'> {
  /** What the field holds. */
  value: string
  /** Called with what the person types. */
  onChange: (value: string) => void
  /** Called with the address to send to once the input resolves to one, and with `undefined` when it no longer does. Never another field of a record than its `depositAccount`. */
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
  | 'address'
  | 'name'
  | 'refused'
  | 'confusable'
  | 'error'

/**
 * A "send to" field that takes a name or an address: while typing it says what the input
 * resolves to (avatar, name and truncated address), or in words why it cannot be sent to (not
 * found, for sale, expired, no account) or that the name may imitate another, next to the field
 * (`aria-describedby`; `aria-invalid` on a refusal). `onResolve` gets only a sendable address.
 * Unstyled, with `data-state` on the root; `styles.css` styles it.
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
  const target = result.typing || value.trim() === '' ? undefined : result.data
  const state: FieldState =
    value.trim() === ''
      ? 'idle'
      : result.typing
        ? 'typing'
        : result.isError
          ? 'error'
          : !target
            ? 'resolving'
            : !target.ok
              ? 'refused'
              : target.warning
                ? 'confusable'
                : target.record
                  ? 'name'
                  : 'address'
  const sendable = target?.ok ? target.address : undefined
  const latest = useRef(onResolve)
  latest.current = onResolve
  useEffect(() => {
    latest.current?.(sendable, sendable ? target : undefined)
  }, [sendable, target])
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
        {state === 'resolving' && 'Looking it up…'}
        {state === 'error' &&
          `This could not be checked: ${result.error?.message ?? 'unknown error'}`}
        {target && !target.ok && target.message}
        {target?.ok && (
          <DnameIdentity address={target.address} record={target.record ?? null} showAddress />
        )}
        {target?.warning && (
          <p data-part="warning">{target.warning.message} Check every letter before you send.</p>
        )}
      </div>
    </div>
  )
}
