import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { expect, it } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { useSuspenseDname } from '../../../src/react/hooks/useSuspenseDname.js'
import { useSuspenseOwnedDnames } from '../../../src/react/hooks/useSuspenseOwnedDnames.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset({ seed: 2, size: 10 })

it('useSuspenseDname suspends until the record is there, and gives null for a name with none', async () => {
  function Record({ name }: { name: string }) {
    const { data } = useSuspenseDname(name, { select: (record) => record?.owner ?? 'none' })
    return <p>{`${name}: ${data}`}</p>
  }
  renderWithRegistry(
    <Suspense fallback={<p>loading</p>}>
      <Record name="alice.algo" />
      <Record name="nobody.algo" />
    </Suspense>,
  )
  expect(screen.getByText('loading')).toBeTruthy()
  expect(await screen.findByText(/^alice\.algo: [A-Z2-7]{58}$/)).toBeTruthy()
  expect(screen.getByText('nobody.algo: none')).toBeTruthy()
})

it('useSuspenseOwnedDnames suspends until the first page is there, with its total', async () => {
  function Owned() {
    const { data, hasNextPage } = useSuspenseOwnedDnames(addresses.collector, { pageSize: 200 })
    return (
      <p>{`${data.pages[0]?.dnames.length} of ${data.pages[0]?.total}, more: ${hasNextPage}`}</p>
    )
  }
  renderWithRegistry(
    <Suspense fallback={<p>loading</p>}>
      <Owned />
    </Suspense>,
    { registry: { seed: 2, size: 10 } },
  )
  expect(screen.getByText('loading')).toBeTruthy()
  expect(await screen.findByText('200 of 5000, more: true')).toBeTruthy()
})
