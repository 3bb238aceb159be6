import * as z from 'zod/mini'

/** The error body, media type `application/vnd.goa.error` (spec part 7). All fields required. */
export const goaErrorSchema = z.looseObject({
  name: z.string(),
  id: z.string(),
  message: z.string(),
  temporary: z.boolean(),
  timeout: z.boolean(),
  fault: z.boolean(),
})

/** The body of a 429 answer, media type `application/json`. */
export const rateLimitBodySchema = z.looseObject({
  limit: z.int(),
  secsRemaining: z.int(),
})

export type GoaError = z.infer<typeof goaErrorSchema>
export type RateLimitBody = z.infer<typeof rateLimitBodySchema>
