import { DnameError } from './DnameError.js'

/** The request never got an answer: `fetch` itself failed. The original error is `cause`. */
export class DnameNetworkError extends DnameError {
  constructor(cause: unknown) {
    super(
      `Could not reach the registry: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    )
  }
  /** Always: the next try may reach it. */
  readonly retryable = true
}
