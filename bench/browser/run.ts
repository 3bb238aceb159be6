/**
 * npm run bench:browser — names on a cold page in headless Chromium, dname-react beside a
 * hand-written baseline (plain useQuery + a DataLoader-style loader), in one run.
 *
 * A production Vite build of a 500-row history over 300 addresses, served from 127.0.0.1 with
 * 100 ms added to every response of the app's files, of the simulated registry and of an IPFS
 * gateway serving PNG avatars (on `localhost`, a host of its own); each run in a new browser context (empty cache). Times and CPU come from React's production build, as users
 * run it; renders per row from a second build with React's profiling build (whose Profiler
 * counts renders, and which logs every component render to the performance timeline, work a
 * production build does not do), loaded once per variant.
 * Prints medians of several runs: time to app ready (the first commit, before the browser
 * paints it), to its first paint (Chromium's first contentful paint), to the first and the last
 * name, the registry's round trip (from a request to its answer's first byte, as the network
 * sees it), from app ready to the first lookup request and from the first answer's arrival to
 * the first name, (first name − app ready) / RTT, main-thread CPU (its tasks' thread time) and
 * busy time (their wall time, waits for a core included), each also as a ratio to the
 * baseline's in the same run (the median and the range of the runs), renders per row, the
 * frames in which rows settled, and the lookup and image requests.
 * Each run measures every variant, starting with the next one each time. Variants
 * (`BENCH_VARIANTS`, comma-separated, all by default): `dname-react` (`DnameAvatar` +
 * `DnameName` rows), `identity` (`DnameIdentity` rows), `name-only` (`DnameName` rows),
 * `hook` (rows of names from `useDnameLookup`, not run unless asked for), `baseline`, and
 * `same-look` (the baseline's loader with rows of dname-react's avatar + name look written by
 * hand, in classes: `CPU / same look` is what the library costs, the look apart).
 * `BENCH_AGAINST=<git ref>` also builds the page with the library's `src/` as it is at that ref
 * (the page and the baselines stay as they are now) and measures each variant of it too, as
 * `<variant>@<ref>`, in the same runs: a change's effect, run by run against the code before it.
 * `BENCH_CONNECT_MS=<ms>` makes each new connection to the servers wait that long before its
 * first request is read, as TCP and TLS make one wait on a real network, and opens each page in
 * a browser of its own with a new user profile (Chromium makes no preconnections in the new
 * context of a running browser, which is incognito-like).
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startRegistryServer } from '../../scripts/registry.js'
import { CHROMIUM } from '../../vite.config.js'
import { historyPage, ROWS, UNIQUE } from './historyPage.js'
import { mainThreadCpu, mainThreadEvents, type TraceEvent } from './mainThread.js'
import { median, medianAndRange } from './median.js'
import { openPage } from './openPage.js'
import { type BenchWindow, type PageBench, servePage, type Variant } from './servePage.js'
import { sourceAt } from './sourceAt.js'
import { startPngGateway } from './startPngGateway.js'

const DELAY_MS = 100
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/**
 * BENCH_CONNECT_MS: what opening a connection costs. Each new connection to the page's server,
 * the registry and the gateway has its first request read only this long after it opened, as
 * a new HTTPS connection over a real network waits a round trip or two for TCP and TLS before
 * its request leaves. Loopback costs nothing of the kind, so the default, 0, leaves it out.
 */
const CONNECT_MS = Number(process.env.BENCH_CONNECT_MS ?? 0)

/** Makes each new connection to `served` wait `CONNECT_MS` before its first request is read. */
function handshake<T extends { server: Server }>(served: T): T {
  if (CONNECT_MS <= 0) return served
  const { server } = served
  const opened = new WeakMap<Socket, number>()
  server.on('connection', (socket) => opened.set(socket, performance.now()))
  // Held before the server's own handlers: Node's parser reads a socket without its stream, so
  // pausing the socket would not hold the request.
  const handlers = server.listeners('request') as ((...args: unknown[]) => void)[]
  server.removeAllListeners('request')
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const handle = () => {
      for (const handler of handlers) handler(request, response)
    }
    const wait = (opened.get(request.socket) ?? 0) + CONNECT_MS - performance.now()
    // A connection already open serves at once, as it does without BENCH_CONNECT_MS.
    if (wait > 0) setTimeout(handle, wait)
    else handle()
  })
  return served
}

