/**
 * The registry's read interface in memory, for stories and tests.
 *
 * @packageDocumentation
 * @module dname-react/mock
 */

export {
  createMockRegistry,
  type MockRegistry,
  type MockRegistryOptions,
  type MockRequest,
} from './createMockRegistry.js'
export {
  type GenerateOptions,
  generateDataset,
  generateRecords,
  type MockAddresses,
  type MockDataset,
} from './generateDataset.js'
