import { describe, expect, it } from 'vitest'
import { dnameSearchResultSchema } from '../../../src/core/schemas/dnameSearchResultSchema.js'
import { goaErrorSchema, rateLimitBodySchema } from '../../../src/core/schemas/errorBodySchemas.js'

describe('response bodies', () => {
  it('needs all six fields of a goa error body', () => {
    const body = {
      name: 'notFound',
      id: 'a',
      message: 'm',
      temporary: false,
      timeout: false,
      fault: false,
    }
    expect(goaErrorSchema.parse(body)).toEqual(body)
    const { fault: _, ...withoutFault } = body
    expect(goaErrorSchema.safeParse(withoutFault).success).toBe(false)
  })

  it('reads the rate-limit body', () => {
    expect(rateLimitBodySchema.parse({ limit: 10, secsRemaining: 3 })).toEqual({
      limit: 10,
      secsRemaining: 3,
    })
    expect(rateLimitBodySchema.safeParse({ limit: 10 }).success).toBe(false)
  })

  it('reads a search result and refuses a negative total', () => {
    expect(dnameSearchResultSchema.parse({ dnames: [{ name: 'a.algo' }], total: 9 }).total).toBe(9)
    expect(dnameSearchResultSchema.safeParse({ dnames: [], total: -1 }).success).toBe(false)
  })
})
