import type { Browser } from 'playwright-core'

/** A check's sentence and whether it held. */
export type Check = [string, boolean]

/** Lookup requests the registry served, by who sent them. */
export interface Lookups {
  /** Sent by Chromium. */
  fromBrowser(): number
  /** Sent by a server (Node's fetch). */
  fromServer(): number
}

/** What every app check works with: the browser, the registry and its log, the addresses. */
export interface Harness {
  browser: Browser
  registryUrl: string
  /** Named and unnamed addresses; `rows`: 500 distinct addresses, a few of them named. */
  addresses: { named: string[]; noName: string; rows: string[] }
  lookups: Lookups
}
