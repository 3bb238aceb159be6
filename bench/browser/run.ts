/**
 * npm run bench:browser — names on a cold page in headless Chromium, dname-react beside a
 * hand-written baseline (plain useQuery + a DataLoader-style loader), in one run.
 *
 * A production Vite build (React's profiling build, so the Profiler counts renders) of a 500-row
 * history over 300 addresses, served from 127.0.0.1 with 100 ms added to every response of the
 * app's files and of the simulated registry; each run in a new browser context (empty cache).
 * Prints medians of several runs: time to app ready (first commit), to the first and the last
 * name, the registry's round trip, from app ready to the first lookup request and from the
 * first answer to the first name, (first name − app ready) / RTT, main-thread CPU, renders per
 * row, and the lookup and image requests. Variants (`BENCH_VARIANTS`, comma-separated, all by
 * default): `dname-react` (avatar + name rows), `name-only` (`DnameName` rows), `baseline`.
 */

import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium, type Page } from 'playwright-core'
import sirv from 'sirv'
import { build } from 'vite'
import { startRegistryServer } from '../../scripts/registry.js'
import { encodeLedgerAddress } from '../../src/core/address/encodeLedgerAddress.js'
import { createMockRegistry } from '../../src/mock/index.js'
import { createRandom } from '../../src/mock/random.js'
import { CHROMIUM } from '../../vite.config.js'

const DELAY_MS = 100
const ROWS = 500
const UNIQUE = 300
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

// Half of the accounts have names, as in a transaction history; rows repeat accounts.
const registry = createMockRegistry({ latencyMs: DELAY_MS })
const random = createRandom(7)
const named = registry.records().filter((r) => (r.caAlgo ?? []).length > 0)
const pool = [...new Set(named.flatMap((r) => r.caAlgo ?? []))].slice(0, UNIQUE / 2)
// Every named account has a verified IPFS avatar (through the registry's gateway), so the page
// shows which images a long list fetches: those near the viewport, when images are lazy.
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'
for (const record of named.filter((r) => pool.includes(r.caAlgo?.[0] ?? ''))) {
  const cid = `bafybei${Array.from({ length: 52 }, () => BASE32[random.int(0, 31)]).join('')}`
  registry.updateRecord(record.name, {
    properties: { ...record.properties, verified: { avatar: `ipfs://${cid}` } },
  })
}
while (pool.length < UNIQUE) pool.push(encodeLedgerAddress(random.bytes(32)))
const addresses = Array.from(
  { length: ROWS },
  (_, i) => pool[i < UNIQUE ? i : random.int(0, UNIQUE - 1)],
)

const out = mkdtempSync(join(tmpdir(), 'dname-bench-'))
await build({
  root: join(import.meta.dirname, 'app'),
  logLevel: 'warn',
  plugins: [react()],
  define: { BENCH_ADDRESSES: JSON.stringify(addresses) },
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: { outDir: out, emptyOutDir: true },
})

const delay = () => new Promise((resolve) => setTimeout(resolve, DELAY_MS))
const files = sirv(out)
const site = createServer(async (request, response) => {
  await delay()
  files(request, response)
})
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
const siteAddress = site.address()
const origin = `http://127.0.0.1:${typeof siteAddress === 'object' && siteAddress ? siteAddress.port : 0}`
const api = await startRegistryServer(registry, { port: 0 })
const browser = await chromium.launch({ ...CHROMIUM, headless: true })

/** What the page records (bench/browser/app/main.tsx). */
interface PageBench {
  marks: { appReady: number; firstName: number; allNames: number }
  renders: number[]
}
type BenchWindow = Window & { bench?: PageBench }

interface Sample {
  appReady: number
  firstName: number
  allNames: number
  rtt: number
  sent: number
  answerToName: number
  cpu: number
  rendersMean: number
  rendersMax: number
  lookups: number
  images: number
}

async function measure(variant: Variant): Promise<Sample> {
  const context = await browser.newContext()
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  let images = 0
  let lookups = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images++
    if (request.url().includes('/dname/lookup')) lookups++
  })
  const query = new URLSearchParams({ variant, registry: api.url })
  await page.goto(`${origin}/?${query}`)
  await page.waitForFunction(
    () => ((window as BenchWindow).bench?.marks.allNames ?? 0) > 0,
    undefined,
    {
      timeout: 120_000,
    },
  )
  await page.waitForLoadState('networkidle')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const cpu = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000
  const page_ = await page.evaluate(() => {
    const { marks, renders } = (window as BenchWindow).bench as PageBench
    const lookups = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((e) => e.name.includes('/dname/lookup'))
    return {
      marks,
      renders,
      rtt: Math.min(...lookups.map((e) => e.duration)),
      sent: Math.min(...lookups.map((e) => e.startTime)) - marks.appReady,
      answerToName: marks.firstName - Math.min(...lookups.map((e) => e.responseEnd)),
    }
  })
  await context.close()
  const { marks, renders } = page_
  return {
    ...marks,
    rtt: page_.rtt,
    sent: page_.sent,
    answerToName: page_.answerToName,
    cpu,
    rendersMean: renders.reduce((a, b) => a + b, 0) / renders.length,
    rendersMax: Math.max(...renders),
    lookups,
    images,
  }
}

const VARIANTS = (process.env.BENCH_VARIANTS ?? 'dname-react,name-only,baseline').split(
  ',',
) as Variant[]
type Variant = 'dname-react' | 'name-only' | 'baseline'
const samples: Record<string, Sample[]> = Object.fromEntries(VARIANTS.map((v) => [v, []]))
await measure('baseline') // warms the servers and the browser; not counted
for (let run = 0; run < RUNS; run++) {
  for (const variant of VARIANTS) samples[variant]?.push(await measure(variant))
}
await browser.close()
site.close()
api.server.close()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}
const med = (variant: string, key: keyof Sample) =>
  median((samples[variant] ?? []).map((s) => s[key]))
const rows = Object.keys(samples).map((variant) => ({
  variant,
  'app ready (ms)': Math.round(med(variant, 'appReady')),
  'first name (ms)': Math.round(med(variant, 'firstName')),
  'all names (ms)': Math.round(med(variant, 'allNames')),
  'RTT (ms)': Math.round(med(variant, 'rtt')),
  'ready → first request (ms)': Math.round(med(variant, 'sent')),
  'first answer → first name (ms)': Math.round(med(variant, 'answerToName')),
  '(first − ready) / RTT': (
    (med(variant, 'firstName') - med(variant, 'appReady')) /
    med(variant, 'rtt')
  ).toFixed(2),
  'main-thread CPU (ms)': Math.round(med(variant, 'cpu')),
  'CPU / baseline': (med(variant, 'cpu') / med('baseline', 'cpu')).toFixed(2),
  'renders/row': med(variant, 'rendersMean').toFixed(2),
  'max renders': med(variant, 'rendersMax'),
  lookups: med(variant, 'lookups'),
  'image requests': med(variant, 'images'),
}))
console.log(
  `\n${ROWS} rows over ${UNIQUE} addresses, ${DELAY_MS} ms added to every response, cold cache; medians of ${RUNS} runs\n`,
)
console.table(rows)
console.log(
  'Goals (issue: names at the physical limit): (first − ready) / RTT ≤ 1.2; CPU / baseline ≤ 1.2; at most 2 renders per row; image requests about the rows in view.',
)
