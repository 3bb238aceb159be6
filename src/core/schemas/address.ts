import * as z from 'zod/mini'
import { LEDGER_ADDRESS_PATTERN } from '../address/ledgerAddressPattern.js'

export { LEDGER_ADDRESS_PATTERN }

export const ledgerAddressSchema = z.string().check(z.regex(LEDGER_ADDRESS_PATTERN))
