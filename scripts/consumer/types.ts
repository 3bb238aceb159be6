/** A check's sentence and whether it held. */
export type Check = [string, boolean]

/** Lookup requests the registry served, by who sent them. */
export interface Lookups {
  /** Sent by Chromium. */
  fromBrowser(): number
  /** Sent by a server (Node's fetch). */
  fromServer(): number
}
