/** The search: what checks its parameters and its answer, and its request. Loaded on the first search. */
export { fetchSearch } from './fetchSearch.js'
export { parseSearchResult } from './parseSearchResult.js'
export { toSearchQuery } from './searchParams.js'
