import type { core } from 'zod/mini'
import * as z from 'zod/mini'
import { DnameInputError } from '../errors/DnameInputError.js'
import { ledgerAddressSchema } from '../schemas/address.js'
import { DNAME_SEARCH_VIEWS, DnameSort } from '../schemas/enums.js'
import { least, most } from '../schemas/sizeChecks.js'
import { describeIssue } from './describeIssue.js'

// Sizes, enums and times are checked with `refine` and `custom`, not zod's checks, enums and
// dates, whose code would otherwise weigh on every page's first name (see sizeChecks).
const count = z.int().check(least(0))
const text = (min: number, ...max: number[]) =>
  z.string().check(least(min, true), ...max.map((m) => most(m, true)))
const oneOf = <T extends string>(values: readonly T[]) =>
  z.custom<T>((value) => values.includes(value as T), {
    error: `must be one of ${values.join(', ')}`,
    params: { error: 'invalid_enum_value' },
  })
const dateTime = z.iso.datetime({ offset: true })
const time = z.custom<Date | string>(
  (value) =>
    value instanceof Date ? !Number.isNaN(value.getTime()) : dateTime.safeParse(value).success,
  {
    error: 'must be a valid Date or an ISO 8601 date-time with an offset',
    params: { error: 'invalid_pattern' },
  },
)
const ordered = (low?: number, high?: number) =>
  low === undefined || high === undefined || low <= high

/** Every parameter of `GET /dname/v2/search` (spec 4.2), with its bounds. */
export const dnameSearchParamsSchema = z
  .strictObject({
    /** Name or partial name match. */
    name: z.optional(text(1)),
    /** Finds the segments of this parent record. */
    parentAppID: z.optional(count),
    /** Owner filter. */
    owner: z.optional(ledgerAddressSchema),
    /** Reserved-for filter. */
    reservedFor: z.optional(ledgerAddressSchema),
    /** Leaves out records reserved for an account. */
    excludeUserReserved: z.optional(z.boolean()),
    /** Name prefix, 1 to 32 characters. */
    prefix: z.optional(text(1, 32)),
    /** Part of a name, 3 to 32 characters. */
    substring: z.optional(text(3, 32)),
    /** Verified property to search on; the interface names `telegram`. */
    vproperty: z.optional(text(1)),
    /** Value of `vproperty` to match; without it any value matches. */
    vvalue: z.optional(z.string()),
    segmentLocked: z.optional(z.boolean()),
    /** `true` returns only roots, `false` only segments. */
    segmentRoot: z.optional(z.boolean()),
    /** Minimum price, passed through as given (the unit is not documented). */
    minPrice: z.optional(count),
    /** Maximum price, passed through as given (the unit is not documented). */
    maxPrice: z.optional(count),
    /** Minimum segment price in US cents. */
    minPriceUsd: z.optional(count),
    /** Maximum segment price in US cents. */
    maxPriceUsd: z.optional(count),
    /** Records changed after this time. */
    changedAfter: z.optional(time),
    /** Records whose expiry is at or before this time. */
    expiresBefore: z.optional(time),
    /** Page size, 1 to 200. Defaults to `50` on the server. */
    limit: z.optional(z.int().check(least(1), most(200))),
    /** Index of the first result. Defaults to `0`. */
    offset: z.optional(count),
    /** Order of the results. Defaults to `'createdDesc'` on the server. */
    sort: z.optional(oneOf(Object.values(DnameSort))),
    /** How much of each record is returned. Defaults to `'brief'` on the server. */
    view: z.optional(oneOf(DNAME_SEARCH_VIEWS)),
  })
  .check(
    z.refine((p) => p.vvalue === undefined || p.vproperty !== undefined, {
      path: ['vvalue'],
      message: 'needs vproperty',
    }),
    z.refine((p) => ordered(p.minPrice, p.maxPrice), {
      path: ['minPrice'],
      message: 'must not exceed maxPrice',
    }),
    z.refine((p) => ordered(p.minPriceUsd, p.maxPriceUsd), {
      path: ['minPriceUsd'],
      message: 'must not exceed maxPriceUsd',
    }),
  )

export type DnameSearchParams = z.input<typeof dnameSearchParamsSchema>

/** Validates search parameters and writes them as a query string, keys in a stable order. */
export function toSearchQuery(params: DnameSearchParams): URLSearchParams {
  const parsed = dnameSearchParamsSchema.safeParse(params)
  if (!parsed.success) {
    const [issue] = parsed.error.issues as [core.$ZodIssue]
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.map(String).join('.')
    const parameter = key || 'params'
    throw new DnameInputError(
      parameter,
      (params as Record<string, unknown>)[parameter],
      describeIssue(issue),
    )
  }
  const query = new URLSearchParams()
  for (const key of Object.keys(parsed.data).sort()) {
    const value = parsed.data[key as keyof typeof parsed.data]
    if (value === undefined) continue
    query.set(key, value instanceof Date ? value.toISOString() : String(value))
  }
  return query
}
