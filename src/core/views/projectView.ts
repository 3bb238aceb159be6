import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'

/** Views from the least to the most content. */
export const VIEW_RANK: Readonly<Record<DnameView, number>> = {
  tiny: 0,
  thumbnail: 1,
  brief: 2,
  full: 3,
}

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

const pick = (source: object, keys: readonly string[]) => {
  const from = source as Readonly<Record<string, unknown>>
  const out: Record<string, unknown> = {}
  for (const key of keys) if (from[key] !== undefined) out[key] = from[key]
  return out
}

const avatarProperties = (record: DnameRecord) => {
  const verified = pick(record.properties?.verified ?? {}, ['avatar', 'avatarasaid'])
  const userAvatar = record.properties?.userDefined?.avatar
  const properties: Record<string, unknown> = {}
  if (Object.keys(verified).length > 0) properties.verified = verified
  if (userAvatar !== undefined) properties.userDefined = { avatar: userAvatar }
  return Object.keys(properties).length > 0 ? { properties } : {}
}

/**
 * The part of a record that `view` holds (spec 2.3). `tiny`: name, owner, caAlgo,
 * unverifiedCaAlgo. `thumbnail`: tiny and the avatar properties (`verified.avatar`,
 * `verified.avatarasaid`, `userDefined.avatar`). `brief`: thumbnail and asaID, ver,
 * vaultOptInLocked, appID, state, category, sale fields, accounts, parentAppID, times and
 * unverifiedCa. `full`: the record as it is.
 */
export function projectView(record: DnameRecord, view: DnameView): DnameRecord {
  if (view === 'full') return record
  // `name` is among the picked keys, so what is built is a record.
  const fields = { name: record.name, ...pick(record, view === 'brief' ? BRIEF : TINY) }
  return view === 'tiny' ? fields : { ...fields, ...avatarProperties(record) }
}
