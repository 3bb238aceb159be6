import DataLoader from 'dataloader'
import { createLookupBatcher } from '../src/core/batcher/createLookupBatcher.js'
import type { DnameClient } from '../src/core/client/createDnameClient.js'
import type { DnameRecord } from '../src/core/schemas/dnameRecordSchema.js'
import type { DnameView } from '../src/core/schemas/enums.js'

export type Load = (address: string, view: DnameView) => Promise<DnameRecord | null>

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  )

async function lookupMany(client: DnameClient, addresses: readonly string[], view: DnameView) {
  const result = await client.lookup(addresses, { view })
  if (result.notModified) throw new Error('unexpected 304')
  return addresses.map((a) => result.records.get(a) ?? null)
}

/** dname-react's batcher. */
export const batcher = (client: DnameClient): Load => {
  const b = createLookupBatcher(client)
  return (address, view) => b.load(address, { view })
}

/** One request per address and view, shared while in flight (what a query cache alone gives). */
export const perAddress = (client: DnameClient): Load => {
  const inFlight = new Map<string, Promise<DnameRecord | null>>()
  return (address, view) => {
    const key = `${view}:${address}`
    let promise = inFlight.get(key)
    if (!promise) {
      promise = lookupMany(client, [address], view).then(([record]) => record ?? null)
      inFlight.set(key, promise)
    }
    return promise
  }
}

/** DataLoader itself: one loader per view, batches per tick, at most 20 keys. */
export const dataLoaderPerView = (client: DnameClient): Load => {
  const loaders = new Map<DnameView, DataLoader<string, DnameRecord | null>>()
  return (address, view) => {
    let loader = loaders.get(view)
    if (!loader) {
      loader = new DataLoader((keys) => lookupMany(client, keys, view), { maxBatchSize: 20 })
      loaders.set(view, loader)
    }
    return loader.load(address)
  }
}

/** A fixed 10 ms timer per view, then groups of 20. */
export const fixedWindow = (client: DnameClient, windowMs = 10): Load => {
  const queues = new Map<DnameView, Map<string, Array<(r: DnameRecord | null) => void>>>()
  return (address, view) =>
    new Promise((resolve, reject) => {
      let queue = queues.get(view)
      if (!queue) {
        const fresh = new Map<string, Array<(r: DnameRecord | null) => void>>()
        queues.set(view, fresh)
        queue = fresh
        setTimeout(() => {
          queues.delete(view)
          for (const group of chunk([...fresh.keys()], 20)) {
            lookupMany(client, group, view).then((records) => {
              for (const [i, address] of group.entries()) {
                for (const answer of fresh.get(address) ?? []) answer(records[i] ?? null)
              }
            }, reject)
          }
        }, windowMs)
      }
      queue.set(address, [...(queue.get(address) ?? []), resolve])
    })
}
