// The account avatar of docs/guides/avatars-in-shadcn-ui.md, as written there but for where
// it imports from (a test holds them equal): shadcn/ui's Avatar, given what `useDnameAvatar`
// works out.
'use client'
import { useDnameAvatar } from '../../../src/index.js'
import { Avatar, AvatarFallback, AvatarImage } from './avatar.js'

/** An account's avatar: the registry's image, or the picture drawn from the address. */
export function AccountAvatar({ address }: { address: string }) {
  const avatar = useDnameAvatar(address)
  const { fallback } = avatar
  return (
    // Not clipped, so the badge can sit on the edge; the image is rounded instead.
    <Avatar ref={avatar.ref} className="overflow-visible" data-image={avatar.state}>
      {/* Keyed by its source: the next gateway's image is a new one. */}
      {avatar.image && (
        <AvatarImage key={avatar.image.src} {...avatar.image} className="rounded-full" />
      )}
      {/* Empty while the image loads; the name's initial on the address's colours after. */}
      <AvatarFallback
        role={fallback && 'img'}
        aria-label={fallback && avatar.alt}
        className="text-xs font-medium"
        style={
          fallback && {
            background: `linear-gradient(135deg, ${fallback.from}, ${fallback.to})`,
            color: fallback.text,
          }
        }
      >
        {fallback?.initial}
      </AvatarFallback>
      {/* Only on a loaded verified image: never on an empty circle. */}
      {avatar.verified && (
        <span
          role="img"
          aria-label="Verified avatar"
          className="absolute right-0 bottom-0 size-3 rounded-full bg-green-700 ring-2"
        />
      )}
    </Avatar>
  )
}
