import { nameWarningChunk } from '../../core/client/loadValidation.js'
import type { NameWarning } from '../../core/names/nameWarning.js'
import { isPlain, LOOKED_AT } from '../../core/names/plainName.js'
import { useLazyModule } from './useLazyModule.js'

/**
 * Whether `name` can be mistaken for another (`nameWarning`). The check is a chunk of its own,
 * which starts loading as the provider's module is evaluated, so it is there when names arrive;
 * a name shown before it lands is checked as soon as it does. On the server and while
 * hydrating, a name outside printable ASCII waits for the check (it suspends), so that the mark
 * is in the server's HTML and hydration draws the same; `prefetchDnameLookups` loads it first.
 */
export function useNameWarning(name: string | undefined): NameWarning | undefined {
  // As the check, only the first characters are looked at: no row reads a huge name.
  const checked = name !== undefined && !isPlain(name.slice(0, LOOKED_AT))
  // Only a name waits for the check: a row still loading does not render again when it lands.
  const check = useLazyModule(nameWarningChunk, checked)
  return checked && check ? check.nameWarning(name) : undefined
}
