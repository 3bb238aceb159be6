/**
 * npm run bench:mount — what mounting a page of 500 names costs, with nothing else on the main
 * thread: the page of `bench:browser`'s names alone (`name-only`), production build, files
 * served with 100 ms added, against a registry that never answers, so no answer's work mixes
 * in. This tree beside `BENCH_AGAINST` (a git ref, required), in the same runs, each page load
 * in a new browser context. Two timings of the render (`BENCH_RENDER_AFTER`, comma-separated,
 * `now,300` by default): `now`, as the module is evaluated, as an app renders, while the
 * chunks the provider asked for are still loading; `300`, 300 ms later, once they have landed.
 * Prints medians of `BENCH_RUNS` runs (7 by default): from the render to app ready (the first
 * commit), to the first and the last lookup request leaving, and the main thread's CPU (its
 * tasks' thread time) from the render to app ready and until the page is quiet (script,
 * render, commit, paint, effects), each CPU with its ratio to the ref's, run by run (median and
 * range).
 */

import { createServer } from 'node:http'
import { chromium } from 'playwright-core'
import { CHROMIUM } from '../../vite.config.js'
import { historyPage } from './historyPage.js'
import { mainThreadCpu, mainThreadEvents, type TraceEvent } from './mainThread.js'
import { median, medianAndRange } from './median.js'
import { openPage } from './openPage.js'
import { type BenchWindow, servePage } from './servePage.js'
import { sourceAt } from './sourceAt.js'

const AGAINST = process.env.BENCH_AGAINST
if (!AGAINST) throw new Error('bench:mount measures this tree beside BENCH_AGAINST=<git ref>')
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const TIMINGS = (process.env.BENCH_RENDER_AFTER ?? 'now,300').split(',')
/** How long the page is left after app ready for its effects and chunks: no answer ever comes. */
const QUIET_MS = 1500

const { addresses } = historyPage(0)
// A registry that takes every request and answers none.
const silent = createServer(() => {})
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
const { port } = silent.address() as { port: number }
const registry = { url: `http://127.0.0.1:${port}` }
const page = { rows: 'name-only', addresses, delayMs: 100, profiling: false } as const
const builds = {
  this: await servePage(page),
  [`@${AGAINST}`]: await servePage({ ...page, src: sourceAt(AGAINST) }),
}
const browser = await chromium.launch({ ...CHROMIUM, headless: true })

interface Load {
  ready: number
  firstRequest: number
  lastRequest: number
  /** The main thread's CPU from the render to app ready. */
  renderCpu: number
  /** The main thread's CPU in all, until the page is quiet. */
  cpu: number
}

/** The trace's timestamps of the page's marks (`performance.mark`), by name. */
function markTimes(trace: Buffer) {
  const events: (TraceEvent & { cat?: string })[] = JSON.parse(trace.toString()).traceEvents
  return new Map(
    events.filter((e) => e.cat?.includes('blink.user_timing')).map((e) => [e.name, e.ts]),
  )
}

async function measure(origin: string, timing: string): Promise<Load> {
  const opened = await openPage(browser, false)
  const { page } = opened
  // When each lookup leaves the page: a request that is never answered has no resource timing.
  await page.addInitScript(() => {
    const sent: number[] = []
    const fetch = window.fetch
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/dname/lookup'))
        sent.push(performance.now())
      return fetch(input, init)
    }
    Object.assign(window, { sent })
  })
  await opened.startTrace(['toplevel', 'blink.user_timing'])
  const query = new URLSearchParams({ registry: registry.url })
  if (timing !== 'now') query.set('renderAfter', timing)
  await page.goto(`${origin}/?${query}`)
  await page.waitForFunction(() => (window as BenchWindow).bench?.marks.appReady, undefined, {
    polling: 100,
  })
  await page.waitForTimeout(QUIET_MS)
  const { marks: at, sent } = await page.evaluate(() => ({
    marks: (window as BenchWindow).bench?.marks,
    sent: (window as unknown as { sent: number[] }).sent,
  }))
  const trace = await opened.stopTrace()
  const events = mainThreadEvents(trace)
  const cpu = mainThreadCpu(events)
  // The main thread's CPU from the render to the first commit: the tasks that start between the
  // page's two marks (the render's own task holds the second).
  const marks = markTimes(trace)
  const renderCpu = mainThreadCpu(
    events.filter(
      (e) => e.ts >= (marks.get('render') ?? 0) && e.ts <= (marks.get('appReady') ?? 0),
    ),
  )
  await opened.close()
  if (!at || sent.length === 0) throw new Error('the page sent no lookup')
  return {
    ready: at.appReady - at.render,
    firstRequest: Math.min(...sent) - at.render,
    lastRequest: Math.max(...sent) - at.render,
    renderCpu,
    cpu,
  }
}

const names = Object.keys(builds)
const loads = new Map<string, Load[]>()
for (let run = 0; run < RUNS; run++) {
  for (const timing of TIMINGS) {
    // Each run starts with the other build: the first page of a run measures slower.
    for (const i of names.keys()) {
      const name = names[(run + i) % names.length] as string
      const key = `${name} ${timing}`
      loads.set(key, [...(loads.get(key) ?? []), await measure(builds[name]?.origin ?? '', timing)])
    }
  }
}
await browser.close()
silent.closeAllConnections()
silent.close()
for (const { server } of Object.values(builds)) server.close()

const med = (of: Load[] | undefined, field: keyof Load) =>
  Math.round(median((of ?? []).map((l) => l[field])))
console.log(
  `\nbench:mount: 500 rows of names over 300 addresses, a registry that never answers, medians of ${RUNS} runs (ms from the render)`,
)
console.table(
  TIMINGS.flatMap((timing) =>
    names.map((name) => {
      const of = loads.get(`${name} ${timing}`)
      const ref = loads.get(`@${AGAINST} ${timing}`) ?? []
      return {
        build: name,
        render: timing === 'now' ? 'at once' : `after ${timing} ms`,
        'app ready': med(of, 'ready'),
        'first request': med(of, 'firstRequest'),
        'last request': med(of, 'lastRequest'),
        'render CPU': med(of, 'renderCpu'),
        [`render CPU / @${AGAINST}`]: medianAndRange(
          (of ?? []).map((l, i) => l.renderCpu / (ref[i]?.renderCpu ?? 1)),
        ),
        'CPU (ms)': med(of, 'cpu'),
        [`CPU / @${AGAINST}`]: medianAndRange((of ?? []).map((l, i) => l.cpu / (ref[i]?.cpu ?? 1))),
      }
    }),
  ),
)
process.exit(0)
