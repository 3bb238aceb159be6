import { QueryClient, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import type { DnameRecord } from '../../../src/core/schemas/dnameRecordSchema.js'
import { useLookupsAtRender } from '../../../src/react/hooks/useLookupsAtRender.js'

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

/** These lookups do not go through a batcher: nothing to send early. */
const batcher: LookupBatcher = {
  load: () => Promise.reject(new Error('not used')),
  sendFullGroups: () => false,
}

/** A component that sends its lookup as it renders, and shows nothing. */
function Starter({ client, lookup }: { client: QueryClient; lookup: Lookup }) {
  useLookupsAtRender({ queryClient: client, batcher }, [lookup])
  return null
}

/** A component that sends its lookup as it renders and shows it through `useQuery`. */
function Shown({ client, lookup }: { client: QueryClient; lookup: Lookup }) {
  const [query] = useLookupsAtRender({ queryClient: client, batcher }, [lookup])
  // Fresh for a while, as the library's lookups are (staleTime).
  const { data } = useQuery({ ...(query as Lookup), retry: false, staleTime: 60_000 }, client)
  return <span>{data ? data.name : 'loading'}</span>
}

describe('useLookupsAtRender', () => {
  it("hands the lookup sent as it rendered to the query's fetch: one lookup, its answer shown", async () => {
    const client = new QueryClient()
    const { lookup, queryFn, answers } = lookupOf()
    render(<Shown client={client} lookup={lookup} />)
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]?.(record)
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('shows an answer that came before any fetch asked for it, with no lookup of its own', async () => {
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

  it('keeps the answer of a lookup no fetch took, its component gone, in the cache: a later component shows it with no lookup', async () => {
    const client = new QueryClient()
    const { lookup, queryFn, signals, answers } = lookupOf()
    render(<Starter client={client} lookup={lookup} />).unmount()
    expect(signals[0]?.aborted).toBe(false)
    answers[0]?.(record)
    await waitFor(() => expect(client.getQueryData(queryKey)).toEqual(record))
    render(<Shown client={client} lookup={lookup} />)
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('drops a lookup no fetch took that failed: a later fetch sends anew', async () => {
    const client = new QueryClient()
    const signals: AbortSignal[] = []
    const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal)
      return signals.length === 1
        ? Promise.reject(new Error('down'))
        : Promise.resolve<DnameRecord | null>(record)
    })
    const lookup = { queryKey, queryFn, enabled: true }
    render(<Starter client={client} lookup={lookup} />).unmount()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.getQueryState(queryKey)?.data).toBeUndefined()
    render(<Shown client={client} lookup={lookup} />)
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(2)
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
      useLookupsAtRender({ queryClient: new QueryClient(), batcher }, [
        { ...lookup, enabled: () => true },
      ])
      return null
    }
    render(<EnabledByCallback />)
    expect(queryFn).not.toHaveBeenCalled()
  })
})
