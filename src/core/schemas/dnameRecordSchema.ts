import * as z from 'zod/mini'
import { ledgerAddressSchema as address } from './address.js'
import type { DnameCategory, DnameSaleType, DnameState } from './enums.js'

/**
 * A response enum that keeps values added after this version was written (`T`, its known
 * values). The service has added enum values before (state `expired`, 2024/09), so a new value
 * is kept as text rather than failing the whole record: at run time that is any string, so a
 * record's parser carries no enum of its own.
 */
const openEnum = <T extends string>() =>
  z.string() as z.ZodMiniType<string> as z.ZodMiniType<T | (string & {})>

const stringMap = z.record(z.string(), z.string())
const dateTime = z.iso.datetime({ offset: true })

/** The properties object of a record (spec 2.2). Unknown members are kept. */
export const dnamePropertiesSchema = z.looseObject({
  internal: z.optional(stringMap),
  userDefined: z.optional(stringMap),
  verified: z.optional(stringMap),
})

/**
 * A name record (spec 2.1). Only `name` is required. Unknown fields are kept, because the
 * service adds fields over time; a known field of the wrong type fails with its path.
 */
export const dnameRecordSchema = z.looseObject({
  name: z.string(),
  appID: z.optional(z.int()),
  asaID: z.optional(z.int()),
  avatarOutdated: z.optional(z.boolean()),
  caAlgo: z.optional(z.array(address)),
  'cache-control': z.optional(z.string()),
  category: z.optional(openEnum<DnameCategory>()),
  currentAsOfBlock: z.optional(z.int()),
  depositAccount: z.optional(address),
  etag: z.optional(z.string()),
  expired: z.optional(z.boolean()),
  'match-check': z.optional(z.string()),
  metaTags: z.optional(z.array(z.string())),
  dnameAccount: z.optional(address),
  owner: z.optional(address),
  parentAppID: z.optional(z.int()),
  properties: z.optional(dnamePropertiesSchema),
  reservedFor: z.optional(address),
  saleType: z.optional(openEnum<DnameSaleType>()),
  sellAmount: z.optional(z.int()),
  seller: z.optional(address),
  sigNameAddress: z.optional(address),
  state: z.optional(openEnum<DnameState>()),
  tags: z.optional(z.array(z.string())),
  timeChanged: z.optional(dateTime),
  timeCreated: z.optional(dateTime),
  timeExpires: z.optional(dateTime),
  timePurchased: z.optional(dateTime),
  unverifiedCa: z.optional(z.record(z.string(), z.array(z.string()))),
  unverifiedCaAlgo: z.optional(z.array(address)),
  // A check, not `z.union`: the same answer for a fraction of the bytes before a first name.
  ver: z.optional(
    z.custom<number | string>((v) => typeof v === 'string' || Number.isSafeInteger(v), {
      error: 'expected int or string',
    }),
  ),
  vaultOptInLocked: z.optional(z.boolean()),
})

/** A known enum value, or a value the service added after this version was written. */
type Open<T extends string> = T | (string & {})

/**
 * The properties object of a record (spec 2.2). Members the spec does not name are kept at run
 * time; read them through `Record<string, unknown>` if you need one.
 */
export interface DnameProperties {
  internal?: Record<string, string> | undefined
  /** User properties; `avatar`, and `ca.<chain>` addresses of other chains, among them. */
  userDefined?: Record<string, string> | undefined
  /** Verified properties; `caAlgo`, `avatar` and `avatarasaid` among them. */
  verified?: Record<string, string> | undefined
}

/**
 * A name record (spec 2.1). Only `name` is required; which fields a view holds is in spec 2.3.
 * Fields the service adds later are kept at run time but not typed, so a misspelt field does
 * not compile.
 */
export interface DnameRecord {
  /** The full name, such as `alice.algo`. */
  name: string
  appID?: number | undefined
  asaID?: number | undefined
  /** Only on a direct single-record fetch, and only when true. */
  avatarOutdated?: boolean | undefined
  /** Verified ledger addresses. */
  caAlgo?: string[] | undefined
  'cache-control'?: string | undefined
  category?: Open<DnameCategory> | undefined
  currentAsOfBlock?: number | undefined
  /** The account to send to; absent when the record is for sale or expired: do not send then. */
  depositAccount?: string | undefined
  etag?: string | undefined
  expired?: boolean | undefined
  'match-check'?: string | undefined
  metaTags?: string[] | undefined
  dnameAccount?: string | undefined
  owner?: string | undefined
  /** The parent's application ID when the record is a segment. */
  parentAppID?: number | undefined
  properties?: DnameProperties | undefined
  reservedFor?: string | undefined
  saleType?: Open<DnameSaleType> | undefined
  /** In micro-units of the ledger's native currency. */
  sellAmount?: number | undefined
  seller?: string | undefined
  sigNameAddress?: string | undefined
  state?: Open<DnameState> | undefined
  tags?: string[] | undefined
  timeChanged?: string | undefined
  timeCreated?: string | undefined
  timeExpires?: string | undefined
  timePurchased?: string | undefined
  /** Unverified addresses of other chains, by chain key. */
  unverifiedCa?: Record<string, string[]> | undefined
  /** Unverified ledger addresses. */
  unverifiedCaAlgo?: string[] | undefined
  ver?: number | string | undefined
  vaultOptInLocked?: boolean | undefined
}

// Checked by the compiler only: the schemas and the interfaces name the same fields, and what
// a schema parses is a record.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<T extends true> = T
type _Checks = [
  Holds<Same<keyof typeof dnameRecordSchema.shape, keyof DnameRecord>>,
  Holds<Same<keyof typeof dnamePropertiesSchema.shape, keyof DnameProperties>>,
  Holds<z.infer<typeof dnameRecordSchema> extends DnameRecord ? true : false>,
]
