/**
 * The search (what checks its parameters and its answer, and its request) and what reads a
 * single record's answer: off the lookups' path, loaded on the first search or record fetch.
 */
export { fetchSearch } from './fetchSearch.js'
export { parseSearchResult } from './parseSearchResult.js'
export { readRecord } from './readRecord.js'
export { toSearchQuery } from './searchParams.js'
