import type { DnameRecord } from '../core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../core/schemas/enums.js'

const TINY = ['name', 'owner', 'caAlgo', 'unverifiedCaAlgo'] as const
const BRIEF = [
  ...TINY,
  'appID',
  'asaID',
  'ver',
  'vaultOptInLocked',
  'state',
  'category',
  'saleType',
  'sellAmount',
  'seller',
  'depositAccount',
  'dnameAccount',
  'parentAppID',
  'reservedFor',
  'expired',
  'timeChanged',
  'timeCreated',
  'timeExpires',
  'unverifiedCa',
] as const
const AVATAR_KEYS = ['avatar', 'avatarasaid'] as const

const pick = (source: Readonly<Record<string, unknown>>, keys: readonly string[]) => {
  const out: Record<string, unknown> = {}
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key]
  return out
}

const avatarProperties = (record: DnameRecord) => {
  const verified = pick(record.properties?.verified ?? {}, AVATAR_KEYS)
  const userAvatar = record.properties?.userDefined?.avatar
  const properties: Record<string, unknown> = {}
  if (Object.keys(verified).length > 0) properties.verified = verified
  if (userAvatar !== undefined) properties.userDefined = { avatar: userAvatar }
  return Object.keys(properties).length > 0 ? { properties } : {}
}

/**
 * A record as a view returns it (spec 2.3). `tiny`: name, owner, caAlgo, unverifiedCaAlgo.
 * `thumbnail`: tiny and the avatar properties (`verified.avatar`, `verified.avatarasaid`,
 * `userDefined.avatar`). `brief`: thumbnail and asaID, ver, vaultOptInLocked, appID, state,
 * category, sale fields, accounts, segment parent, times and `unverifiedCa`. `full`: every field.
 * `match-check` is never returned, `avatarOutdated` only by the single-record fetch, and
 * `depositAccount` never for a record for sale or expired.
 */
export function projectRecord(record: DnameRecord, view: DnameView): DnameRecord {
  const { 'match-check': _, avatarOutdated: __, ...rest } = record
  let out: DnameRecord
  if (view === 'full') out = { ...rest }
  else if (view === 'tiny') out = pick(rest, TINY) as DnameRecord
  else {
    const keys = view === 'brief' ? BRIEF : TINY
    out = { ...pick(rest, keys), ...avatarProperties(record) } as DnameRecord
  }
  if (record.state === 'forSale' || record.state === 'expired') delete out.depositAccount
  return out
}
