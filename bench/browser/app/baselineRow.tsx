import { useQuery } from '@tanstack/react-query'

/**
 * The baseline the bench compares with: what a careful team writes by hand. A DataLoader-style
 * loader (one macrotask, at most 20 addresses, one view) behind plain `useQuery`, and a row
 * that shows the avatar (a lazy image) or an initial beside the name or the truncated address.
 */
type Row = { name: string; avatar?: string } | null
/** What a row asks the loader for: its address's row, batched with the others of the task. */
export type BaselineLoad = (address: string) => Promise<Row>
/** An address as the hand-written rows show it without a name: its first and last four. */
export const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
type Answer = {
  name: string
  properties?: { verified?: { avatar?: string | undefined } | undefined } | undefined
}

/** An answer as the baseline's rows take it: the name, and an `ipfs://` avatar through `gateway`. */
export function baselineRowOf(record: Answer | null | undefined, gateway: string): Row {
  if (!record) return null
  const link = record.properties?.verified?.avatar
  return {
    name: record.name,
    ...(link?.startsWith('ipfs://') ? { avatar: gateway + link.slice(7) } : {}),
  }
}

export function createBaselineLoader(baseUrl: string, gateway: string) {
  let waiting = new Map<string, Array<(row: Row) => void>>()
  const send = async (batch: Map<string, Array<(row: Row) => void>>) => {
    const query = new URLSearchParams([...batch.keys()].map((a) => ['address', a]))
    query.set('view', 'thumbnail')
    const response = await fetch(`${baseUrl}/dname/lookup?${query}`)
    const body: Record<string, Answer | undefined> = response.ok ? await response.json() : {}
    for (const [address, callers] of batch) {
      const row = baselineRowOf(body[address], gateway)
      for (const resolve of callers) resolve(row)
    }
  }
  return (address: string) =>
    new Promise<Row>((resolve) => {
      if (waiting.size === 0) {
        setTimeout(() => {
          const all = [...waiting]
          waiting = new Map()
          for (let i = 0; i < all.length; i += 20) void send(new Map(all.slice(i, i + 20)))
        })
      }
      waiting.set(address, [...(waiting.get(address) ?? []), resolve])
    })
}

/** The query key of an address's row: both baselines read it, and the frame bench fills it. */
export const baselineKey = (address: string) => ['baseline', address]

/** An address's row, loaded with the task's others: plain `useQuery`, as both baselines read it. */
export const useBaselineRow = (address: string, load: BaselineLoad) =>
  useQuery({ queryKey: baselineKey(address), queryFn: () => load(address) })

export function BaselineRow({ address, load }: { address: string; load: BaselineLoad }) {
  const { data, isPending } = useBaselineRow(address, load)
  const label = data?.name ?? shortAddress(address)
  return (
    <span data-row={isPending ? 'loading' : 'settled'}>
      {data?.avatar ? (
        <img src={data.avatar} alt="" width={24} height={24} loading="lazy" decoding="async" />
      ) : (
        <span style={{ display: 'inline-block', width: 24 }}>{label[0]}</span>
      )}
      <span>{isPending ? '' : label}</span>
    </span>
  )
}