const { registry, addresses } = historyPage(DELAY_MS)

/** BENCH_AGAINST: the ref whose library is measured beside this tree's. */
const AGAINST = process.env.BENCH_AGAINST
const againstSrc = AGAINST ? sourceAt(AGAINST) : undefined
const api = handshake(await startRegistryServer(registry, { port: 0 }))
// The IPFS gateway on a host of its own, as every public gateway is: on the registry's host,
// Chromium's six connections per host would make lookups queue behind images, which no real
// page does. It serves PNGs, as most avatars are (see startPngGateway).
const gateway = handshake(await startPngGateway(DELAY_MS))
const browser = await chromium.launch({ ...CHROMIUM, headless: true })

interface Sample {
  appReady: number
  /** Chromium's first contentful paint: when the page's first commit is on screen. */
  firstPaint: number
  firstName: number
  allNames: number
  /** When the first image loaded; 0 for a page without images. */
  firstImage: number
  rtt: number
  sent: number
  answerToName: number
  /** The main thread's CPU: its tasks' thread time. */
  cpu: number
  /** The main thread's tasks' wall time (Chromium's `TaskDuration`), which also counts their waits for a core. */
  busy: number
  /** Parts of `busy`: JavaScript, style recalculation and layout. */
  script: number
  style: number
  layout: number
  rendersMean: number
  rendersMax: number
  /** Commits of the page that rendered rows, from the profiling build. */
  commits: number
  framesWithNames: number
  lookups: number
  images: number
  /** With `BENCH_PROFILE=1`: self time by function. */
  functions?: SelfTime | undefined
  /** With `BENCH_TRACE=1`: the main thread's self time by trace event. */
  traceEvents?: SelfTime | undefined
}

/** Milliseconds by name: a trace event's or a function's self time in one page load. */
type SelfTime = Map<string, number>

/**
 * Self time by name, each variant's mean per run side by side with the baseline's, and each
 * variant's excess over it: the 25 names where some variant spends the most beyond the
 * baseline, then the totals. With BENCH_AGAINST, each variant's excess over itself at that ref
 * too, and the names ranked by the larger of the two: where a change's time goes. One page
 * load's listing moves with the machine's noise; a mean over the runs, beside the baseline
 * measured in the same runs, shows where a variant's time goes.
 */
function printSideBySide(heading: string, of: (s: Sample) => SelfTime | undefined) {
  const variants = Object.keys(samples)
  const means = new Map(
    variants.map((variant) => {
      const runs = (samples[variant] ?? []).map(of).filter((m) => m !== undefined)
      const mean = new Map<string, number>()
      for (const run of runs) {
        for (const [name, ms] of run) mean.set(name, (mean.get(name) ?? 0) + ms / runs.length)
      }
      return [variant, mean]
    }),
  )
  const base = means.get('baseline') ?? new Map<string, number>()
  const others = variants.filter((v) => v !== 'baseline')
  const at = (variant: string | undefined, name: string) =>
    (variant && means.get(variant)?.get(name)) || 0
  // Each variant of this tree beside its build at BENCH_AGAINST.
  const pairs = AGAINST
    ? others.filter((v) => means.has(`${v}@${AGAINST}`)).map((v) => [v, `${v}@${AGAINST}`])
    : []
  const excess = (name: string) =>
    Math.max(
      ...others.map((v) => at(v, name) - at('baseline', name)),
      ...pairs.map(([v, ref]) => Math.abs(at(v, name) - at(ref, name))),
    )
  const names = [...new Set([...means.values()].flatMap((m) => [...m.keys()]))]
  const top = names.sort((a, b) => excess(b) - excess(a)).slice(0, 25)
  const total = (mean: Map<string, number> | undefined) =>
    [...(mean?.values() ?? [])].reduce((a, b) => a + b, 0)
  const row = (name: string, ms: (mean: Map<string, number> | undefined) => number) =>
    Object.fromEntries([
      ['name', name],
      ...variants.map((v) => [v, Math.round(ms(means.get(v)))]),
      ...(means.has('baseline')
        ? others.map((v) => [`${v} − baseline`, Math.round(ms(means.get(v)) - ms(base))])
        : []),
      ...pairs.map(([v, ref]) => [
        `${v} − @ref`,
        Math.round(ms(means.get(v as string)) - ms(means.get(ref as string))),
      ]),
    ])
  console.log(`\n${heading}, mean of ${RUNS} runs (ms)`)
  console.table([
    ...top.map((name) => row(name, (mean) => mean?.get(name) ?? 0)),
    row('(all)', total),
  ])
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
/** Self time by function of a CPU profile. */
function profileSelfTime(profile: {
  nodes: ProfileNode[]
  samples?: number[]
  timeDeltas?: number[]
}): SelfTime {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const deltas = profile.timeDeltas ?? []
  for (const [i, id] of (profile.samples ?? []).entries()) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    // Without the chunk's hash, so a function of two builds (BENCH_AGAINST) has one name.
    const file = frame.url
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '.js')
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000)
  }
  return self
}

