import type { DefaultedQueryObserverOptions, Query } from '@tanstack/react-query'

// Any query of the library's, whatever its data, error and key: the code that takes these reads
// only what every query has (its state, `enabled`, `suspense`, `throwOnError`, the times).

// biome-ignore lint/suspicious/noExplicitAny: any query's options
export type AnyQueryOptions = DefaultedQueryObserverOptions<any, any, any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: any query
export type AnyQuery = Query<any, any, any, any>
