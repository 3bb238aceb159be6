/**
 * Full groups and liveness rest on React's signals, not on the machine's speed: a long task
 * between every two of React's slices (longer than any timer of the library's, which has none
 * in its hold) splits no group, and a lookup started by a render that does not commit (a
 * transition that never ends, a render that throws, a suspended tree beside a component that
 * renders every frame) still leaves. Each gap is a timer task run between React's slices, which
 * Node runs in its own phase of every turn of the event loop: the order is fixed, the length
 * does not matter.
 */
import { QueryClient } from '@tanstack/react-query'
import { Fragment, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { DnameName } from '../../../../src/react/components/DnameName.js'
import { useSuspenseDnameLookup } from '../../../../src/react/hooks/useSuspenseDnameLookup.js'
import {
  busy,
  Catch,
  mount,
  namedRegistry,
  nameOf,
  provider,
  Row,
  Rows,
  rowText,
  sleep,
  until,
} from './harness.js'

/** A long task before each of React's slices, until stopped. */
function gaps(ms: number) {
  let on = true
  let count = 0
  const gap = () => {
    if (!on) return
    count++
    busy(ms)
    setTimeout(gap, 0)
  }
  setTimeout(gap, 0)
  return {
    stop: () => {
      on = false
    },
    count: () => count,
  }
}
let stopGaps: (() => void) | undefined
afterEach(() => stopGaps?.())

/** Work of the page's own, with no name in it: two of these take a slice each. */
function Heavy() {
  busy(8)
  return <li>chart</li>
}
/** Rows of names, with two of the page's own heavy cells after every ten. */
function MixedRows({ addresses }: { addresses: readonly string[] }) {
  return (
    <ul>
      {addresses.map((address, i) => (
        <Fragment key={address}>
          <Row address={address} kind="library" slow={0.3} />
          {i % 10 === 9 && (
            <>
              <Heavy />
              <Heavy />
            </>
          )}
        </Fragment>
      ))}
    </ul>
  )
}

const shown = (container: HTMLElement, addresses: readonly string[], offset = 0) =>
  addresses.every((a, i) => rowText(container, a) === nameOf(i + offset))

it('sends [20, 20, 20] for 60 rows in a transition with an 80 ms task between every two slices, some without a name', async () => {
  const { addresses, sizes, config } = namedRegistry(60, 71)
  const queryClient = new QueryClient()
  const { root, container } = mount(provider(config, queryClient, <ul />))
  await sleep(10)
  const gap = gaps(80)
  stopGaps = gap.stop
  startTransition(() =>
    root.render(provider(config, queryClient, <MixedRows addresses={addresses} />)),
  )
  await until(() => shown(container, addresses), 'every name')
  gap.stop()
  // Several slices, each after a gap.
  expect(gap.count()).toBeGreaterThan(3)
  expect(sizes()).toEqual([20, 20, 20])
})

it('sends 10 requests for 100 rows swapped for another 100, with a 60 ms task between slices', async () => {
  const { addresses, sizes, config } = namedRegistry(200, 72, { latencyMs: 300 })
  const [first, second] = [addresses.slice(0, 100), addresses.slice(100)]
  const queryClient = new QueryClient()
  const { root, container } = mount(provider(config, queryClient, <ul />))
  await sleep(10)
  const gap = gaps(60)
  stopGaps = gap.stop
  const show = (list: string[]) =>
    startTransition(() =>
      root.render(provider(config, queryClient, <MixedRows addresses={list} />)),
    )
  show(first)
  await until(() => sizes().length > 0, 'the first request')
  show(second)
  await until(() => shown(container, second, 100), 'every name')
  expect(sizes()).toEqual(Array(10).fill(20))
})

/** A promise that never settles: what a transition waits on forever. */
const never = new Promise<never>(() => {})
function Forever(): ReactNode {
  // Thrown, as React 18 and 19 both take it (React 18 has no `use`).
  throw never
}

it('sends the lookups of a transition that never ends, in full groups', async () => {
  const { addresses, sent, sizes, config } = namedRegistry(30, 73)
  const queryClient = new QueryClient()
  const { root } = mount(provider(config, queryClient, <ul />))
  await sleep(10)
  const gap = gaps(60)
  stopGaps = gap.stop
  startTransition(() =>
    root.render(
      provider(
        config,
        queryClient,
        <Suspense fallback="…">
          <Rows addresses={addresses} kind="library" slow={0.5} />
          <Forever />
        </Suspense>,
      ),
    ),
  )
  await until(() => sent.flat().length === 30, 'every lookup', 10_000)
  expect(sizes()).toEqual([20, 10])
})

function Throws(): ReactNode {
  throw new Error('a row that cannot render')
}

it('sends the lookups of a render that throws', async () => {
  const { addresses, sent, config } = namedRegistry(25, 74)
  // React reports the error the boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const { container } = mount(
    provider(
      config,
      new QueryClient(),
      <Catch>
        <Rows addresses={addresses} kind="library" />
        <Throws />
      </Catch>,
    ),
  )
  await until(() => container.textContent === 'caught Error', 'the error boundary')
  await until(() => sent.flat().length === 25, 'every lookup', 10_000)
})

/** A cached name that renders again every 16 ms, as an animation would make it. */
function Ticker({ address }: { address: string }) {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    const id = setInterval(() => setTick((t) => t + 1), 16)
    return () => clearInterval(id)
  }, [])
  return <DnameName address={address} data-tick={tick} />
}
function SuspendedRow({ address }: { address: string }) {
  const { data } = useSuspenseDnameLookup(address, { select: (r) => r?.name ?? 'no name' })
  return <p data-row={address}>{data}</p>
}

it('sends a suspended lookup while a name beside it renders every frame', async () => {
  const { addresses, sent, config } = namedRegistry(2, 75)
  const [a, b] = addresses as [string, string]
  const queryClient = new QueryClient()
  const ticking = (more: ReactNode) =>
    provider(
      config,
      queryClient,
      <>
        <Ticker address={a} />
        {more}
      </>,
    )
  const { root, container } = mount(ticking(null))
  await until(() => container.textContent?.includes(nameOf(0)) === true, 'the first name')
  root.render(
    ticking(
      <Suspense fallback="…">
        <SuspendedRow address={b} />
      </Suspense>,
    ),
  )
  await until(() => rowText(container, b) === nameOf(1), 'the suspended name', 10_000)
  expect(sent).toEqual([[a], [b]])
})
