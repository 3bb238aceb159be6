import { isLedgerAddress } from '../address/isLedgerAddress.js'
import type { DnameClient } from '../client/createDnameClient.js'
import { freshAnswer } from '../client/freshAnswer.js'
import { loadNameWarning, loadSearchValidation } from '../client/loadValidation.js'
import { asciiSwapReadings } from '../names/asciiSwaps.js'
import type { NameWarning } from '../names/nameWarning.js'
import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import { monotonicNow } from '../time/monotonicNow.js'
import { SEND_TARGET_STALE_TIME } from './sendCheck.js'
import { readSendInput } from './sendInput.js'

/** Why an input cannot be sent to. */
export type SendRefusalReason =
  | 'empty'
  | 'invalidAddress'
  | 'invalidName'
  | 'notFound'
  | 'forSale'
  | 'expired'
  | 'noDepositAccount'

/** What every answer of {@link SendTarget} has. */
interface Answered {
  /**
   * When the registry made the answer about the name: milliseconds since the epoch on
   * `performance`'s monotonic clock (`monotonicNow`), from the answer's `Age` and `Date`
   * headers; for an input refused or taken as it is, when it was read. `sendCheck` counts
   * freshness from it.
   */
  answeredAt: number
}

/** Where to send, or why not. Never another field of the record than `depositAccount`. */
export type SendTarget = Answered &
  (
    | {
        ok: true
        /** The address to send to: the input's own, or the record's `depositAccount`. */
        address: string
        /** The record of a name. */
        record?: DnameRecord
        /** Set when the name can be mistaken for another: show it before anyone sends. */
        warning?: NameWarning
      }
    | {
        ok: false
        reason: SendRefusalReason
        /** The refusal in words fit to show a person. */
        message: string
        record?: DnameRecord
        warning?: NameWarning
      }
  )

export const SEND_REFUSALS: Readonly<Record<SendRefusalReason, string>> = {
  empty: 'Enter a name or an address.',
  invalidAddress: 'This is not a valid address: check it for a typing mistake.',
  invalidName: 'Enter a full name, such as alice.algo, or an address.',
  notFound: 'No record has this name.',
  forSale: 'This name is for sale: sending to it would pay whoever holds it now.',
  expired: 'This name has expired: do not send to it.',
  noDepositAccount: 'This name has no account to send to.',
}

const refuse = (
  reason: SendRefusalReason,
  extra: { record?: DnameRecord; warning?: NameWarning | undefined; answeredAt?: number } = {},
): SendTarget => ({
  ok: false,
  reason,
  message: SEND_REFUSALS[reason],
  answeredAt: extra.answeredAt ?? monotonicNow(),
  ...(extra.record ? { record: extra.record } : {}),
  ...(extra.warning ? { warning: extra.warning } : {}),
})

/** Whether the registry's `record` is the one of `name` (read as `readSendInput` reads it). */
const isRecordOf = (record: DnameRecord | null, name: string | undefined): record is DnameRecord =>
  record !== null && record.name.normalize('NFC').toLowerCase() === name

/**
 * Where a payment typed as `input` may go. An address (checksum checked) is its own target. A
 * full name is fetched (`GET /dname/{name}`, brief view) and resolves to its `depositAccount`
 * only: a record for sale or expired, or without one, is refused by reason (spec 2.1 and 3),
 * never sent to its owner, seller, verified addresses or anyone it is reserved for. A name that
 * can be mistaken for another carries `warning`: by its characters alone (`nameWarning`, as
 * typed and as the record spells it, which must be what was typed, in NFC and lower case), or
 * because, read with ASCII that passes for other ASCII, it is another registered name
 * (`a1ice.algo` when `alice.algo` exists, `rnicrosoft.algo` beside `microsoft.algo`; asked
 * with up to six more requests, in parallel: `asciiSwapReadings`).
 * Every request skips the browser's HTTP cache, and a record or 404 for the name older than
 * `SEND_TARGET_STALE_TIME` by its headers rejects with `DnameStaleAnswerError`; `answeredAt`
 * says when the registry made it. The network's failures, rate limits, old and
 * malformed answers reject with the client's typed errors; they are not refusals.
 */
export async function resolveSendTarget(
  client: DnameClient,
  input: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<SendTarget> {
  const read = readSendInput(input)
  if (read.kind === 'invalid') return refuse(read.reason)
  if (read.kind === 'address') {
    return isLedgerAddress(read.address)
      ? { ok: true, address: read.address, answeredAt: monotonicNow() }
      : refuse('invalidAddress')
  }
  // ASCII that passes for other ASCII (`a1ice.algo`, `rnicrosoft.algo`) makes a name dangerous
  // when what it reads as is another registered name: those are asked for beside the name
  // itself, at no cost in time.
  const readings = asciiSwapReadings(read.name)
  // The client's record requests are in a chunk of their own: loaded first, the requests are
  // sent in this task, so this is when they were sent. A client that says nothing of its
  // answers is taken as answering when it was asked.
  await loadSearchValidation()
  const sentAt = monotonicNow()
  let answeredAt = sentAt
  const onResponse = (response: Response) => {
    answeredAt = freshAnswer(response, sentAt, SEND_TARGET_STALE_TIME)
  }
  // The readings skip the browser's cache too, but are taken at any age: the name a look-alike
  // imitates is an old one, and a CDN keeps its 404 up to 2 minutes (spec part 1, rules 5, 6).
  const [record, lookAlike, ...others] = await Promise.all([
    client.get(read.name, { view: 'brief', signal, cache: 'no-store', onResponse }),
    loadNameWarning(),
    ...readings.map((reading) => client.get(reading, { view: 'tiny', signal, cache: 'no-store' })),
  ])
  const readsAs = readings.find((reading, i) => isRecordOf(others[i] ?? null, reading))
  // Judged as typed and as the registry spells it: the record may be another spelling.
  const spelledAs = isRecordOf(record, read.name) ? record.name : undefined
  const warning = lookAlike.warningOf([
    ...lookAlike.lookAlikeFindings(input.trim(), readsAs),
    // The record's spelling is judged only where it is not what was typed.
    ...(spelledAs === undefined || spelledAs === input.trim()
      ? []
      : lookAlike.lookAlikeFindings(spelledAs)),
    ...(spelledAs === undefined || spelledAs === read.name
      ? []
      : [{ reason: 'other-spelling' as const, characters: [], readsAs: spelledAs }]),
  ])
  if (!isRecordOf(record, read.name)) {
    return refuse('notFound', { warning, answeredAt })
  }
  if (record.state === 'forSale') return refuse('forSale', { record, warning, answeredAt })
  if (record.state === 'expired' || record.expired === true) {
    return refuse('expired', { record, warning, answeredAt })
  }
  const deposit = record.depositAccount
  if (!deposit || !isLedgerAddress(deposit)) {
    return refuse('noDepositAccount', { record, warning, answeredAt })
  }
  return { ok: true, address: deposit, record, answeredAt, ...(warning ? { warning } : {}) }
}
