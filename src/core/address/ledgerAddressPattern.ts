/** The shape of a ledger address (spec 2.1); the checksum is checked by `isLedgerAddress`. */
export const LEDGER_ADDRESS_PATTERN = /^[A-Z2-7]{57}[AEIMQUY4]$/
