import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { lookupQueryKey } from '../../src/core/query/lookupQueryOptions.js'
import { DnameName } from '../../src/react/components/DnameName.js'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import { testAddresses } from '../support/ledgerAddresses.js'

// A file of its own: the sheet stays in the head for the document's life.
const BASE_URL = 'https://registry.test'
const [short, long] = testAddresses(2, 83) as [string, string]

it('adds the sheet long names are cut by when the first long name is shown, with the nonce', async () => {
  const queryClient = new QueryClient()
  const record = (name: string, address: string) => ({
    name,
    caAlgo: [address],
    properties: { verified: {} },
  })
  queryClient.setQueryData(lookupQueryKey(BASE_URL, short), record('alice.algo', short))
  queryClient.setQueryData(
    lookupQueryKey(BASE_URL, long),
    record('palindromes-are-everywhere.algo', long),
  )
  const page = (addresses: string[]) => (
    <DnameProvider baseUrl={BASE_URL} queryClient={queryClient} nonce="r4nd0m">
      {addresses.map((address) => (
        <DnameName key={address} address={address} />
      ))}
    </DnameProvider>
  )
  const view = render(page([short]))
  expect(view.getByText('alice.algo')).toBeTruthy()
  await vi.dynamicImportSettled()
  // A page of short names never restyles or lays out again for it.
  expect(document.querySelector('style[data-dname-cut]')).toBeNull()

  view.rerender(page([short, long]))
  await vi.dynamicImportSettled()
  await vi.waitFor(() => expect(document.querySelector('style[data-dname-cut]')).not.toBeNull())
  const sheets = document.querySelectorAll<HTMLStyleElement>('style[data-dname-cut]')
  expect(sheets).toHaveLength(1)
  expect(sheets[0]?.nonce).toBe('r4nd0m')
  expect(sheets[0]?.textContent).toContain('[data-dname] [data-cut]')
})
