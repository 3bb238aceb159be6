import type { GoaError } from '../schemas/errorBodySchemas.js'
import { DnameError } from './DnameError.js'

/**
 * The registry answered with an error status. `body` is the goa error body when the answer had
 * one (`code` is its `name`, such as `invalidAddress`); a body of another shape leaves it unset.
 */
export class DnameApiError extends DnameError {
  readonly status: number
  readonly body: GoaError | undefined
  readonly code: string | undefined

  constructor(status: number, body: GoaError | undefined, options?: { cause?: unknown }) {
    super(body ? `${body.name}: ${body.message}` : `The registry answered HTTP ${status}`, options)
    this.status = status
    this.body = body
    this.code = body?.name
  }

  /** Whether the server says that trying again may succeed (5xx, or `temporary`/`timeout`). */
  get retryable(): boolean {
    return this.status >= 500 || this.body?.temporary === true || this.body?.timeout === true
  }
}
