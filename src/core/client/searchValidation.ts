/** What checks a search's parameters and its answer. Loaded on the first search. */
export { parseSearchResult } from './parseSearchResult.js'
export { toSearchQuery } from './searchParams.js'
