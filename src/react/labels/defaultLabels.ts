import type { NameWarning } from '../../core/names/nameWarning.js'
import type { SendRefusalReason } from '../../core/send/resolveSendTarget.js'
import type { CountForms } from './formatCount.js'

// English words of each component, apart, so that a page bundles only the words of what it uses.

/** Words of `DnameName` and the name in `DnameIdentity`. */
export const NAME_LABELS = {
  /** Said to screen readers after the address while the name loads. */
  loading: 'loading name',
  /** The mark of a record matched through an unverified link (spec rule 7). */
  unverified: 'unverified',
  /** The unverified mark's tooltip. */
  unverifiedTitle: 'Linked by its owner, not verified',
  /** The mark of a name that may imitate another. */
  lookAlike: 'look-alike',
  /** The mark beside the address when the lookup failed. */
  failed: 'not loaded',
  /** The failed mark's tooltip. */
  failedTitle: 'The name could not be loaded',
}

/** Words of `DnameAvatar`. */
export const AVATAR_LABELS = {
  /** The verified badge's name. */
  verifiedAvatar: 'Verified avatar',
  /** The avatar's text when the record has no name, given the short address. */
  avatarOf: (shortAddress: string) => `Avatar of ${shortAddress}`,
}

/** Words of the parts of `DnameIdentity`. */
export const IDENTITY_LABELS = {
  /** The copy button's name. */
  copy: 'Copy address',
  /** Said once the address is copied. */
  copied: 'Address copied',
  /** Said when the clipboard refused. */
  copyFailed: 'The address could not be copied',
  /** The name badge of a verified match (`Identity.Badge`). */
  verified: 'verified',
}

/** Words of `OwnedNames`. Counts are `Intl.PluralRules` forms, `{count}` replaced by the number. */
export const OWNED_LABELS = {
  loading: 'Loading names…',
  /** How many names the owner has. */
  count: { one: '{count} name', other: '{count} names' } as CountForms,
  /** Added when the list holds fewer than the registry counts; `{count}` is how many it lists. */
  listed: ', the first {count} listed',
  empty: 'No names',
  failed: 'Could not load the names.',
  failedMore: 'Could not load more names.',
  retry: 'Retry',
  /** The list's name, given the owner's short address. */
  listOf: (shortAddress: string) => `Names owned by ${shortAddress}`,
  /** A record's state when it is not plain ownership, by the registry's word. */
  states: {
    forSale: 'for sale',
    expired: 'expired',
    reserved: 'reserved',
  } as Record<string, string>,
}

/** Words of `DnameAddressInput`. */
export const SEND_LABELS = {
  label: 'Send to',
  resolving: 'Looking it up…',
  rechecking: 'Checking it again before anything is sent…',
  rateLimited: (seconds: number) =>
    `The registry asked to wait: checking again in ${seconds} s. Nothing can be sent until then.`,
  offline: 'Waiting for the network to check it. Nothing can be sent until then.',
  failed: (message: string) => `This could not be checked: ${message}. Nothing can be sent to it.`,
  /** Said when every answer was older than 10 s: a cache on the way keeps an old one. */
  stale:
    'Could not get a fresh answer from the registry: check again. Nothing can be sent until then.',
  checkAgain: 'Check again',
  /** Why an input cannot be sent to, by reason; the core's English words by default. */
  refusals: {} as Partial<Record<SendRefusalReason, string>>,
  /** Why a name may imitate another; the core's English words by default. */
  warning: (warning: NameWarning) => warning.message,
  /** Said after the look-alike warning. */
  checkLetters: 'Check every letter before you send.',
  /** Said before the whole address a look-alike name sends to. */
  compareAddress: 'It sends to this address: compare it with the one you expect.',
  confirm: 'I have checked every character: send to this name',
}

export type NameLabels = typeof NAME_LABELS
export type AvatarLabels = typeof AVATAR_LABELS
export type IdentityLabels = typeof IDENTITY_LABELS
export type OwnedLabels = typeof OWNED_LABELS
export type SendLabels = typeof SEND_LABELS
