/**
 * npm run bench:frames — what one frame of a long list costs the main thread in headless
 * Chromium when an avatar image changes in it, dname-react's rows beside the baseline's, in one
 * run.
 *
 * A cold page's CPU (`npm run bench:browser`) moves by a third between runs, much of it in the
 * frames that follow the names, one per avatar image that lands, whose number and timing
 * follow the network. This bench takes the network out: the browser bench's 500-row history,
 * rendered on the server with every answer in (avatar + name rows, from `DnameAvatar` and
 * `DnameName` given their records; the baseline's hand-written rows, from a query cache that
 * holds their answers), with `styles.css`, served with the images in view loaded at once. Then,
 * in each of 90 frames, one image in view is swapped for another already loaded (what an image
 * landing makes the browser do: repaint, and sometimes layerize the page again), and the main
 * thread's CPU (its tasks' thread time, from a trace) is summed over those frames. Prints medians
 * of `BENCH_RUNS` runs (default 5), each variant in a new browser context, starting with the next
 * one each run, and each variant's CPU as a ratio to the baseline's, run by run: the median and
 * the range; and to the same-look baseline's (the browser bench's `same-look` rows: the
 * baseline's, with the avatar + name rows' look written by hand). Its runs move by about a
 * tenth, so a change to what a row draws shows here before the browser bench can tell it from
 * its noise. `BENCH_AGAINST=<git ref>` also renders the rows
 * with the library as it is at that ref (its components and `styles.css`), as
 * `dname-react@<ref>`, measured in the same runs, and prints dname-react's CPU as a ratio to it,
 * run by run.
 */

import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { build } from 'vite'
import { createDnameClient, type DnameRecord } from '../../src/core/index.js'
import { DnameAvatar, DnameName, DnameProvider } from '../../src/index.js'
import { CHROMIUM } from '../../vite.config.js'
import { type BaselineLoad, BaselineRow, baselineKey, baselineRowOf } from './app/baselineRow.js'
import { SameLookRow } from './app/sameLookRow.js'
import { historyPage } from './historyPage.js'
import { mainThreadCpu, mainThreadEvents } from './mainThread.js'
import { median, medianAndRange } from './median.js'
import { sourceAt } from './sourceAt.js'
import { startPngGateway } from './startPngGateway.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const FRAMES = 90

const { registry, addresses } = historyPage(0)
const gateway = await startPngGateway(0)
const ipfs = `${gateway.url}/ipfs/`

// Every answer, as the page's lookups get them (the thumbnail view both rows ask for).
const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
const unique = [...new Set(addresses)]
const records = new Map<string, DnameRecord | null>()
for (let i = 0; i < unique.length; i += 20) {
  const group = unique.slice(i, i + 20)
  const answer = await client.lookup(group, { view: 'thumbnail' })
  if (answer.notModified) throw new Error('a first lookup cannot be "not modified"')
  for (const address of group) records.set(address, answer.records.get(address) ?? null)
}

type Library = Pick<
  typeof import('../../src/index.js'),
  'DnameProvider' | 'DnameAvatar' | 'DnameName'
>

/** The rows of `DnameAvatar` + `DnameName`, from `library` (this tree's, or another ref's). */
function avatarRows({ DnameProvider, DnameAvatar, DnameName }: Library): string {
  return renderToStaticMarkup(
    <DnameProvider baseUrl="https://registry.test" ipfsGateways={[ipfs]}>
      <ul>
        {addresses.map((address, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat addresses, as a history does
          <li key={i}>
            <DnameAvatar address={address} record={records.get(address) ?? null} size={24} />
            <DnameName address={address} record={records.get(address) ?? null} />
          </li>
        ))}
      </ul>
    </DnameProvider>,
  )
}

/**
 * The baseline's rows (or the same-look baseline's) as its loader leaves them: the name and the
 * avatar's gateway URL.
 */
function baselineRows(Row: (props: { address: string; load: BaselineLoad }) => ReactNode) {
  const cache = new QueryClient()
  for (const address of unique) {
    cache.setQueryData(baselineKey(address), baselineRowOf(records.get(address), ipfs))
  }
  const never = () => new Promise<never>(() => {})
  return renderToStaticMarkup(
    <QueryClientProvider client={cache}>
      <ul>
        {addresses.map((address, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat addresses, as a history does
          <li key={i}>
            <Row address={address} load={never} />
          </li>
        ))}
      </ul>
    </QueryClientProvider>,
  )
}

const SRC = join(import.meta.dirname, '../../src')
const styles = (src: string) => readFileSync(join(src, 'styles.css'), 'utf8')

/**
 * The rows of avatar and name and their styles as the library has them at `ref`, built for the
 * server (its dependencies are this tree's).
 */
async function rowsAt(ref: string) {
  const src = sourceAt(ref)
  // Beside it, inside this checkout, where its imports find this checkout's node_modules.
  const outDir = join(src, '..', 'server')
  await build({
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: join(src, 'index.ts'), outDir, emptyOutDir: true },
  })
  return { markup: avatarRows(await import(join(outDir, 'index.js'))), css: styles(src) }
}

