/**
 * In Chromium, with its own HTTP cache: the send field's re-check reaches the registry, not a
 * copy the browser kept under `max-age=120`, and an answer a CDN kept 100 s is never sent on.
 */
import { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import type { SendTarget } from '../../../src/core/send/resolveSendTarget.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { CACHING_REGISTRY_PATH } from '../../support/browser/cachingRegistryPlugin.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

/** A send field on the registry of `mode`, typed with `input`; what `onResolve` was given. */
function field(mode: string, input: string) {
  const held: (string | undefined)[] = []
  function Field() {
    const [value, setValue] = useState(input)
    return (
      <DnameAddressInput
        value={value}
        onChange={setValue}
        debounceMs={0}
        onResolve={(address: string | undefined, _target: SendTarget | undefined) =>
          held.push(address)
        }
      />
    )
  }
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  root.render(
    <DnameProvider
      baseUrl={`${location.origin}${CACHING_REGISTRY_PATH}${mode}`}
      queryClient={new QueryClient()}
    >
      <Field />
    </DnameProvider>,
  )
  const state = () => container.querySelector('[data-dname-send]')?.getAttribute('data-state')
  const status = () => container.querySelector('[data-part="status"]')?.textContent ?? ''
  return { held, state, status }
}

const control = (mode: string, action: string, name: string, method = 'GET') =>
  fetch(`${CACHING_REGISTRY_PATH}${mode}/${action}/${name}`, { method }).then((r) => r.text())

it('asks the registry again once the answer is 10 s old, though it said max-age=120', async () => {
  const { held, state } = field('max-age', 'alice.algo')
  await expect.poll(state).toBe('name')
  const deposit = held.at(-1)
  expect(deposit).toMatch(/^[A-Z2-7]{58}$/)
  await control('max-age', '_sale', 'alice.algo', 'POST')
  // The answer goes at 10 s; the re-check must see the sale.
  await expect.poll(state, { timeout: 30_000, interval: 100 }).toBe('refused')
  expect(held.at(-1)).toBeUndefined()
  expect(held.slice(held.lastIndexOf(deposit) + 1).every((a) => a === undefined)).toBe(true)
  expect(Number(await control('max-age', '_count', 'alice.algo'))).toBe(2)
}, 60_000)

it('sends on no answer a CDN kept 100 s, and says it could not get a fresh one', async () => {
  const { held, state, status } = field('aged', 'alice.algo')
  await expect.poll(state).toBe('error')
  expect(status()).toContain('Could not get a fresh answer from the registry: check again.')
  expect(held.every((address) => address === undefined)).toBe(true)
})
