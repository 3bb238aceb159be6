import { useSyncExternalStore } from 'react'
import { loadNameWarning, nameWarningNow } from '../../core/client/loadValidation.js'
import type { NameWarning } from '../../core/names/nameWarning.js'

/**
 * Waits for the check (one import, shared by every caller; a failed one is tried again by the
 * next subscriber) and renders the component again when it lands, unless it has gone.
 */
function subscribe(onLoaded: () => void) {
  if (nameWarningNow()) return () => {}
  let subscribed = true
  loadNameWarning().then(
    () => subscribed && onLoaded(),
    () => {},
  )
  return () => {
    subscribed = false
  }
}

const stayQuiet = () => () => {}

/**
 * Whether `name` can be mistaken for another (`nameWarning`). The check is a chunk of its own,
 * which starts loading as the provider's module is evaluated, so it is there when names arrive;
 * a name shown before it lands is checked as soon as it does. On the server and while
 * hydrating, there is no check yet: the mark appears right after.
 */
export function useNameWarning(name: string | undefined): NameWarning | undefined {
  // Only a name waits for the check: a row still loading does not render again when it lands.
  const check = useSyncExternalStore(
    name === undefined ? stayQuiet : subscribe,
    nameWarningNow,
    () => undefined,
  )
  return name !== undefined && check ? check(name) : undefined
}
