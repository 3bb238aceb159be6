/**
 * In Chromium, with React's development build and <StrictMode>, as `vite` and `next dev` run an
 * app: every row of a page shows its name, also when the list remounts as it loads.
 */
import { QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

function mount(ui: React.ReactNode) {
  const registry = createMockRegistry({ latencyMs: 40 })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  root.render(
    <StrictMode>
      <DnameProvider
        baseUrl="https://registry.test"
        fetch={registry.fetch}
        queryClient={new QueryClient()}
      >
        {ui}
      </DnameProvider>
    </StrictMode>,
  )
  return registry
}

const sixtyNamed = () => {
  const records = createMockRegistry().records()
  return [...new Set(records.flatMap((r) => r.caAlgo ?? []))].slice(0, 60)
}

const shownNames = () =>
  Array.from(document.querySelectorAll('[data-dname][data-state="found"] [data-part="name"]'))
    .length

it('runs in development under StrictMode, which mounts every effect twice', async () => {
  let mounts = 0
  function Probe() {
    useEffect(() => {
      mounts += 1
    }, [])
    return null
  }
  mount(<Probe />)
  await expect.poll(() => mounts).toBe(2)
})

it('shows every name of a 60-address page', async () => {
  const addresses = sixtyNamed()
  const registry = mount(addresses.map((address) => <DnameName key={address} address={address} />))
  await expect.poll(shownNames, { timeout: 30_000 }).toBe(60)
  const lookups = registry.requests.filter((r) => r.path === '/dname/lookup')
  expect(lookups.map((r) => r.query.address?.length)).toEqual([20, 20, 20])
})

it('shows every name when the list remounts 30 ms after mounting', async () => {
  const addresses = sixtyNamed()
  function List() {
    const [generation, setGeneration] = useState(0)
    useEffect(() => {
      const timer = setTimeout(() => setGeneration(1), 30)
      return () => clearTimeout(timer)
    }, [])
    return (
      <div key={generation} data-generation={generation}>
        {addresses.map((address) => (
          <DnameName key={address} address={address} />
        ))}
      </div>
    )
  }
  mount(<List />)
  await expect.poll(() => document.querySelector('[data-generation="1"]')).not.toBeNull()
  await expect.poll(shownNames, { timeout: 30_000 }).toBe(60)
})
