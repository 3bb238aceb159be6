/**
 * Renders that React spreads over several tasks (transitions, deferred values) send as few
 * lookup requests as one that runs in one go: ceil(U / 20) per commit, never a partial group
 * between two slices. Each case runs the library's rows and the control's.
 */
import { QueryClient } from '@tanstack/react-query'
import { startTransition, useDeferredValue } from 'react'
import { describe, expect, it } from 'vitest'
import {
  KINDS,
  type Kind,
  mount,
  namedRegistry,
  nameOf,
  provider,
  Rows,
  rowText,
  sleep,
  until,
} from './harness.js'

/** Rows that take 0.5 ms each: a 60-row render takes several of React's 5 ms slices. */
const SLOW = 0.5

/** Whether a timer set as the first row rendered ran before the last row rendered. */
function sliced(addresses: readonly string[]) {
  const seen = { rows: 0, atTimer: -1 }
  const Probe = () => {
    if (seen.rows++ === 0) setTimeout(() => (seen.atTimer = seen.rows), 0)
    return null
  }
  return { seen, Probe, wasSliced: () => seen.atTimer >= 0 && seen.atTimer < addresses.length }
}

const allShown = (container: HTMLElement, addresses: readonly string[], offset = 0) =>
  addresses.every((a, i) => rowText(container, a) === nameOf(i + offset))

describe.each(KINDS)('%s rows', (kind: Kind) => {
  it('sends [20, 20, 20] for 60 rows rendered in startTransition, over several slices', async () => {
    const { addresses, sizes, config } = namedRegistry(60, 11)
    const queryClient = new QueryClient()
    const { root, container } = mount(provider(config, queryClient, <ul />))
    await sleep(10)
    const { Probe, wasSliced } = sliced(addresses)
    const rows = addresses.map((address) => (
      <Probed key={address} address={address} kind={kind} Probe={Probe} />
    ))
    startTransition(() => root.render(provider(config, queryClient, <ul>{rows}</ul>)))
    await until(() => allShown(container, addresses), 'every name')
    expect(wasSliced()).toBe(true)
    expect(sizes()).toEqual([20, 20, 20])
  })

  it('sends ceil(U / 20) for a list a deferred value renders in the background', async () => {
    const { addresses, sizes, config } = namedRegistry(60, 12)
    const queryClient = new QueryClient()
    function Deferred() {
      const shown = useDeferredValue(addresses, [])
      return <Rows addresses={shown} kind={kind} slow={SLOW} />
    }
    const { container } = mount(provider(config, queryClient, <Deferred />))
    await until(() => allShown(container, addresses), 'every name')
    expect(sizes()).toEqual([20, 20, 20])
  })

  it('sends 10 requests for 100 rows swapped for another 100 before the first answer', async () => {
    const { addresses, sizes, config } = namedRegistry(200, 13, { latencyMs: 300 })
    const [first, second] = [addresses.slice(0, 100), addresses.slice(100)]
    const queryClient = new QueryClient()
    const { root, container } = mount(provider(config, queryClient, <ul />))
    await sleep(10)
    const show = (list: string[]) =>
      startTransition(() =>
        root.render(
          provider(config, queryClient, <Rows addresses={list} kind={kind} slow={0.2} />),
        ),
      )
    show(first)
    await until(() => sizes().length > 0, 'the first request')
    show(second)
    await until(() => allShown(container, second, 100), 'every name')
    expect(sizes()).toEqual(Array(10).fill(20))
  })
})

function Probed({ address, kind, Probe }: { address: string; kind: Kind; Probe: () => null }) {
  return (
    <>
      <Probe />
      <Rows addresses={[address]} kind={kind} slow={SLOW} />
    </>
  )
}
