import { IdentityAddress } from './IdentityAddress.js'
import { IdentityAvatar } from './IdentityAvatar.js'
import { IdentityBadge } from './IdentityBadge.js'
import { IdentityCopy } from './IdentityCopy.js'
import { IdentityName } from './IdentityName.js'
import { IdentityRoot } from './IdentityRoot.js'

/**
 * `DnameIdentity` in parts that share one lookup, to arrange as a design needs:
 * `<Identity.Root address={a}><Identity.Avatar badge={false} /><Identity.Name /><Identity.Badge /></Identity.Root>`.
 */
export const Identity = {
  Root: IdentityRoot,
  Avatar: IdentityAvatar,
  Name: IdentityName,
  Badge: IdentityBadge,
  Address: IdentityAddress,
  Copy: IdentityCopy,
}
