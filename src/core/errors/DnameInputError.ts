import { DnameError } from './DnameError.js'

/** The caller passed a value the client refuses before any request; `parameter` names it. */
export class DnameInputError extends DnameError {
  readonly parameter: string
  readonly value: unknown
  readonly reason: string

  constructor(
    parameter: string,
    value: unknown,
    reason: string,
    message = `Invalid ${parameter}: ${reason}`,
  ) {
    super(message)
    this.parameter = parameter
    this.value = value
    this.reason = reason
  }
}
