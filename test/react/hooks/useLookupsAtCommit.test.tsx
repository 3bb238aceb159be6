import { QueryClient, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { useLookupsAtCommit } from '../../../src/react/hooks/useLookupsAtCommit.js'

const record: DnameRecord = { name: 'alice.algo' }
const queryKey = ['dname', 'https://registry.test', 'lookup', 'ADDR', { view: 'tiny' }] as const

/** A lookup the test answers, one promise per call, each call's signal kept. */
function lookupOf() {
  const signals: AbortSignal[] = []
  const answers: Array<(record: DnameRecord | null) => void> = []
  const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) => {
    signals.push(signal)
    return new Promise<DnameRecord | null>((resolve) => answers.push(resolve))
  })
  return { lookup: { queryKey, queryFn, enabled: true }, queryFn, signals, answers }
}
type Lookup = ReturnType<typeof lookupOf>['lookup']

/** A component that sends its lookup as it commits, and shows nothing. */
function Starter({ client, lookup }: { client: QueryClient; lookup: Lookup }) {
  useLookupsAtCommit(client, [lookup])
  return null
}

/** A component that sends its lookup as it commits and shows it through `useQuery`. */
function Shown({ client, lookup }: { client: QueryClient; lookup: Lookup }) {
  const [query] = useLookupsAtCommit(client, [lookup])
  const { data } = useQuery({ ...(query as Lookup), retry: false }, client)
  return <span>{data ? data.name : 'loading'}</span>
}

describe('useLookupsAtCommit', () => {
  it("hands the lookup sent at commit to the query's fetch: one lookup, its answer shown", async () => {
    const client = new QueryClient()
    const { lookup, queryFn, answers } = lookupOf()
    render(<Shown client={client} lookup={lookup} />)
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]?.(record)
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('hands it over even when its answer came before the fetch', async () => {
    const client = new QueryClient()
    const { lookup, queryFn, answers } = lookupOf()
    render(<Starter client={client} lookup={lookup} />)
    answers[0]?.(record)
    await new Promise((resolve) => setTimeout(resolve, 10))
    render(<Shown client={client} lookup={lookup} />)
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it("cancels the handed-over lookup with the fetch's signal when its component goes", async () => {
    const client = new QueryClient()
    const { lookup, signals } = lookupOf()
    const { unmount } = render(<Shown client={client} lookup={lookup} />)
    await waitFor(() => expect(client.getQueryState(queryKey)?.fetchStatus).toBe('fetching'))
    expect(signals[0]?.aborted).toBe(false)
    unmount()
    expect(signals[0]?.aborted).toBe(true)
  })

  it('aborts a lookup no fetch took once its component goes; a later fetch sends anew', async () => {
    const client = new QueryClient()
    const { lookup, queryFn, signals } = lookupOf()
    render(<Starter client={client} lookup={lookup} />).unmount()
    expect(signals[0]?.aborted).toBe(true)
    render(<Shown client={client} lookup={lookup} />)
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    expect(signals[1]?.aborted).toBe(false)
  })

  it('sends one lookup for two components of one key; the first going after the take aborts nothing', async () => {
    const client = new QueryClient()
    const { lookup, queryFn, signals } = lookupOf()
    const first = render(<Starter client={client} lookup={lookup} />)
    render(<Shown client={client} lookup={lookup} />)
    await waitFor(() => expect(client.getQueryState(queryKey)?.fetchStatus).toBe('fetching'))
    first.unmount()
    expect(signals[0]?.aborted).toBe(false)
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('sends nothing early for a lookup that is cached, on its way or failed, or not plainly enabled', async () => {
    const { lookup, queryFn } = lookupOf()
    const cached = new QueryClient()
    cached.setQueryData(queryKey, record)
    render(<Starter client={cached} lookup={lookup} />)

    const fetching = new QueryClient()
    void fetching.prefetchQuery({ queryKey, queryFn: () => new Promise(() => {}) })
    render(<Starter client={fetching} lookup={lookup} />)

    const failed = new QueryClient()
    await failed.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new Error('down')) })
    render(<Starter client={failed} lookup={lookup} />)

    function EnabledByCallback() {
      useLookupsAtCommit(new QueryClient(), [{ ...lookup, enabled: () => true }])
      return null
    }
    render(<EnabledByCallback />)
    expect(queryFn).not.toHaveBeenCalled()
  })
})
