/**
 * The simulated registry as MSW 2 handlers. The only entry that imports msw, so
 * `dname-react/mock` bundles and runs without it.
 *
 * @packageDocumentation
 * @module dname-react/mock/msw
 */
export { mockRegistryHandlers } from './mockRegistryHandlers.js'
