/**
 * The search (what checks its parameters and its answer, and its request) and a single record's
 * request and what reads its answer: off the lookups' path, loaded on the first search or record
 * fetch, or as the record hooks' module is evaluated.
 */
export { fetchSearch } from './fetchSearch.js'
export { parseSearchResult } from './parseSearchResult.js'
export { fetchRecord, readRecord } from './readRecord.js'
export { toSearchQuery } from './searchParams.js'
