import { useDnameRuntime } from '../DnameContext.js'
import type { DnameLabels } from './DEFAULT_LABELS.js'

// Merged once per object the provider is given, not on every render of every row.
const merged = new WeakMap<object, object>()

/** A component's words: its English `defaults`, with what the provider's `labels` replace. */
export function useLabels<Part extends keyof DnameLabels>(
  part: Part,
  defaults: DnameLabels[Part],
): DnameLabels[Part] {
  const given = useDnameRuntime().components.labels?.[part]
  if (!given) return defaults
  const labels = merged.get(given) ?? { ...defaults, ...given }
  merged.set(given, labels)
  return labels as DnameLabels[Part]
}
