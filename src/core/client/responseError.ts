import type { core } from 'zod/mini'
import { DnameResponseError } from '../errors/DnameResponseError.js'

const describe = (issue: core.$ZodIssue) => {
  const path = issue.path.length > 0 ? issue.path.join('.') : '(root)'
  const reason = 'expected' in issue ? `expected ${issue.expected}` : issue.code
  return `${path}: ${issue.code === 'custom' ? issue.message : reason}`
}

/** The error for a body that fails its schema; the message names every path at fault. */
export function responseError(status: number, what: string, issues: readonly core.$ZodIssue[]) {
  return new DnameResponseError(
    status,
    `Unexpected ${what} from the registry (${issues.map(describe).join('; ')})`,
    issues,
  )
}

/** The error for a body that is not JSON. */
export const nonJsonError = (status: number, cause: unknown) =>
  new DnameResponseError(status, 'Unexpected non-JSON body from the registry', [], { cause })

/** The error for one record of a lookup's answer that fails its schema, its paths under its address. */
export const recordError = (status: number, address: string, issues: readonly core.$ZodIssue[]) =>
  responseError(
    status,
    'record',
    issues.map((issue) => ({ ...issue, path: [address, ...issue.path] })),
  )