/** Self time by trace event of the renderers' main threads: where native time goes. */
function traceSelfTime(complete: TraceEvent[]): SelfTime {
  const self = new Map<string, number>()
  // The events each one is inside, by thread.
  const stacks = new Map<string, TraceEvent[]>()
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0)
  for (const event of complete) {
    const thread = `${event.pid}:${event.tid}`
    const open = stacks.get(thread) ?? []
    stacks.set(thread, open)
    while (open.length && end(open.at(-1) as TraceEvent) <= event.ts) open.pop()
    const parent = open.at(-1)
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0) / 1000)
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    open.push(event)
  }
  return self
}

/** Each page load's measured so far, by variant: names the files `keep` writes. */
const loads = new Map<string, number>()
/**
 * BENCH_TRACE_OUT=dir: keeps each page load's trace (`variant-N.json`, for Chromium's
 * Performance panel or Perfetto, with the page's `appReady` and `firstName` marks) and, with
 * BENCH_PROFILE, its CPU profile (`variant-N.cpuprofile`).
 */
function keep(variant: string, trace: Buffer, profile: object | undefined) {
  const dir = process.env.BENCH_TRACE_OUT
  if (!dir) return
  const n = (loads.get(variant) ?? 0) + 1
  loads.set(variant, n)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${variant}-${n}.json`), trace)
  if (profile) writeFileSync(join(dir, `${variant}-${n}.cpuprofile`), JSON.stringify(profile))
}

/** Measures one page load of `variant` (`<variant>@<ref>`: from the BENCH_AGAINST build). */
async function measure(variant: string, profiled = false): Promise<Sample> {
  const served = pages.get(`${variant}${profiled ? ' profiling' : ''}`)
  if (!served) throw new Error(`${variant}: no page built for it`)
  // Opening connections costs time only with BENCH_CONNECT_MS, and then the page is opened as a
  // user's own browser would (see openPage): a first visit, where preconnections are made.
  const opened = await openPage(browser, CONNECT_MS > 0 && { ...CHROMIUM, headless: true })
  const { page, cdp } = opened
  await cdp.send('Performance.enable')
  // BENCH_PROFILE: also print self time by function, side by side with the baseline's.
  const profiling = process.env.BENCH_PROFILE === '1'
  if (profiling) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  // BENCH_TRACE: also print the main thread's self time by trace event (style, layout, paint, …).
  const tracing = process.env.BENCH_TRACE === '1'
  // The main thread's tasks, each with its thread time: the CPU the page used, which on a busy
  // machine is less than the tasks' wall time (the thread waits for a core). A trace that is
  // kept (BENCH_TRACE_OUT) has what the Performance panel shows, and the page's marks.
  await opened.startTrace(
    tracing || process.env.BENCH_TRACE_OUT
      ? [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink',
          'blink.user_timing',
        ]
      : ['toplevel'],
  )
  let images = 0
  let lookups = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images++
    if (request.url().includes('/dname/lookup')) lookups++
  })
  const query = new URLSearchParams({
    registry: api.url,
    gateway: `${gateway.url}/ipfs/`,
  })
  const done = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench: all names',
    timeout: 120_000,
  })
  // An error on the page ends the run at once, with the error, rather than at the time limit.
  const failed = new Promise<never>((_, reject) => page.on('pageerror', reject))
  await page.goto(`${served.origin}/?${query}`)
  await Promise.race([failed, done])
  await page.waitForLoadState('networkidle')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const profile = profiling ? (await cdp.send('Profiler.stop')).profile : undefined
  const trace = await opened.stopTrace()
  keep(variant, trace, profile)
  const events = mainThreadEvents(trace)
  const threadCpu = mainThreadCpu(events)
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
  const busy = metric('TaskDuration')
  const script = metric('ScriptDuration')
  const style = metric('RecalcStyleDuration')
  const layout = metric('LayoutDuration')
  const page_ = await page.evaluate(() => {
    const { marks, renders, framesWithNames, commits } = (window as BenchWindow).bench as PageBench
    const lookups = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((e) => e.name.includes('/dname/lookup'))
    return {
      marks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      renders,
      commits,
      framesWithNames,
      // The round trip as the network sees it, to the answer's first byte: not the time an
      // answer then waits for a busy main thread, which is the page's (the registry sends
      // `timing-allow-origin`, so the page may read it).
      rtt: Math.min(...lookups.map((e) => e.responseStart - e.startTime)),
      sent: Math.min(...lookups.map((e) => e.startTime)) - marks.appReady,
      answerToName: marks.firstName - Math.min(...lookups.map((e) => e.responseStart)),
    }
  })
  await opened.close()
  const { marks, renders } = page_
  return {
    ...marks,
    firstPaint: page_.firstPaint,
    rtt: page_.rtt,
    sent: page_.sent,
    answerToName: page_.answerToName,
    cpu: threadCpu,
    busy,
    script,
    style,
    layout,
    rendersMean: renders.reduce((a, b) => a + b, 0) / renders.length,
    rendersMax: Math.max(...renders),
    commits: page_.commits,
    framesWithNames: page_.framesWithNames,
    lookups,
    images,
    functions: profile && profileSelfTime(profile),
    traceEvents: tracing ? traceSelfTime(events) : undefined,
  }
}

const ROW_VARIANTS = (
  process.env.BENCH_VARIANTS ?? 'dname-react,identity,name-only,baseline,same-look'
).split(',') as Variant[]
/** The bench's own rows, which no library ref changes. */
const BASELINES: readonly Variant[] = ['baseline', 'same-look']
/** Each variant, and with BENCH_AGAINST each but the baselines at that ref too, after it. */
const VARIANTS = ROW_VARIANTS.flatMap((v) =>
  AGAINST && !BASELINES.includes(v) ? [v, `${v}@${AGAINST}`] : [v],
)
/** Each variant's pages, production (`variant`) and profiling (`variant profiling`). */
const pages = new Map<string, Awaited<ReturnType<typeof servePage>>>()
for (const variant of new Set(['baseline', ...VARIANTS])) {
  const [rows, ref] = variant.split('@') as [Variant, string | undefined]
  const src = ref ? againstSrc : undefined
  const page = { rows, addresses, delayMs: DELAY_MS, src }
  pages.set(variant, handshake(await servePage({ ...page, profiling: false })))
  pages.set(`${variant} profiling`, handshake(await servePage({ ...page, profiling: true })))
}
const samples: Record<string, Sample[]> = Object.fromEntries(VARIANTS.map((v) => [v, []]))
await measure('baseline') // warms the servers and the browser; not counted
for (let run = 0; run < RUNS; run++) {
  // Each run starts with the next variant: the first page of a run measures slower, whichever
  // it is, so each variant takes each place in turn.
  for (const i of VARIANTS.keys()) {
    const variant = VARIANTS[(run + i) % VARIANTS.length] as string
    samples[variant]?.push(await measure(variant))
  }
}
const rendered = new Map<string, Sample>()
for (const variant of VARIANTS) rendered.set(variant, await measure(variant, true))
await browser.close()
for (const served of pages.values()) served.server.close()
api.server.close()
gateway.server.close()

/** The sample's fields that hold one number. */
type NumericKey = { [K in keyof Sample]-?: Sample[K] extends number ? K : never }[keyof Sample]
const med = (variant: string, key: NumericKey) =>
  median((samples[variant] ?? []).map((s) => s[key]))
/** The median of a per-run figure. */
const medianOf = (variant: string, figure: (s: Sample) => number) =>
  median((samples[variant] ?? []).map(figure))
/**
 * A figure's ratio to the baseline's: the median and the range of the runs' ratios. Runs
 * interleave the variants, so each is taken run by run (each variant against the baseline
 * measured just before or after it): the machine's drift between runs cancels out, and the
 * range shows what it does within one.
 */
const ratio = (variant: string, key: 'cpu' | 'busy', to = 'baseline') => {
  const ratios = (samples[variant] ?? []).map(
    (s, run) => s[key] / (samples[to]?.[run]?.[key] ?? Number.NaN),
  )
  return medianAndRange(ratios)
}
const rows = Object.keys(samples).map((variant) => ({
  variant,
  'app ready (ms)': Math.round(med(variant, 'appReady')),
  'first paint (ms)': Math.round(med(variant, 'firstPaint')),
  'first name (ms)': Math.round(med(variant, 'firstName')),
  'all names (ms)': Math.round(med(variant, 'allNames')),
  'RTT (ms)': Math.round(med(variant, 'rtt')),
  'ready → first request (ms)': Math.round(med(variant, 'sent')),
  'first answer → first name (ms)': Math.round(med(variant, 'answerToName')),
  'ready → first name (ms)': Math.round(medianOf(variant, (s) => s.firstName - s.appReady)),
  'ready → first image (ms)': med(variant, 'firstImage')
    ? Math.round(medianOf(variant, (s) => s.firstImage - s.appReady))
    : '',
  '(first − ready) / RTT': medianOf(variant, (s) => (s.firstName - s.appReady) / s.rtt).toFixed(2),
  'main-thread CPU (ms)': Math.round(med(variant, 'cpu')),
  // Only beside a baseline measured in the same runs (BENCH_VARIANTS may leave it out).
  ...(samples.baseline && { 'CPU / baseline': ratio(variant, 'cpu') }),
  // Against the same look written by hand: what the library costs, the look apart.
  ...(samples['same-look'] && { 'CPU / same look': ratio(variant, 'cpu', 'same-look') }),
  'main-thread busy (ms)': Math.round(med(variant, 'busy')),
  ...(samples.baseline && { 'busy / baseline': ratio(variant, 'busy') }),
  // The same rows from the library at BENCH_AGAINST, measured in the same runs.
  ...(AGAINST && {
    [`CPU / @${AGAINST}`]: samples[`${variant}@${AGAINST}`]
      ? ratio(variant, 'cpu', `${variant}@${AGAINST}`)
      : '',
  }),
  'script / style / layout (ms)': (['script', 'style', 'layout'] as const)
    .map((key) => Math.round(med(variant, key)))
    .join(' / '),
  'renders/row': rendered.get(variant)?.rendersMean.toFixed(2),
  'max renders': rendered.get(variant)?.rendersMax,
  'page commits': rendered.get(variant)?.commits,
  'frames with names': med(variant, 'framesWithNames'),
  lookups: med(variant, 'lookups'),
  'image requests': med(variant, 'images'),
}))
if (process.env.BENCH_PROFILE === '1') printSideBySide('Self time by function', (s) => s.functions)
if (process.env.BENCH_TRACE === '1') {
  printSideBySide("The main thread's self time by trace event", (s) => s.traceEvents)
}
console.log(
  `\n${ROWS} rows over ${UNIQUE} addresses, ${DELAY_MS} ms added to every response${CONNECT_MS > 0 ? ` and ${CONNECT_MS} ms to open each connection` : ''}, cold cache; medians of ${RUNS} runs (ratios: medians of the runs' ratios)\n`,
)
console.table(rows)
console.log(
  'Goals: (first − ready) / RTT ≤ 1.0; CPU ≤ 1.0 × that of hand-written rows that draw as much (CPU / same look for rows with avatars, CPU / baseline for names alone); 2 renders per row; page commits at most one per answer (lookups); image requests about the rows in view.',
)
