import { createServerAvatar } from 'dname-react/server/avatar'
import { dname } from './dname'

// A module of its own: the pages of names alone do not reach the avatar's client island.
export const DnameAvatar = createServerAvatar(dname)
