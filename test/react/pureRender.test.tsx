/**
 * A render reads no clock and no random number, with or without data: Next.js prerenders
 * pages of names (`cacheComponents`) and fails a build whose render reads `Date.now()`. Renders
 * to a string, which runs renders and nothing else, so every read counted is a render's.
 */
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { createDnameConfig } from '../../src/core/config/createDnameConfig.js'
import { lookupQueryKey } from '../../src/core/query/lookupQueryOptions.js'
import type { DnameRecord } from '../../src/core/schemas/dnameRecordSchema.js'
import { createMockRegistry } from '../../src/mock/createMockRegistry.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameIdentity } from '../../src/react/components/DnameIdentity.js'
import { DnameName } from '../../src/react/components/DnameName.js'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import { testAddresses } from '../support/ledgerAddresses.js'

const BASE_URL = 'https://registry.test'
const [cached, uncached] = testAddresses(2, 61) as [string, string]

afterEach(() => {
  vi.restoreAllMocks()
})

it('reads no clock and no random number as it renders names, cached or not', () => {
  const config = createDnameConfig({ baseUrl: BASE_URL, fetch: createMockRegistry().fetch })
  const queryClient = new QueryClient()
  const record: DnameRecord = {
    name: 'cached.algo',
    caAlgo: [cached],
    properties: { verified: {} },
  }
  queryClient.setQueryData(lookupQueryKey(BASE_URL, cached), record)
  // React 18 warns of layout effects in a string render, and the test runner's console reads
  // the clock: neither is the library's render.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const clock = vi.spyOn(Date, 'now')
  const random = vi.spyOn(Math, 'random')
  const page = (
    <DnameProvider config={config} queryClient={queryClient}>
      {[cached, uncached].map((address) => (
        <div key={address}>
          <DnameName address={address} />
          <DnameAvatar address={address} />
          <DnameIdentity address={address} />
        </div>
      ))}
    </DnameProvider>
  )
  const html = renderToString(page)
  expect(html).toContain('cached.algo')
  expect(clock).not.toHaveBeenCalled()
  expect(random).not.toHaveBeenCalled()
})
