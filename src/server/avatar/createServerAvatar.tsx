import type { ReactNode } from 'react'
import { Suspense } from 'react'
import { truncateAddress } from '../../core/address/truncateAddress.js'
import { type AvatarSource, DEFAULT_AVATAR_ORDER } from '../../core/avatar/pickAvatar.js'
import type { LookupParams } from '../../core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../core/schemas/dnameRecordSchema.js'
import type { DnameAvatarProps } from '../../react/components/DnameAvatar.js'
import { type RecordState, shown, without } from '../../react/hooks/recordState.js'
import type { DnameServer } from '../createDnameServer.js'
import { AvatarIsland } from './AvatarIsland.js'

/**
 * The client `DnameAvatar`'s props; those of its root `<span>` without event handlers, which a
 * server component cannot give. `gatewayTimeoutMs` defaults to `createDnameServer`'s.
 */
export type ServerAvatarProps = DnameAvatarProps

/**
 * The server's avatar (`dname-react/server/avatar`): the avatar of an address, looked up with
 * the names of the same server render and drawn in the browser by a small client component
 * (`AvatarIsland`, its bytes in `docs/package.md`): the client's `DnameAvatar`, which tries
 * each gateway in turn with its timeout, with no provider and no lookup of its own. While the
 * lookup is on its way it streams as the client's placeholder. A module of its own, so that a
 * page whose server components do not reach it ships no island.
 */
export function createServerAvatar(server: DnameServer): (props: ServerAvatarProps) => ReactNode {
  const { ipfsGateways, gatewayTimeoutMs: timeout, verifiedAvatar, avatarOf } = server.avatars

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
    const island = (state: RecordState) => (
      <AvatarIsland
        {...rest}
        {...state}
        record={state.record && avatarPart(state.record, order)}
        address={address}
        size={size}
        order={order}
        decorative={decorative}
        ipfsGateways={ipfsGateways}
        gatewayTimeoutMs={gatewayTimeoutMs}
        verifiedAvatar={verifiedAvatar}
        avatarOf={avatarOf?.(address ? truncateAddress(address) : '?')}
      />
    )
    if (record !== undefined) return island(shown(record, address))
    if (!address) return island(without('not-found'))
    return (
      <Suspense fallback={island(without('loading'))}>
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
    island: (state: RecordState) => ReactNode
  }) {
    try {
      return island(shown(await server.lookup(address, params), address))
    } catch {
      return island(without('error'))
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
