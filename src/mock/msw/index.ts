// `dname-react/mock/msw`: the simulated registry as MSW 2 handlers. The only entry that imports
// msw, so `dname-react/mock` bundles and runs without it.
export { mockRegistryHandlers } from './mockRegistryHandlers.js'
