import { expect, it, vi } from 'vitest'
import { corrupt, testAddresses } from '../support/ledgerAddresses.js'

// The chunks the first names need start loading as the provider's module is evaluated in a
// browser, before any provider renders: a page's first render runs in one task, and chunks
// asked for from it would only be requested once it has ended.
it('loads the look-alike check and the checksum as soon as the provider is imported', async () => {
  vi.resetModules()
  const chunks = await import('../../src/core/client/loadValidation.js')
  const badChecksum = corrupt(testAddresses(1)[0] as string)
  expect(chunks.nameWarningChunk.loaded()).toBeUndefined()
  // By its shape alone, until the checksum is in.
  expect(chunks.addressProblemNow(badChecksum)).toBeUndefined()
  await import('../../src/react/DnameProvider.js')
  await vi.waitFor(() => {
    expect(chunks.nameWarningChunk.loaded()?.nameWarning).toBeTypeOf('function')
    expect(chunks.addressProblemNow(badChecksum)).toBe('badChecksum')
  })
})
