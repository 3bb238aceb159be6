import type { AnyQuery } from './AnyQuery.js'

/**
 * What TanStack's Suspense hooks set: always on, suspended while pending, and an error thrown
 * to the nearest boundary only when there is no data to show. (Their options take no
 * placeholder.)
 */
export function suspenseOptions<T extends object>(options: T) {
  return {
    ...options,
    enabled: true,
    suspense: true,
    throwOnError: (_error: unknown, query: AnyQuery) => query.state.data === undefined,
  }
}
