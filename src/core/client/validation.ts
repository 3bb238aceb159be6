/**
 * What parses a lookup's answer and the registry's errors: the zod schemas. Loaded as the
 * provider's module is evaluated or a client is made (see `loadValidation`), so none of it
 * weighs on the first paint and no request waits for it. What describes a body that fails
 * them is in the chunk for failures (`responseError`).
 */
import * as z from 'zod/mini'

export { dnameRecordSchema } from '../schemas/dnameRecordSchema.js'
export { goaErrorSchema, rateLimitBodySchema } from '../schemas/errorBodySchemas.js'

// A check, not a rebuild: copying the keys into a new object would turn an address spelled
// `__proto__` into a prototype and lose its answer.
export const lookupBodySchema = z.custom<Readonly<Record<string, unknown>>>(
  (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
  { error: 'expected object' },
)
