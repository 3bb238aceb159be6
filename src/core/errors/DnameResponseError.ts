import type { core } from 'zod/mini'
import { DnameError } from './DnameError.js'

const describe = (issue: core.$ZodIssue) => {
  const path = issue.path.length > 0 ? issue.path.join('.') : '(root)'
  const detail = 'expected' in issue ? `expected ${issue.expected}` : issue.code
  return `${path}: ${detail}`
}

/** The registry answered a body that is not JSON or does not match its schema. */
export class DnameResponseError extends DnameError {
  readonly status: number
  readonly issues: readonly core.$ZodIssue[]

  constructor(
    status: number,
    what: string,
    issues: readonly core.$ZodIssue[],
    options?: { cause?: unknown },
  ) {
    const details = issues.map(describe).join('; ')
    super(`Unexpected ${what} from the registry${details ? ` (${details})` : ''}`, options)
    this.status = status
    this.issues = issues
  }
}
