import type { core } from 'zod/mini'

/** A short English reason for a zod issue (`zod/mini` ships no messages). */
export function describeIssue(issue: core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return `must be at least ${issue.minimum}${issue.origin === 'string' ? ' characters long' : ''}`
    case 'too_big':
      return `must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters long' : ''}`
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_format':
      return issue.format === 'regex'
        ? 'is not a ledger address'
        : `must be a valid ${issue.format}`
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`
    case 'unrecognized_keys':
      return 'is not a parameter of this endpoint'
    default:
      return issue.message
  }
}
