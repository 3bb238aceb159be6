import type { QueryClient, QueryKey } from '@tanstack/query-core'

/**
 * Whether `JSON.stringify(value)` is what TanStack's `hashKey` makes of it: nothing but
 * JSON's own values, arrays, and objects of Object's prototype (or none) whose keys are in the
 * order `hashKey` sorts them to, with no `toJSON`. `hashKey` rebuilds each plain object with its
 * keys sorted, through a replacer that JSON calls for every value: that is most of the cost of
 * hashing a key.
 */
function hashesAsIs(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'bigint'
  if (Array.isArray(value)) return value.every(hashesAsIs)
  const prototype = Object.getPrototypeOf(value)
  if ((prototype !== Object.prototype && prototype !== null) || 'toJSON' in value) return false
  const keys = Object.keys(value)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string
    // Integer-like keys come first whatever their order: such an object is left to `hashKey`.
    if (i > 0 && !((keys[i - 1] as string) < key)) return false
    if (!hashesAsIs((value as Record<string, unknown>)[key])) return false
  }
  return true
}

/**
 * `queryKey`'s hash as TanStack's `hashKey` makes it, without its replacer where the key needs
 * none (the library's keys: their objects are written with sorted keys); `undefined` where it
 * does.
 */
export function plainQueryHash(queryKey: QueryKey): string | undefined {
  return hashesAsIs(queryKey) ? JSON.stringify(queryKey) : undefined
}

/**
 * `client.defaultQueryOptions(options)`, with the key hashed by `plainQueryHash` where it can
 * be: a page's lookups are hashed once each as it renders, and TanStack's replacer was most of
 * that work. A hash function of the client's defaults, or of the options, still decides the
 * hash, as TanStack lets it.
 */
export function defaultQueryOptions<T extends { queryKey: QueryKey; queryHash?: string }>(
  client: QueryClient,
  options: T,
): ReturnType<QueryClient['defaultQueryOptions']> & T {
  const queryHash = options.queryHash ?? plainQueryHash(options.queryKey)
  const defaulted = client.defaultQueryOptions(
    (queryHash === options.queryHash ? options : { ...options, queryHash }) as never,
  ) as ReturnType<QueryClient['defaultQueryOptions']> & T
  if (defaulted.queryKeyHashFn && options.queryHash === undefined)
    defaulted.queryHash = defaulted.queryKeyHashFn(defaulted.queryKey)
  return defaulted
}
