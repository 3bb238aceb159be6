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
// A check that could not be loaded is not waited for again: the name shows without its mark.
let unavailable = false
const waitForCheck = () =>
  loadNameWarning().then(
    () => {},
    () => {
      unavailable = true
    },
  )
const notOnServer = () => false
const onServer = () => true

// Printable ASCII is never a look-alike by its characters: no check is needed, nor waited for.
const PLAIN = /^[\x21-\x7e]*$/

/**
 * Whether `name` can be mistaken for another (`nameWarning`). The check is a chunk of its own,
 * which starts loading as the provider's module is evaluated, so it is there when names arrive;
 * a name shown before it lands is checked as soon as it does. On the server and while
 * hydrating, a name outside printable ASCII waits for the check (it suspends), so that the mark
 * is in the server's HTML and hydration draws the same; `prefetchDnameLookups` loads it first.
 */
export function useNameWarning(name: string | undefined): NameWarning | undefined {
  // The check looks at the first 1024 characters only: so does this, so no row reads a huge name.
  const checked = name !== undefined && !PLAIN.test(name.slice(0, 1024))
  // Only a name waits for the check: a row still loading does not render again when it lands.
  const check = useSyncExternalStore(
    checked ? subscribe : stayQuiet,
    nameWarningNow,
    nameWarningNow,
  )
  const serverHtml = useSyncExternalStore(stayQuiet, notOnServer, onServer)
  if (!checked) return undefined
  if (!check) {
    // React keeps the server's HTML until the check lands, then hydrates it as drawn.
    if (serverHtml && !unavailable) throw waitForCheck()
    return undefined
  }
  return check(name)
}
