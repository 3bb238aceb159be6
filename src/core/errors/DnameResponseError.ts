import type { core } from 'zod/mini'
import { DnameError } from './DnameError.js'

/** The registry answered a body that is not JSON or does not match its schema; `issues` say where. */
export class DnameResponseError extends DnameError {
  readonly status: number
  readonly issues: readonly core.$ZodIssue[]

  constructor(
    status: number,
    message: string,
    issues: readonly core.$ZodIssue[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.status = status
    this.issues = issues
  }
}
