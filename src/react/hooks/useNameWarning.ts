import { nameWarningChunk } from '../../core/client/loadValidation.js'
import type { NameWarning } from '../../core/names/nameWarning.js'
import { useLazyModule } from './useLazyModule.js'

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
  const check = useLazyModule(nameWarningChunk, checked)
  return checked && check ? check.nameWarning(name) : undefined
}
