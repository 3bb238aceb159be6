import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadFailures,
  loadNameWarning,
  loadSearchValidation,
} from '../../../src/core/client/loadValidation.js'
import type { SendTarget } from '../../../src/core/send/resolveSendTarget.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { advanceFakeTime } from '../../support/advanceFakeTime.js'
import { BASE_URL, renderWithRegistry } from '../../support/renderWithRegistry.js'

type OnResolve = (address: string | undefined, target?: SendTarget) => void

function Field({ onResolve }: { onResolve: OnResolve }) {
  const [value, setValue] = useState('')
  return (
    <DnameAddressInput value={value} onChange={setValue} onResolve={onResolve} debounceMs={0} />
  )
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Send to'), { target: { value: text } })
const state = () => document.querySelector('[data-dname-send]')?.getAttribute('data-state')
const status = () => document.querySelector('[data-part="status"]')?.textContent ?? ''
const advance = (ms: number) => advanceFakeTime(ms)
/** The address the caller holds: the last one `onResolve` was called with. */
const held = (onResolve: ReturnType<typeof vi.fn>) => onResolve.mock.calls.at(-1)?.[0]

// What reads failures, the look-alike check, the record reader and the send flow (with the
// checksum) are chunks of their own: loaded before time is faked.
beforeAll(async () => {
  await Promise.all([
    loadFailures(),
    loadNameWarning(),
    loadSearchValidation(),
    import('../../../src/core/send/resolveSendTarget.js'),
  ])
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A field that resolved `alice.algo`, with the registry answering after `latency.ms`. */
async function resolvedAlice() {
  const onResolve = vi.fn<OnResolve>()
  const latency = { ms: 0 }
  const view = renderWithRegistry(<Field onResolve={onResolve} />, {
    registry: { latencyMs: () => latency.ms, now: () => Date.now() },
  })
  type('alice.algo')
  await advance(50)
  expect(state()).toBe('name')
  const deposit = view.registry.record('alice.algo')?.depositAccount
  expect(held(onResolve)).toBe(deposit)
  return { ...view, onResolve, latency, deposit }
}

describe('DnameAddressInput never hands over a stale target', () => {
  it('drops the address when the answer is 10 s old, and checks again before handing it over', async () => {
    const { onResolve, latency, deposit } = await resolvedAlice()
    latency.ms = 2_000
    await advance(9_900)
    expect(held(onResolve)).toBe(deposit)
    await advance(200)
    expect(held(onResolve)).toBeUndefined()
    expect(state()).toBe('rechecking')
    expect(status()).toContain('Checking it again')
    await advance(2_000)
    expect(state()).toBe('name')
    expect(held(onResolve)).toBe(deposit)
  })

  it('shows "for sale" and hands over nothing once the name went on sale', async () => {
    const { onResolve, registry, latency } = await resolvedAlice()
    registry.updateRecord('alice.algo', { state: 'forSale', saleType: 'buyItNow', sellAmount: 1 })
    latency.ms = 1_000
    await advance(10_000)
    // While the check runs, the old deposit account is not sendable.
    expect(held(onResolve)).toBeUndefined()
    expect(state()).toBe('rechecking')
    await advance(1_200)
    expect(state()).toBe('refused')
    expect(status()).toContain('This name is for sale')
    expect(held(onResolve)).toBeUndefined()
  })

  it('holds no target while a failed re-check is retried, and says it could not be checked', async () => {
    const { onResolve, registry } = await resolvedAlice()
    registry.failNext(4, 'network')
    await advance(10_000)
    expect(held(onResolve)).toBeUndefined()
    for (let i = 0; i < 40; i++) {
      await advance(1_000)
      expect(held(onResolve)).toBeUndefined()
    }
    expect(state()).toBe('error')
    expect(status()).toMatch(/could not be checked.*Nothing can be sent/)
    expect(onResolve.mock.calls.filter(([address]) => address !== undefined)).toHaveLength(1)
  })

  it('after a rate limit says it waits, hands over nothing, and hands over again once checked', async () => {
    const { onResolve, registry, deposit } = await resolvedAlice()
    registry.failNext(1, 429)
    await advance(10_000)
    expect(state()).toBe('rateLimited')
    expect(status()).toContain('asked to wait')
    expect(held(onResolve)).toBeUndefined()
    await advance(1_200)
    expect(state()).toBe('name')
    expect(held(onResolve)).toBe(deposit)
  })

  it('hands over a look-alike only once the person confirms it, and says it is one', async () => {
    const onResolve = vi.fn<OnResolve>()
    const latency = { ms: 0 }
    const { registry } = renderWithRegistry(<Field onResolve={onResolve} />, {
      registry: { latencyMs: () => latency.ms, now: () => Date.now() },
    })
    type('\u0430lice.algo')
    await advance(50)
    expect(state()).toBe('confusable')
    expect(held(onResolve)).toBeUndefined()
    expect(onResolve.mock.calls.at(-1)?.[1]?.warning?.warning).toBe('confusable')
    fireEvent.click(screen.getByLabelText(/I have checked every character/))
    expect(held(onResolve)).toBe(registry.record('\u0430lice.algo')?.depositAccount)
    const deposit = held(onResolve)
    // Once the answer is old, the target goes; the same answer again keeps its confirmation.
    latency.ms = 1_000
    await advance(10_000)
    expect(held(onResolve)).toBeUndefined()
    await advance(1_200)
    expect(held(onResolve)).toBe(deposit)
  })

  it.each([
    ['back', -1],
    ['forward', 1],
  ])(
    'keeps to 10 s of real time when the wall clock is set %s an hour after the answer',
    async (_, hours) => {
      const { onResolve, latency, deposit, registry, rerender } = await resolvedAlice()
      const asked = registry.requests.length
      latency.ms = 2_000
      await advance(3_000)
      vi.setSystemTime(Date.now() + hours * 3_600_000)
      // A render now reads the clock: the answer is 3 s old, whatever the wall clock says.
      rerender(<Field onResolve={onResolve} />)
      await advance(6_000)
      expect(state()).toBe('name')
      expect(held(onResolve)).toBe(deposit)
      expect(registry.requests.length).toBe(asked)
      await advance(1_100)
      expect(held(onResolve)).toBeUndefined()
      expect(state()).toBe('rechecking')
      expect(registry.requests.length).toBe(asked + 1)
      await advance(2_000)
      expect(held(onResolve)).toBe(deposit)
    },
  )
})

describe('DnameAddressInput takes no answer a cache kept', () => {
  it('says it could not get a fresh answer for one 100 s old, hands over nothing, and offers to check again', async () => {
    const onResolve = vi.fn<OnResolve>()
    const registry = createMockRegistry()
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await registry.fetch(input, init)
      const headers = new Headers(answer.headers)
      headers.set('age', '100')
      return new Response(await answer.text(), { status: answer.status, headers })
    }) as typeof globalThis.fetch
    render(
      <DnameProvider baseUrl={BASE_URL} fetch={fetch}>
        <Field onResolve={onResolve} />
      </DnameProvider>,
    )
    type('alice.algo')
    await advance(50)
    expect(state()).toBe('error')
    expect(status()).toContain(
      'Could not get a fresh answer from the registry: check again. Nothing can be sent until then.',
    )
    expect(status()).not.toContain('could not be checked')
    expect(held(onResolve)).toBeUndefined()
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy()
  })
})
