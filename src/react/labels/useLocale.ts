import { useSyncExternalStore } from 'react'
import { useDnameRuntime } from '../DnameContext.js'

const unchanging = () => () => {}
const pageLocale = () => document.documentElement.lang || navigator.language
// The server cannot know the page's locale: English there and while hydrating, then the page's.
const serverLocale = () => 'en'

/** The locale counts are written in: the provider's `locale`, else the page's `lang`. */
export function useLocale(): string {
  const given = useDnameRuntime().components.locale
  const page = useSyncExternalStore(unchanging, pageLocale, serverLocale)
  return given ?? page
}
