import { expect, it } from 'vitest'

it('dname-react/core exports exactly its public names', async () => {
  const core = await import('../../src/core/index.js')
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "ASCII_SWAPS",
      "AddressProblem",
      "AvatarSource",
      "DEFAULT_AVATAR_ORDER",
      "DEFAULT_GC_TIME",
      "DEFAULT_IPFS_GATEWAYS",
      "DEFAULT_STALE_TIME",
      "DnameApiError",
      "DnameCategory",
      "DnameError",
      "DnameInputError",
      "DnameMatch",
      "DnameNetworkError",
      "DnameRateLimitError",
      "DnameResponseError",
      "DnameSaleType",
      "DnameSort",
      "DnameStaleAnswerError",
      "DnameState",
      "DnameView",
      "LATIN_PASSING_SCRIPTS",
      "LEDGER_ADDRESS_PATTERN",
      "MAX_DATA_IMAGE_SIDE",
      "MAX_DATA_LINK_LENGTH",
      "MAX_LOOKUP_ADDRESSES",
      "MAX_LOOKUP_ADDRESS_LENGTH",
      "MAX_OWNED_NAMES",
      "MAX_RATE_LIMIT_WAIT_SECS",
      "MAX_RETRIES",
      "MAX_SWAP_READINGS",
      "SEND_REFUSALS",
      "SEND_TARGET_STALE_TIME",
      "VIEW_RANK",
      "asciiSwapReadings",
      "avatarUrls",
      "checkGateways",
      "checkLookupAddress",
      "createDnameClient",
      "createDnameConfig",
      "createLookupBatcher",
      "displayName",
      "dnameCategorySchema",
      "dnamePropertiesSchema",
      "dnameQueryKey",
      "dnameQueryKeyRoot",
      "dnameQueryOptions",
      "dnameRecordSchema",
      "dnameSaleTypeSchema",
      "dnameSearchParamsSchema",
      "dnameSearchResultSchema",
      "dnameSearchViewSchema",
      "dnameSortSchema",
      "dnameStateSchema",
      "dnameViewSchema",
      "encodeLedgerAddress",
      "fallbackColors",
      "gatewayProblem",
      "goaErrorSchema",
      "isLedgerAddress",
      "ledgerAddressSchema",
      "lookupQueryKey",
      "lookupQueryOptions",
      "matchOf",
      "monotonicNow",
      "nameWarning",
      "ownedDnamesQueryKey",
      "ownedDnamesQueryOptions",
      "pickAvatar",
      "prefetchDnameLookups",
      "projectView",
      "rateLimitBodySchema",
      "readSendInput",
      "resolveSendTarget",
      "retryDelay",
      "searchQueryKey",
      "searchQueryOptions",
      "sendCheck",
      "sendTargetQueryKey",
      "sendTargetQueryOptions",
      "shouldRetry",
      "truncateAddress",
    ]
  `)
})

it('dname-react/mock exports exactly its public names', async () => {
  const mock = await import('../../src/mock/index.js')
  expect(Object.keys(mock).sort()).toMatchInlineSnapshot(`
    [
      "createMockRegistry",
      "generateDataset",
      "generateRecords",
    ]
  `)
})

it('dname-react exports exactly its public names', async () => {
  const react = await import('../../src/index.js')
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_LABELS",
      "DnameAddressInput",
      "DnameAvatar",
      "DnameIdentity",
      "DnameName",
      "DnameProvider",
      "Identity",
      "OwnedNameRow",
      "OwnedNames",
      "useDname",
      "useDnameAvatar",
      "useDnameContext",
      "useDnameIdentity",
      "useDnameLookup",
      "useDnameLookups",
      "useDnameSearch",
      "useOwnedDnames",
      "useSendTarget",
      "useSuspenseDname",
      "useSuspenseDnameLookup",
      "useSuspenseDnameLookups",
      "useSuspenseOwnedDnames",
    ]
  `)
})

it('dname-react/mock/msw exports exactly its public names', async () => {
  const msw = await import('../../src/mock/msw/index.js')
  expect(Object.keys(msw).sort()).toEqual(['mockRegistryHandlers'])
})
