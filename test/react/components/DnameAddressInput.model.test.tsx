/**
 * Model-based test of the send field: random sequences of typing, record changes at the
 * registry (sale, expiry, a new deposit account, back as it was), time passing, slow answers,
 * network failures, server faults and 429s. After each step, the address the caller holds
 * (`onResolve`'s last) is one the registry gave for what the field holds, in its last answer
 * for it, at most 10 s ago, and never one of a look-alike the person did not confirm.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { StrictMode, useState } from 'react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { loadAddressValidation, loadNameWarning } from '../../../src/core/client/loadValidation.js'
import { SEND_TARGET_STALE_TIME } from '../../../src/core/query/sendTargetQueryOptions.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { advanceFakeTime } from '../../support/advanceFakeTime.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const BASE_URL = 'https://registry.test'
const { addresses, records } = generateDataset()
const LOOK_ALIKE = '\u0430lice.algo'
const INPUTS = ['alice.algo', 'bargain.algo', LOOK_ALIKE, addresses.noName, 'ALICE.algo', '']
const NAMES = ['alice.algo', 'bargain.algo', LOOK_ALIKE]
const DEPOSITS = testAddresses(3, 7)

/** An answer of `GET /dname/{name}` as it completed: when, and what it said. */
interface Answer {
  name: string
  time: number
  ok: boolean
  deposit: string | undefined
}

beforeAll(async () => {
  await Promise.all([
    loadAddressValidation(),
    loadNameWarning(),
    import('../../../src/core/send/resolveSendTarget.js'),
  ])
})
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

type Command =
  | { kind: 'type'; input: number }
  | { kind: 'change'; name: number; change: 'sale' | 'expire' | 'deposit' | 'restore' }
  | { kind: 'time'; ms: number }
  | { kind: 'latency'; ms: number }
  | { kind: 'fault'; fault: 'network' | 429 | 503 }

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), input: fc.nat(INPUTS.length - 1) }),
  fc.record({
    kind: fc.constant('change' as const),
    name: fc.nat(NAMES.length - 1),
    change: fc.constantFrom(
      'sale' as const,
      'expire' as const,
      'deposit' as const,
      'restore' as const,
    ),
  }),
  fc.record({ kind: fc.constant('time' as const), ms: fc.integer({ min: 0, max: 15_000 }) }),
  fc.record({ kind: fc.constant('latency' as const), ms: fc.constantFrom(0, 300, 2_000, 12_000) }),
  fc.record({
    kind: fc.constant('fault' as const),
    fault: fc.constantFrom('network' as const, 429 as const, 503 as const),
  }),
)

// Coarser steps than the example tests: thousands of sequences must run in a minute.
const advance = (ms: number) => advanceFakeTime(ms, 500)

async function run(commands: Command[]) {
  const registry = createMockRegistry({ now: () => Date.now(), latencyMs: () => latency })
  let latency = 0
  const originals = new Map(NAMES.map((name) => [name, structuredClone(registry.record(name))]))
  const answers: Answer[] = []
  // Logs each answer of the registry as the client receives it.
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const name = decodeURIComponent(url.pathname.replace(/^\/dname\//, ''))
    try {
      const response = await registry.fetch(input, init)
      const body = response.ok ? ((await response.clone().json()) as DnameRecord) : undefined
      answers.push({ name, time: Date.now(), ok: response.ok, deposit: body?.depositAccount })
      return response
    } catch (error) {
      if (!init?.signal?.aborted)
        answers.push({ name, time: Date.now(), ok: false, deposit: undefined })
      throw error
    }
  }) as typeof globalThis.fetch
  const held: (string | undefined)[] = []
  let typed = ''
  function Field() {
    const [value, setValue] = useState('')
    return (
      <DnameAddressInput
        value={value}
        onChange={setValue}
        onResolve={(address) => held.push(address)}
        debounceMs={100}
      />
    )
  }
  render(
    <StrictMode>
      <DnameProvider baseUrl={BASE_URL} fetch={fetch}>
        <Field />
      </DnameProvider>
    </StrictMode>,
  )
  const check = () => {
    const address = held.at(-1)
    if (address === undefined) return
    expect(typed).not.toBe('')
    expect(typed).not.toBe(LOOK_ALIKE)
    if (typed === addresses.noName) return expect(address).toBe(typed)
    const name = typed.toLowerCase()
    const last = answers.filter((a) => a.name === name).at(-1)
    expect(last, `an answer for ${name}`).toBeDefined()
    expect(last?.ok).toBe(true)
    expect(last?.deposit).toBe(address)
    expect(Date.now() - (last?.time ?? 0)).toBeLessThanOrEqual(SEND_TARGET_STALE_TIME)
  }
  try {
    await steps(commands)
  } finally {
    cleanup()
  }

  async function steps(commands: Command[]) {
    for (const step of commands) {
      switch (step.kind) {
        case 'type':
          typed = INPUTS[step.input] ?? ''
          fireEvent.change(screen.getByLabelText('Send to'), { target: { value: typed } })
          break
        case 'change': {
          const name = NAMES[step.name] ?? 'alice.algo'
          if (step.change === 'sale') {
            registry.updateRecord(name, { state: 'forSale', saleType: 'buyItNow', sellAmount: 1 })
          } else if (step.change === 'expire') {
            registry.updateRecord(name, { state: 'expired', expired: true })
          } else if (step.change === 'deposit') {
            registry.updateRecord(name, { depositAccount: DEPOSITS[step.name] })
          } else {
            registry.addRecord(structuredClone(originals.get(name) as DnameRecord))
          }
          break
        }
        case 'time':
          await advance(step.ms)
          break
        case 'latency':
          latency = step.ms
          break
        case 'fault':
          registry.failNext(1, step.fault)
          break
      }
      check()
    }
    await advance(20_000)
    check()
  }
}

it('never holds an address the registry did not give for the input in the last 10 s', async () => {
  expect(records.length).toBeGreaterThan(0)
  await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 25 }), run), {
    // 500 sequences of up to 25 steps each in CI; MODEL_RUNS=5000 for a longer search.
    numRuns: Number(process.env.MODEL_RUNS ?? 500),
  })
}, 600_000)
