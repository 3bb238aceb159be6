/**
 * What parses a lookup's answer and the registry's errors: the zod schemas. Loaded as the
 * provider's module is evaluated or a client is made (see `loadValidation`), so none of it
 * weighs on the first paint and no request waits for it.
 */
import type { core } from 'zod/mini'
import * as z from 'zod/mini'
import { DnameResponseError } from '../errors/DnameResponseError.js'

export { dnameRecordSchema } from '../schemas/dnameRecordSchema.js'
export { goaErrorSchema, rateLimitBodySchema } from '../schemas/errorBodySchemas.js'

// A check, not a rebuild: copying the keys into a new object would turn an address spelled
// `__proto__` into a prototype and lose its answer.
export const lookupBodySchema = z.custom<Readonly<Record<string, unknown>>>(
  (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
  { error: 'expected object' },
)

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
