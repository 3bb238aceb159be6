/**
 * A Suspense query for a missing address (its options are off): answered from the start with
 * `initial` (`null`: no record) and never fetched, so the component neither suspends nor asks.
 * `page` is what a fetch would answer, for an infinite query's later pages. Other options as given.
 */
export function withoutAddress<T extends { enabled: boolean }>(
  options: T,
  initial: unknown = null,
  page: unknown = initial,
): T {
  if (options.enabled) return options
  return { ...options, queryFn: () => page, initialData: initial, staleTime: 'static' as const }
}
