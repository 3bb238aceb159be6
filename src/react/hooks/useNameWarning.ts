import { useSyncExternalStore } from 'react'
import { loadNameWarning, nameWarningNow } from '../../core/client/loadValidation.js'
import type { NameWarning } from '../../core/names/nameWarning.js'

const waiting = new Set<() => void>()
let asked = false

/** Loads the check once; every component waiting for it renders again when it lands. */
function subscribe(onLoaded: () => void) {
  if (nameWarningNow()) return () => {}
  waiting.add(onLoaded)
  if (!asked) {
    asked = true
    loadNameWarning().then(
      () => {
        for (const listener of waiting) listener()
        waiting.clear()
      },
      () => {
        asked = false
      },
    )
  }
  return () => waiting.delete(onLoaded)
}

const stayQuiet = () => () => {}

/** Starts loading the look-alike check, so it is there before the first answer. */
export const preloadNameWarning = () => void loadNameWarning().catch(() => {})

/**
 * Whether `name` can be mistaken for another (`nameWarning`). The check is a chunk of its own,
 * loaded with the provider, in parallel with the first lookup, so it is there when names arrive;
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
