/**
 * Model-based test of the send field: random sequences of typing, record changes at the
 * registry (sale, expiry, a new deposit account, back as it was), time passing, slow answers,
 * network failures, server faults and 429s, a CDN and a browser HTTP cache that keep answers
 * for 2 minutes (spec part 1, rule 6), and a wall clock set back or forward by an hour. After
 * each step, the address the caller holds (`onResolve`'s last) is one the registry gave for
 * what the field holds, in the last answer that reached the client for it, made at most 10 s
 * ago by the monotonic clock, and never one of a look-alike the person did not confirm.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { StrictMode, useState } from 'react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import {
  loadFailures,
  loadNameWarning,
  loadSearchValidation,
} from '../../../src/core/client/loadValidation.js'
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

/** An answer of `GET /dname/{name}` as it reached the client: when the registry made it, and what it said. */
interface Answer {
  name: string
  madeAt: number
  ok: boolean
  deposit: string | undefined
}

/** An answer a cache keeps: the registry's response, and when it made it. */
interface Kept {
  response: Response
  madeAt: number
  answer: Answer
}

/** How long the CDN and the browser keep an answer (`max-age=120`). */
const KEEP_MS = 120_000

beforeAll(async () => {
  await Promise.all([
    loadFailures(),
    loadNameWarning(),
    loadSearchValidation(),
    import('../../../src/core/send/resolveSendTarget.js'),
  ])
})
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: 0 })
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
  | { kind: 'cache'; cdn: boolean; browser: boolean }
  | { kind: 'clock'; hours: -1 | 1 }

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
  fc.record({ kind: fc.constant('cache' as const), cdn: fc.boolean(), browser: fc.boolean() }),
  fc.record({
    kind: fc.constant('clock' as const),
    hours: fc.constantFrom(-1 as const, 1 as const),
  }),
)

// Coarser steps than the example tests: thousands of sequences must run in a minute.
const advance = (ms: number) => advanceFakeTime(ms, 500)

async function run(commands: Command[]) {
  const registry = createMockRegistry({ now: () => Date.now(), latencyMs: () => latency })
  let latency = 0
  const originals = new Map(NAMES.map((name) => [name, structuredClone(registry.record(name))]))
  const answers: Answer[] = []
  const caches = { cdn: false, browser: false }
  const cdn = new Map<string, Kept>()
  const browser = new Map<string, Kept>()
  const keptFor = (store: Map<string, Kept>, url: string) => {
    const kept = store.get(url)
    return kept && performance.now() - kept.madeAt < KEEP_MS ? kept : undefined
  }
  // The registry behind a CDN and the browser's HTTP cache, each on when the sequence says so.
  // The CDN says how long it kept an answer in `Age`; the browser's cache says nothing, but it
  // keeps the registry's `Date`. Every answer is logged as it reaches the client.
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    const name = decodeURIComponent(new URL(url).pathname.replace(/^\/dname\//, ''))
    const fromBrowser = caches.browser && init?.cache !== 'no-store' && keptFor(browser, url)
    if (fromBrowser) {
      answers.push(fromBrowser.answer)
      return fromBrowser.response.clone()
    }
    const fromCdn = caches.cdn && keptFor(cdn, url)
    if (fromCdn) {
      const headers = new Headers(fromCdn.response.headers)
      headers.set('age', String(Math.floor((performance.now() - fromCdn.madeAt) / 1000)))
      answers.push(fromCdn.answer)
      return new Response(await fromCdn.response.clone().text(), {
        status: fromCdn.response.status,
        headers,
      })
    }
    try {
      const origin = await registry.fetch(input, init)
      const madeAt = performance.now()
      const headers = new Headers(origin.headers)
      headers.set('date', new Date(Date.now()).toUTCString())
      const text = await origin.text()
      const response = new Response(text, { status: origin.status, headers })
      const body = response.ok ? (JSON.parse(text) as DnameRecord) : undefined
      const answer = { name, madeAt, ok: response.ok, deposit: body?.depositAccount }
      if (response.ok || response.status === 404) {
        const kept = { response: response.clone(), madeAt, answer }
        cdn.set(url, kept)
        if (init?.cache !== 'no-store') browser.set(url, kept)
      }
      answers.push(answer)
      return response
    } catch (error) {
      if (!init?.signal?.aborted) {
        answers.push({ name, madeAt: performance.now(), ok: false, deposit: undefined })
      }
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
    expect(performance.now() - (last?.madeAt ?? 0)).toBeLessThanOrEqual(SEND_TARGET_STALE_TIME)
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
        case 'cache':
          caches.cdn = step.cdn
          caches.browser = step.browser
          break
        case 'clock':
          // The wall clock only: timers and the monotonic clock go on as they were.
          vi.setSystemTime(Date.now() + step.hours * 3_600_000)
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