/** BENCH_AGAINST: the ref whose library is measured beside this tree's, as `dname-react@<ref>`. */
const AGAINST = process.env.BENCH_AGAINST
/** Each variant's page: its rows, and the library's styles (the baseline's page has them too). */
const rows: Record<string, { markup: string; css: string }> = {
  'dname-react': {
    markup: avatarRows({ DnameProvider, DnameAvatar, DnameName }),
    css: styles(SRC),
  },
  ...(AGAINST && { [`dname-react@${AGAINST}`]: await rowsAt(AGAINST) }),
  baseline: { markup: baselineRows(BaselineRow), css: styles(SRC) },
  'same-look': {
    markup: baselineRows(SameLookRow),
    css: styles(SRC) + readFileSync(join(import.meta.dirname, 'app/sameLook.css'), 'utf8'),
  },
}
const VARIANTS = Object.keys(rows)

// Once the images in view have loaded: in each frame, one of them takes another's image.
const swap = `
setTimeout(() => {
  const shown = [...document.images].filter((i) => i.complete && i.naturalWidth > 0 && i.getBoundingClientRect().top < innerHeight)
  const urls = shown.map((i) => i.src)
  let k = 0
  performance.mark('frames')
  const step = () => {
    shown[k % shown.length].src = urls[(k + 1 + Math.floor(k / shown.length)) % urls.length]
    k++
    if (k < ${FRAMES}) requestAnimationFrame(() => setTimeout(step))
    else requestAnimationFrame(() => setTimeout(() => { performance.mark('done'); console.log('bench: done') }, 50))
  }
  step()
}, 1500)`
const server = createServer((request, reply) => {
  const page = rows[new URL(request.url ?? '/', 'http://x').searchParams.get('variant') ?? '']
  if (!page) return reply.writeHead(404).end()
  reply.writeHead(200, { 'content-type': 'text/html' }).end(
    // Every variant's rows one height, as in the browser bench.
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><style>${page.css} li { height: 28px; }</style></head><body>${page.markup}<script>${swap}</script></body></html>`,
  )
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

interface Sample {
  cpu: number
  images: number
  /** Frames in which Chromium layerized the page again in full. */
  layerized: number
}

const browser = await chromium.launch(CHROMIUM)
async function measure(variant: string): Promise<Sample> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'blink', 'blink.user_timing'],
  })
  const done = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench: done',
    timeout: 60_000,
  })
  await page.goto(`${origin}/?variant=${variant}`)
  await done
  const images = await page.evaluate(
    () => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).length,
  )
  const trace = await browser.stopTracing()
  await context.close()
  const marks = JSON.parse(trace.toString()).traceEvents.filter((e: { cat?: string }) =>
    e.cat?.includes('blink.user_timing'),
  ) as { name: string; ts: number }[]
  const from = marks.find((m) => m.name === 'frames')?.ts ?? 0
  const to = marks.find((m) => m.name === 'done')?.ts ?? 0
  const events = mainThreadEvents(trace).filter((e) => e.ts >= from && e.ts < to)
  return {
    cpu: mainThreadCpu(events),
    images,
    layerized: events.filter((e) => e.name === 'PaintArtifactCompositor::Update').length,
  }
}

const samples = new Map<string, Sample[]>(VARIANTS.map((v) => [v, []]))
for (let run = 0; run < RUNS; run++) {
  for (let i = 0; i < VARIANTS.length; i++) {
    const variant = VARIANTS[(run + i) % VARIANTS.length] as string
    samples.get(variant)?.push(await measure(variant))
  }
}
await browser.close()
server.close()
gateway.server.close()

/** Each run's CPU as a ratio to `to`'s in the same run, as a median and a range. */
const ratioTo = (of: Sample[], to: string) =>
  medianAndRange(of.map((s, i) => s.cpu / (samples.get(to)?.[i]?.cpu ?? Number.NaN)))
console.log(
  `\n${addresses.length} rows, the images in view loaded; one image swapped in each of ${FRAMES} frames; medians of ${RUNS} runs\n`,
)
console.table(
  VARIANTS.map((variant) => {
    const of = samples.get(variant) ?? []
    return {
      variant,
      'main-thread CPU (ms)': Math.round(median(of.map((s) => s.cpu))),
      'per frame (ms)': (median(of.map((s) => s.cpu)) / FRAMES).toFixed(2),
      'CPU / baseline': ratioTo(of, 'baseline'),
      'CPU / same look': ratioTo(of, 'same-look'),
      ...(AGAINST && {
        [`CPU / @${AGAINST}`]:
          variant === 'dname-react' ? ratioTo(of, `dname-react@${AGAINST}`) : '',
      }),
      'frames layerized in full': median(of.map((s) => s.layerized)),
      'images in view': median(of.map((s) => s.images)),
    }
  }),
)
