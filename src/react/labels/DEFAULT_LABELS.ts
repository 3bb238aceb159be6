import {
  AVATAR_LABELS,
  type AvatarLabels,
  IDENTITY_LABELS,
  type IdentityLabels,
  NAME_LABELS,
  type NameLabels,
  OWNED_LABELS,
  type OwnedLabels,
  SEND_LABELS,
  type SendLabels,
} from './defaultLabels.js'

/** Every word the components show or say, by component. */
export interface DnameLabels {
  name: NameLabels
  avatar: AvatarLabels
  identity: IdentityLabels
  owned: OwnedLabels
  send: SendLabels
}

/** The provider's `labels`: any of the words; the rest stay English. */
export type DnameLabelsInput = { [Part in keyof DnameLabels]?: Partial<DnameLabels[Part]> }

/** The English words of every component. */
export const DEFAULT_LABELS: DnameLabels = {
  name: NAME_LABELS,
  avatar: AVATAR_LABELS,
  identity: IDENTITY_LABELS,
  owned: OWNED_LABELS,
  send: SEND_LABELS,
}
