/** What a search checks: its parameters and its answer. Loaded on the first search. */
export { dnameRecordSchema } from '../schemas/dnameRecordSchema.js'
export { dnameSearchResultSchema } from '../schemas/dnameSearchResultSchema.js'
export { toSearchQuery } from './searchParams.js'
