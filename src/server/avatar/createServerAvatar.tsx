import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Suspense } from 'react'
import { type AvatarSource, DEFAULT_AVATAR_ORDER } from '../../core/avatar/pickAvatar.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { RecordState } from '../../react/hooks/useRecord.js'
import { type DnameServer, recordState } from '../createDnameServer.js'
import { AvatarIsland } from './AvatarIsland.js'

export interface ServerAvatarProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'>,
    LookupParams {
  /** The address whose avatar is shown; also seeds the drawn picture. `null` or `undefined` asks for nothing. */
  address?: string | null | undefined
  /** A record already at hand; no lookup is made. */
  record?: DnameRecord | null | undefined
  /** Width and height in pixels. Defaults to `40`. */
  size?: number | undefined
  /** Which avatar links to use, in order. Defaults to `['verified', 'userDefined']`. */
  order?: readonly AvatarSource[] | undefined
  /** Milliseconds an image in view may take before the next gateway is tried. Defaults to `createDnameServer`'s `gatewayTimeoutMs` (`3000`). */
  gatewayTimeoutMs?: number | undefined
  /** Hides the avatar from assistive technology, beside the name it would repeat. Defaults to `false`. */
  decorative?: boolean | undefined
}

/**
 * The server's avatar (`dname-react/server/avatar`): the avatar of an address, looked up with
 * the names of the same server render and drawn in the browser by a small client component
 * (`AvatarIsland`, its bytes in `docs/package.md`): the client's `DnameAvatar`, which tries
 * each gateway in turn with its timeout, with no provider and no lookup of its own. While the
 * lookup is on its way it streams as the client's placeholder. A module of its own, so that a
 * page whose server components do not reach it ships no island.
 */
export function createServerAvatar(server: DnameServer): (props: ServerAvatarProps) => ReactNode {
  const { ipfsGateways, gatewayTimeoutMs: timeout, verifiedAvatar } = server.avatars

  function DnameAvatar({
    address,
    record,
    view = 'thumbnail',
    allowUnverified,
    size = 40,
    order = DEFAULT_AVATAR_ORDER,
    gatewayTimeoutMs = timeout,
    decorative = false,
    ...rest
  }: ServerAvatarProps) {
    const island = (shown: RecordState) => (
      <AvatarIsland
        {...rest}
        {...shown}
        record={shown.record && avatarPart(shown.record, order)}
        address={address}
        size={size}
        order={order}
        decorative={decorative}
        ipfsGateways={ipfsGateways}
        gatewayTimeoutMs={gatewayTimeoutMs}
        verifiedAvatar={verifiedAvatar}
      />
    )
    if (record !== undefined) return island(recordState(record, address))
    if (!address) return island({ record: null, state: 'not-found', match: undefined })
    return (
      <Suspense fallback={island({ record: null, state: 'loading', match: undefined })}>
        <LookedUpAvatar address={address} params={{ view, allowUnverified }} island={island} />
      </Suspense>
    )
  }

  /** The avatar once its lookup has settled. */
  async function LookedUpAvatar({
    address,
    params,
    island,
  }: {
    address: string
    params: LookupParams
    island: (shown: RecordState) => ReactNode
  }) {
    try {
      return island(recordState(await server.lookup(address, params), address))
    } catch {
      return island({ record: null, state: 'error', match: undefined })
    }
  }

  return DnameAvatar
}

/** The part of a record an avatar reads: what the browser is sent, not the whole record. */
function avatarPart(record: DnameRecord, order: readonly AvatarSource[]): DnameRecord {
  const properties: Record<string, { avatar: string }> = {}
  for (const source of order) {
    const avatar = record.properties?.[source]?.avatar
    if (avatar) properties[source] = { avatar }
  }
  return { name: record.name, dnameAccount: record.dnameAccount, properties } as DnameRecord
}
