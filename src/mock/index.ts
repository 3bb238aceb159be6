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
