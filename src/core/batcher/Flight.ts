import type { DnameRecord } from '../schemas/dnameRecordSchema.js'
import type { DnameView } from '../schemas/enums.js'
import { VIEW_RANK } from '../views/viewRank.js'

/** What one caller, or one request, asks for. */
export interface Want {
  view: DnameView
  allowUnverified: boolean
}

export interface Caller extends Want {
  entry: Entry
  resolve(record: DnameRecord | null): void
  reject(error: unknown): void
  release: (() => void) | undefined
}

/** One address waiting for, or in, a request, with everyone who asked for it. */
export interface Entry {
  readonly address: string
  readonly callers: Set<Caller>
  /** 429 answers met so far. */
  attempts: number
  /** The request the entry is in; `undefined` while pending or once landed. */
  flight: Flight | undefined
}

/** An address's entry, with no caller yet. */
export const newEntry = (address: string): Entry => ({
  address,
  callers: new Set(),
  attempts: 0,
  flight: undefined,
})

/** One lookup request: formed, then sent, then landed. */
export interface Flight {
  readonly entries: readonly Entry[]
  /** What the request asks for: set when it is sent, from the callers it has then. */
  want: Want | undefined
  readonly controller: AbortController
}

/** The error refusing `address` before any request, or `undefined` to send it. */
export type Refuse = (address: string) => Error | undefined

/** Orders wants by how much they ask: the view first, then `allowUnverified`. */
export const wantWeight = (want: Want) => VIEW_RANK[want.view] * 2 + (want.allowUnverified ? 1 : 0)

/** A load's `fresh`: a function is asked only when a request for its address is in the air. */
export type Fresh = boolean | (() => boolean)

/**
 * Whether a load asking `want` may join `flight`: it is not sent yet, or it asks enough and the
 * load does not want an answer newer than the request (`fresh`).
 */
export const canJoin = ({ want: asked }: Flight, want: Want, fresh: Fresh | undefined) =>
  asked === undefined ||
  (VIEW_RANK[asked.view] >= VIEW_RANK[want.view] &&
    (asked.allowUnverified || !want.allowUnverified) &&
    !(typeof fresh === 'function' ? fresh() : fresh === true))

/** The richest view, and `allowUnverified` if any caller of `entries` asked for it. */
export function richest(entries: readonly Entry[]): Want {
  const want: Want = { view: 'tiny', allowUnverified: false }
  for (const entry of entries) {
    for (const caller of entry.callers) {
      if (VIEW_RANK[caller.view] > VIEW_RANK[want.view]) want.view = caller.view
      if (caller.allowUnverified) want.allowUnverified = true
    }
  }
  return want
}
