import * as z from 'zod/mini'
import { ledgerAddressSchema as address } from './address.js'
import { dnameCategorySchema, dnameSaleTypeSchema, dnameStateSchema, openEnum } from './enums.js'

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
  category: z.optional(openEnum(dnameCategorySchema)),
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
  saleType: z.optional(openEnum(dnameSaleTypeSchema)),
  sellAmount: z.optional(z.int()),
  seller: z.optional(address),
  sigNameAddress: z.optional(address),
  state: z.optional(openEnum(dnameStateSchema)),
  tags: z.optional(z.array(z.string())),
  timeChanged: z.optional(dateTime),
  timeCreated: z.optional(dateTime),
  timeExpires: z.optional(dateTime),
  timePurchased: z.optional(dateTime),
  unverifiedCa: z.optional(z.record(z.string(), z.array(z.string()))),
  unverifiedCaAlgo: z.optional(z.array(address)),
  ver: z.optional(z.union([z.int(), z.string()])),
  vaultOptInLocked: z.optional(z.boolean()),
})

export type DnameProperties = z.infer<typeof dnamePropertiesSchema>
export type DnameRecord = z.infer<typeof dnameRecordSchema>
