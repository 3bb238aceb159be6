import { expect, it } from 'vitest'

it('dname-react/core exports exactly its public names', async () => {
  const core = await import('../src/core/index.js')
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "AddressProblem",
      "DnameApiError",
      "DnameCategory",
      "DnameError",
      "DnameInputError",
      "DnameNetworkError",
      "DnameRateLimitError",
      "DnameResponseError",
      "DnameSaleType",
      "DnameSort",
      "DnameState",
      "DnameView",
      "LEDGER_ADDRESS_PATTERN",
      "MAX_LOOKUP_ADDRESSES",
      "MAX_LOOKUP_ADDRESS_LENGTH",
      "checkLookupAddress",
      "createDnameClient",
      "dnameCategorySchema",
      "dnamePropertiesSchema",
      "dnameRecordSchema",
      "dnameSaleTypeSchema",
      "dnameSearchParamsSchema",
      "dnameSearchResultSchema",
      "dnameSearchViewSchema",
      "dnameSortSchema",
      "dnameStateSchema",
      "dnameViewSchema",
      "encodeLedgerAddress",
      "goaErrorSchema",
      "isLedgerAddress",
      "ledgerAddressSchema",
      "rateLimitBodySchema",
      "truncateAddress",
    ]
  `)
})

it('dname-react/mock exports exactly its public names', async () => {
  const mock = await import('../src/mock/index.js')
  expect(Object.keys(mock).sort()).toMatchInlineSnapshot(`
    [
      "createMockRegistry",
      "generateDataset",
      "generateRecords",
    ]
  `)
})
