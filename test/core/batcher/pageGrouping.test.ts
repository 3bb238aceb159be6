import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import type { Want } from '../../../src/core/batcher/Flight.js'
import { LookupQueue } from '../../../src/core/batcher/LookupQueue.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'

const THUMBNAIL: Want = { view: 'thumbnail', allowUnverified: false }
const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`)
/** Until the queue's timer (the end of the task) has run. */
const endOfTask = () => new Promise((resolve) => setTimeout(resolve, 5))

/** A queue cutting requests from the page's list (`grouping: 'page'`), recording them. */
function pageQueue(whole = true) {
  const sent: string[][] = []
  const queue = new LookupQueue({
    maxSize: 20,
    windowMs: 0,
    whole,
    now: () => 0,
    refuse: (address) => (address === 'bad' ? new Error('refused') : undefined),
    send: (flight) => sent.push(flight.entries.map((e) => e.address)),
  })
  return { queue, sent }
}

/** A visitor renders `page`: every row is shown, and the rows not in `cached` are asked for. */
function render(queue: LookupQueue, page: readonly string[], cached: ReadonlySet<string>) {
  const loads: Promise<unknown>[] = []
  for (const address of page) {
    queue.seen(address)
    if (!cached.has(address)) loads.push(queue.add(address, THUMBNAIL, undefined))
  }
  return loads
}

describe("grouping: 'page'", () => {
  const page = names('p', 50)

  it('asks a twenty of the page whole when anything in it is missing, and no twenty that has it all', async () => {
    const { queue, sent } = pageQueue()
    const missing = new Set(['p3', 'p25', 'p26'])
    render(queue, page, new Set(page.filter((a) => !missing.has(a))))
    await endOfTask()
    expect(sent).toEqual([page.slice(0, 20), page.slice(20, 40)])
  })

  it('gives visitors with different caches the same requests for the same page', async () => {
    const cold = pageQueue()
    render(cold.queue, page, new Set())
    const warm = pageQueue()
    render(warm.queue, page, new Set([...names('p', 10), 'p45']))
    await endOfTask()
    expect(cold.sent).toEqual([page.slice(0, 20), page.slice(20, 40), page.slice(40)])
    expect(warm.sent).toEqual(cold.sent)
  })

  it('answers the missing rows from the request, the cached rows riding along', async () => {
    const asked: string[][] = []
    const client = {
      baseUrl: 'https://registry.test',
      lookup: async (addresses: string[]) => {
        asked.push(addresses)
        const records = new Map(
          addresses.map((a) => [a, { name: `${a}.algo`, caAlgo: [a], properties: {} }]),
        )
        return { records, failures: new Map(), notModified: false }
      },
    }
    const batcher = createLookupBatcher(client as never)
    for (const address of ['a', 'b', 'c']) batcher.seen(address)
    const record = await batcher.load('b')
    expect(asked).toEqual([['a', 'b', 'c']])
    expect(record?.name).toBe('b.algo')
  })

  it('sends a full twenty as it fills, with a cached row last, and the short last one at the end of the task', async () => {
    const { queue, sent } = pageQueue()
    const requestsAfter: number[] = []
    for (const address of page.slice(0, 30)) {
      queue.seen(address)
      // The 20th row is cached: the twenty is full once the next row asks. (Only a row that
      // asks sends full groups, as the components' runtime does.)
      if (address !== 'p19') {
        void queue.add(address, THUMBNAIL, undefined)
        queue.sendFullGroups()
      }
      requestsAfter.push(sent.length)
    }
    expect(requestsAfter.indexOf(1)).toBe(20)
    expect(sent).toEqual([page.slice(0, 20)])
    await endOfTask()
    expect(sent).toEqual([page.slice(0, 20), page.slice(20, 30)])
  })

  it('lets a lookup of a row riding along join its request', async () => {
    const { queue, sent } = pageQueue()
    render(queue, page.slice(0, 20), new Set(['p5']))
    queue.sendFullGroups()
    expect(sent).toEqual([page.slice(0, 20)])
    // p5's cached record was dropped meanwhile: it is asked again, and its request is on its way.
    void queue.add('p5', THUMBNAIL, undefined)
    await endOfTask()
    expect(sent).toEqual([page.slice(0, 20)])
  })

  it('asks a twenty whole again for a lookup asked after it was cut, in the same task', async () => {
    const { queue, sent } = pageQueue()
    render(queue, page.slice(0, 21), new Set(page.slice(0, 20)))
    queue.sendFullGroups()
    expect(sent).toEqual([])
    // Its record was dropped meanwhile: p5 is asked after its twenty was cut with nothing
    // missing, and asks the same twenty as everyone.
    void queue.add('p5', THUMBNAIL, undefined)
    await endOfTask()
    expect(sent).toEqual([page.slice(0, 20), ['p20']])
  })

  it('leaves out a refused address, and asks lookups no row showed with the last rows missing', async () => {
    const { queue, sent } = pageQueue()
    const rows = ['a', 'bad', 'b']
    const refused = render(queue, rows, new Set())[1]?.catch((e: Error) => e.message)
    void queue.add('prefetched', THUMBNAIL, undefined)
    await endOfTask()
    // One request for three: the short last twenty is not whole when others are missing.
    expect(sent).toEqual([['a', 'b', 'prefetched']])
    expect(await refused).toBe('refused')
  })

  it('asks nothing for a twenty whose only missing row is refused', async () => {
    const { queue, sent } = pageQueue()
    const refused = render(queue, ['a', 'bad', 'b'], new Set(['a', 'b']))[0]?.catch(
      (e: Error) => e.message,
    )
    await endOfTask()
    expect(await refused).toBe('refused')
    expect(sent).toEqual([])
  })

  it('cuts each pass from its own list', async () => {
    const { queue, sent } = pageQueue()
    render(queue, names('x', 5), new Set(names('x', 5)))
    await endOfTask()
    render(queue, ['y0'], new Set())
    await endOfTask()
    expect(sent).toEqual([['y0']])
  })

  it("asks only what is missing, in the order asked, with grouping: 'missing'", async () => {
    const { queue, sent } = pageQueue(false)
    const missing = new Set(['p3', 'p25', 'p26'])
    render(queue, page, new Set(page.filter((a) => !missing.has(a))))
    await endOfTask()
    expect(sent).toEqual([['p3', 'p25', 'p26']])
  })
})

it('gives any two visitors of any page only requests cut from its list, one per twenty with anything missing', async () => {
  const pool = names('a', 70)
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 120 }),
      fc.array(fc.subarray(pool), { minLength: 2, maxLength: 2 }),
      async (page, caches) => {
        // The page's rows in their order, a repeated address once, cut in twenties.
        const rows = [...new Set(page)]
        const twenties = Array.from({ length: Math.ceil(rows.length / 20) }, (_, i) =>
          rows.slice(i * 20, i * 20 + 20),
        )
        for (const cache of caches) {
          const cached = new Set(cache)
          const { queue, sent } = pageQueue()
          render(queue, page, cached)
          await endOfTask()
          const due = twenties.filter((twenty) => twenty.some((a) => !cached.has(a)))
          expect(sent).toEqual(due)
        }
      },
    ),
    { numRuns: 200 },
  )
})

it('refuses a grouping it does not know, naming it', () => {
  const client = { baseUrl: 'https://registry.test' } as never
  expect(() => createLookupBatcher(client, { grouping: 'render' as never })).toThrow(
    DnameInputError,
  )
  expect(() => createLookupBatcher(client, { grouping: 'render' as never })).toThrow(/grouping/)
})
