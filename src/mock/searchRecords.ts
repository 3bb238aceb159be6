import type { core } from 'zod/mini'
import { describeIssue } from '../core/client/describeIssue.js'
import { type DnameSearchParams, dnameSearchParamsSchema } from '../core/client/searchParams.js'
import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import type { DnameSearchResult } from '../core/schemas/dnameSearchResultSchema.js'
import { projectRecord } from './projectRecord.js'

type Params = Exclude<DnameSearchParams, undefined>
type Filter = (record: DnameRecord) => boolean

const BOOLEANS = new Set(['excludeUserReserved', 'segmentLocked', 'segmentRoot'])
const NUMBERS = new Set([
  'parentAppID',
  'minPrice',
  'maxPrice',
  'minPriceUsd',
  'maxPriceUsd',
  'limit',
  'offset',
])
const KNOWN = new Set(Object.keys(dnameSearchParamsSchema.def.shape))

/** Reads the query string as typed parameters; unknown parameters are ignored, as servers do. */
export function readSearchQuery(query: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of query) {
    if (!KNOWN.has(key)) continue
    if (BOOLEANS.has(key)) params[key] = raw === 'true' ? true : raw === 'false' ? false : raw
    else if (NUMBERS.has(key)) params[key] = /^-?\d+$/.test(raw) ? Number(raw) : raw
    else params[key] = raw
  }
  return params
}

/** goa's names for the validation errors it raises. */
export function goaNameOf(issue: core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return issue.origin === 'string' ? 'invalid_length' : 'invalid_range'
    case 'invalid_format':
      return 'invalid_pattern'
    case 'invalid_value':
      return 'invalid_enum_value'
    case 'invalid_type':
      return 'invalid_field_type'
    case 'custom':
      // The search's own checks name the registry's error (see searchParams).
      return typeof issue.params?.error === 'string' ? issue.params.error : 'bad_request'
    default:
      return 'bad_request'
  }
}

export type SearchOutcome =
  | { ok: true; result: DnameSearchResult }
  | { ok: false; name: string; message: string }

const lower = (s: string) => s.toLowerCase()
const time = (value: Date | string | number) => new Date(value).getTime()
const within = (value: number | undefined, min?: number, max?: number) =>
  value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max)
const internalNumber = (record: DnameRecord, key: string) => {
  const raw = record.properties?.internal?.[key]
  return raw === undefined ? undefined : Number(raw)
}

function filtersOf(p: Params): Filter[] {
  const filters: Filter[] = []
  const when = (present: unknown, filter: Filter) => present !== undefined && filters.push(filter)
  when(p.name, (r) => lower(r.name).includes(lower(p.name ?? '')))
  when(p.parentAppID, (r) => r.parentAppID === p.parentAppID)
  when(p.owner, (r) => r.owner === p.owner)
  when(p.reservedFor, (r) => r.reservedFor === p.reservedFor)
  when(p.excludeUserReserved || undefined, (r) => r.reservedFor === undefined)
  when(p.prefix, (r) => lower(r.name).startsWith(lower(p.prefix ?? '')))
  when(p.substring, (r) => lower(r.name).includes(lower(p.substring ?? '')))
  when(p.vproperty, (r) => {
    const value = r.properties?.verified?.[p.vproperty ?? '']
    return p.vvalue === undefined ? value !== undefined : value === p.vvalue
  })
  when(p.segmentLocked, (r) => (r.properties?.internal?.segmentLocked === '1') === p.segmentLocked)
  when(p.segmentRoot, (r) => (r.parentAppID === undefined) === p.segmentRoot)
  when(p.minPrice ?? p.maxPrice, (r) => within(r.sellAmount, p.minPrice, p.maxPrice))
  when(p.minPriceUsd ?? p.maxPriceUsd, (r) =>
    within(internalNumber(r, 'segmentPriceUsd'), p.minPriceUsd, p.maxPriceUsd),
  )
  when(p.changedAfter, (r) => !!r.timeChanged && time(r.timeChanged) > time(p.changedAfter ?? 0))
  when(p.expiresBefore, (r) => !!r.timeExpires && time(r.timeExpires) <= time(p.expiresBefore ?? 0))
  return filters
}

const SORTS = {
  createdDesc: (a: DnameRecord, b: DnameRecord) =>
    (b.timeCreated ?? '').localeCompare(a.timeCreated ?? '') || a.name.localeCompare(b.name),
  expiresDesc: (a: DnameRecord, b: DnameRecord) =>
    (b.timeExpires ?? '').localeCompare(a.timeExpires ?? '') || a.name.localeCompare(b.name),
}

/**
 * `GET /dname/v2/search` (spec 4.2). `name` and `substring` match part of a name and `prefix`
 * its start, all without regard to case; `minPrice`/`maxPrice` compare with `sellAmount` and
 * `minPriceUsd`/`maxPriceUsd` with `properties.internal.segmentPriceUsd`; `segmentLocked`
 * reads `properties.internal.segmentLocked` (`'1'` is locked). `total` counts every match.
 */
export function searchRecords(
  records: Iterable<DnameRecord>,
  query: URLSearchParams,
): SearchOutcome {
  const parsed = dnameSearchParamsSchema.safeParse(readSearchQuery(query))
  if (!parsed.success) {
    const [issue] = parsed.error.issues as [core.$ZodIssue]
    const parameter = issue.path.join('.') || 'query'
    return { ok: false, name: goaNameOf(issue), message: `${parameter} ${describeIssue(issue)}` }
  }
  const params = parsed.data
  const filters = filtersOf(params)
  const matches = [...records].filter((r) => filters.every((f) => f(r)))
  matches.sort(SORTS[params.sort ?? 'createdDesc'])
  const offset = params.offset ?? 0
  const page = matches.slice(offset, offset + (params.limit ?? 50))
  return {
    ok: true,
    result: {
      dnames: page.map((r) => projectRecord(r, params.view ?? 'brief')),
      total: matches.length,
    },
  }
}
