/**
 * The registry client, the batcher, query options, schemas, checks and errors. No React.
 *
 * @packageDocumentation
 * @module dname-react/core
 */

export { AddressProblem } from './address/AddressProblem.js'
export { MAX_LOOKUP_ADDRESS_LENGTH } from './address/addressShapeProblem.js'
export { checkLookupAddress } from './address/checkLookupAddress.js'
export { encodeLedgerAddress } from './address/encodeLedgerAddress.js'
export { isLedgerAddress } from './address/isLedgerAddress.js'
export { type TruncateAddressOptions, truncateAddress } from './address/truncateAddress.js'
export {
  DEFAULT_IPFS_GATEWAYS,
  MAX_DATA_IMAGE_SIDE,
  MAX_DATA_LINK_LENGTH,
} from './avatar/avatarLinkUrls.js'
export { avatarUrls } from './avatar/avatarUrls.js'
export { checkGateways, gatewayProblem } from './avatar/checkGateways.js'
export { type FallbackColors, fallbackColors } from './avatar/fallbackColors.js'
export { AvatarSource, DEFAULT_AVATAR_ORDER, pickAvatar } from './avatar/pickAvatar.js'
export {
  createLookupBatcher,
  type LoadOptions,
  type LookupBatcher,
  type LookupBatcherOptions,
} from './batcher/createLookupBatcher.js'
export {
  createDnameClient,
  type DnameClient,
  type DnameClientOptions,
  type GetOptions,
  type RequestOptions,
} from './client/createDnameClient.js'
export {
  type LookupOptions,
  type LookupResult,
  MAX_LOOKUP_ADDRESSES,
} from './client/fetchLookup.js'
export { type DnameSearchParams, dnameSearchParamsSchema } from './client/searchParams.js'
export {
  createDnameConfig,
  type DnameConfig,
  type DnameConfigOptions,
  type DnameConfigSettings,
  type DnameRegistry,
} from './config/createDnameConfig.js'
export { DnameApiError } from './errors/DnameApiError.js'
export { DnameError } from './errors/DnameError.js'
export { DnameInputError } from './errors/DnameInputError.js'
export { DnameNetworkError } from './errors/DnameNetworkError.js'
export { DnameRateLimitError, MAX_RATE_LIMIT_WAIT_SECS } from './errors/DnameRateLimitError.js'
export { DnameResponseError } from './errors/DnameResponseError.js'
export { DnameStaleAnswerError } from './errors/DnameStaleAnswerError.js'
export { LATIN_PASSING_SCRIPTS } from './names/asciiReading.js'
export { ASCII_SWAPS, asciiSwapReadings, MAX_SWAP_READINGS } from './names/asciiSwaps.js'
export {
  type LookAlikeReason,
  type NameWarning,
  nameWarning,
} from './names/nameWarning.js'
export {
  DEFAULT_GC_TIME,
  DEFAULT_STALE_TIME,
  type DnameQueryContext,
  dnameQueryKeyRoot,
} from './query/DnameQueryContext.js'
export {
  type DnameParams,
  type DnameQueryKey,
  dnameQueryKey,
  dnameQueryOptions,
} from './query/dnameQueryOptions.js'
export {
  type LookupParams,
  type LookupQueryKey,
  lookupQueryKey,
  lookupQueryOptions,
} from './query/lookupQueryOptions.js'
export {
  type PrefetchResult,
  prefetchDnameLookups,
  type QueryCacheWriter,
} from './query/prefetchDnameLookups.js'
export { MAX_RETRIES, retryDelay, shouldRetry } from './query/retry.js'
export {
  MAX_OWNED_NAMES,
  type OwnedDnamesParams,
  type OwnedDnamesQueryKey,
  ownedDnamesQueryKey,
  ownedDnamesQueryOptions,
  type SearchQueryKey,
  searchQueryKey,
  searchQueryOptions,
} from './query/searchQueryOptions.js'
export {
  SEND_TARGET_STALE_TIME,
  type SendTargetQueryKey,
  sendTargetQueryKey,
  sendTargetQueryOptions,
} from './query/sendTargetQueryOptions.js'
export { LEDGER_ADDRESS_PATTERN, ledgerAddressSchema } from './schemas/address.js'
export {
  type DnameProperties,
  type DnameRecord,
  dnamePropertiesSchema,
  dnameRecordSchema,
} from './schemas/dnameRecordSchema.js'
export {
  type DnameSearchResult,
  dnameSearchResultSchema,
} from './schemas/dnameSearchResultSchema.js'
export {
  DnameCategory,
  DnameSaleType,
  type DnameSearchView,
  DnameSort,
  DnameState,
  DnameView,
  dnameCategorySchema,
  dnameSaleTypeSchema,
  dnameSearchViewSchema,
  dnameSortSchema,
  dnameStateSchema,
  dnameViewSchema,
} from './schemas/enums.js'
export {
  type GoaError,
  goaErrorSchema,
  type RateLimitBody,
  rateLimitBodySchema,
} from './schemas/errorBodySchemas.js'
export {
  resolveSendTarget,
  SEND_REFUSALS,
  type SendRefusalReason,
  type SendTarget,
} from './send/resolveSendTarget.js'
export {
  type SendCheck,
  type SendCheckState,
  type SendQueryState,
  sendCheck,
} from './send/sendCheck.js'
export { readSendInput, type SendInput } from './send/sendInput.js'
export { monotonicNow } from './time/monotonicNow.js'
export { type DisplayName, displayName } from './views/displayName.js'
export { DnameMatch, matchOf } from './views/matchOf.js'
export { projectView } from './views/projectView.js'
export { VIEW_RANK } from './views/viewRank.js'
