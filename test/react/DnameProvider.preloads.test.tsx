import { expect, it, vi } from 'vitest'

// The chunks the first names need start loading as the provider's module is evaluated in a
// browser, before any provider renders: a page's first render runs in one task, and chunks
// asked for from it would only be requested once it has ended.
it('loads the look-alike check and what reads failures as soon as the provider is imported', async () => {
  vi.resetModules()
  const chunks = await import('../../src/core/client/loadValidation.js')
  expect(chunks.nameWarningChunk.loaded()).toBeUndefined()
  expect(chunks.failuresChunk.loaded()).toBeUndefined()
  await import('../../src/react/DnameProvider.js')
  await vi.waitFor(() => {
    expect(chunks.nameWarningChunk.loaded()?.nameWarning).toBeTypeOf('function')
    expect(chunks.failuresChunk.loaded()?.lookupNotOk).toBeTypeOf('function')
  })
})
