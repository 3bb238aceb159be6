'use client'
import { useMemo } from 'react'
import type { AvatarFrameProps } from '../../react/components/AvatarFrame.js'
import { AvatarFrame } from '../../react/components/AvatarFrame.js'
import { DnameContext, type DnameContextValue } from '../../react/DnameContext.js'

export interface AvatarIslandProps extends Omit<AvatarFrameProps, 'gatewayTimeoutMs'> {
  ipfsGateways: readonly string[]
  gatewayTimeoutMs: number
  /** The verified badge's name. */
  verifiedAvatar: string | undefined
  /**
   * The avatar's text when the record has no name, worked out on the server for this address:
   * a function of the server's words cannot be sent to the browser.
   */
  avatarOf: string | undefined
}

/**
 * The avatar a server component hands to the browser: the client's avatar frame, which tries
 * each gateway in turn with its timeout and draws the picture past the last, given the record
 * the server looked up and the settings the provider would give. No provider, no lookup.
 */
export function AvatarIsland({
  ipfsGateways,
  gatewayTimeoutMs,
  verifiedAvatar,
  avatarOf,
  ...frame
}: AvatarIslandProps) {
  // What the frame reads from a provider: the gateways, the timeout and its words.
  const settings = useMemo(() => {
    const avatar = {
      ...(verifiedAvatar === undefined ? {} : { verifiedAvatar }),
      ...(avatarOf === undefined ? {} : { avatarOf: () => avatarOf }),
    }
    return {
      value: { ipfsGateways } as DnameContextValue,
      runtime: undefined as never,
      components: { gatewayTimeoutMs, labels: { avatar }, locale: undefined, nonce: undefined },
    }
  }, [ipfsGateways, gatewayTimeoutMs, verifiedAvatar, avatarOf])
  return (
    <DnameContext.Provider value={settings}>
      <AvatarFrame {...frame} gatewayTimeoutMs={undefined} />
    </DnameContext.Provider>
  )
}
