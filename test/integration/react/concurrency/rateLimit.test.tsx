/**
 * A 429 holds every request of the batcher, new loads included; when the back-off ends, the
 * addresses that waited and those that came meanwhile leave together.
 */
import { QueryClient } from '@tanstack/react-query'
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

describe.each(KINDS)('%s rows', (kind: Kind) => {
  it('sends a row that comes during a back-off with the rows that waited, when it ends', async () => {
    const { addresses, sent, config, registry } = namedRegistry(40, 71, {
      latencyMs: 10,
      rateLimit: { limit: 1, windowSecs: 2 },
    })
    const [first, waiting, later] = [
      addresses.slice(0, 20),
      addresses.slice(20, 35),
      addresses.slice(35),
    ]
    const queryClient = new QueryClient()
    const page = (lists: string[][]) =>
      provider(
        config,
        queryClient,
        lists.map((list) => <Rows key={list[0]} addresses={list} kind={kind} />),
      )
    const { root, container } = mount(page([first]))
    await until(() => first.every((a, i) => rowText(container, a) === nameOf(i)), 'the first names')
    root.render(page([first, waiting]))
    await until(() => registry.requests.some((r) => r.status === 429), 'the 429')
    const limitedAt = Date.now()
    await sleep(300)
    root.render(page([first, waiting, later]))
    const shown = () => addresses.every((a, i) => rowText(container, a) === nameOf(i))
    await until(shown, 'every name')
    expect(registry.requests.map((r) => r.status)).toEqual([200, 429, 200])
    expect(sent.map((s) => s.length)).toEqual([20, 15, 20])
    // The last request left once the back-off had passed, not before.
    const lastAt = registry.requests.at(-1)?.time ?? 0
    expect(lastAt - limitedAt).toBeGreaterThanOrEqual(1_500)
  })
})
