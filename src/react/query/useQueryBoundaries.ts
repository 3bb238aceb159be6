import {
  type QueryObserverResult,
  shouldThrowError,
  useQueryErrorResetBoundary,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AnyQuery, AnyQueryOptions } from './AnyQuery.js'

/** How a hook's query meets Suspense and error boundaries, as TanStack's `useBaseQuery` has it. */
export interface QueryBoundaries {
  /** Adjusts the options before the observer reads them. */
  prepare(options: AnyQueryOptions, query?: AnyQuery): void
  /** Throws what the component must: the pending fetch to Suspense, or the error to its boundary. */
  check(
    result: QueryObserverResult<unknown, unknown>,
    options: AnyQueryOptions,
    query: AnyQuery | undefined,
    current: AnyQuery,
  ): void
}

/**
 * TanStack's rules for Suspense and error boundaries, with the nearest
 * `QueryErrorResetBoundary`. The hooks take them; the components, which never suspend nor throw
 * a lookup's failure at the page, do not.
 */
export function useQueryBoundaries(): QueryBoundaries {
  const boundary = useQueryErrorResetBoundary()
  useEffect(() => boundary.clearReset(), [boundary])
  return {
    prepare(options, query) {
      if (options.suspense) {
        // A remount after suspending neither refetches at once nor finds the query collected.
        const clamp = (value: number | 'static' | undefined) =>
          value === 'static' ? value : Math.max(value ?? 1000, 1000)
        const staleTime = options.staleTime
        options.staleTime =
          typeof staleTime === 'function'
            ? (...args) => clamp(staleTime(...args))
            : clamp(staleTime)
        if (typeof options.gcTime === 'number') options.gcTime = Math.max(options.gcTime, 1000)
      }
      // A query that throws its errors does not retry on mount until its boundary is reset.
      const throwOnError =
        query?.state.status === 'error' && typeof options.throwOnError === 'function'
          ? shouldThrowError(options.throwOnError, [query.state.error, query])
          : options.throwOnError
      if ((options.suspense || throwOnError) && !boundary.isReset()) options.retryOnMount = false
    },
    check(result, options, query, current) {
      if (options.suspense && result.isPending) {
        // The fetch that startAtRender began, or the one already on its way.
        throw current.fetch(options).catch(() => boundary.clearReset())
      }
      if (
        result.isError &&
        !boundary.isReset() &&
        !result.isFetching &&
        query &&
        ((options.suspense && result.data === undefined) ||
          shouldThrowError(options.throwOnError, [result.error, query]))
      ) {
        throw result.error
      }
    },
  }
}
