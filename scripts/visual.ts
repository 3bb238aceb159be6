/**
 * Visual review: renders every story of a static Storybook build in Debian's Chromium, saves one
 * PNG per story under test/visual/current/, and compares each with test/visual/baselines/.
 *   npm run visual             compare (exit 1 on a difference or a missing baseline)
 *   npm run visual -- --update accept the current pictures as the baselines
 *   npm run visual -- --only <part of an id> [--only …]   look at those stories alone
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { chromium, type Page } from 'playwright-core'
import { PNG } from 'pngjs'
import sirv from 'sirv'
import { CHROMIUM } from '../vite.config.js'

/** Share of pixels that may differ before a story counts as changed. */
const TOLERANCE = 0.002
const update = process.argv.includes('--update')
const only = process.argv.flatMap((arg, i, args) => (args[i - 1] === '--only' ? [arg] : []))
const chosen = (id: string) => only.length === 0 || only.some((part) => id.includes(part))
const root = join(import.meta.dirname, '..')
const staticDir = join(root, 'storybook-static')
const baselines = join(root, 'test/visual/baselines')
const current = join(root, 'test/visual/current')

execFileSync('npx', ['storybook', 'build', '--quiet', '-o', staticDir], {
  cwd: root,
  stdio: 'inherit',
})
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; tags?: string[] }>
}
const entries = Object.values(index.entries).filter((e) => e.type === 'story' && chosen(e.id))
const stories = entries.map((e) => e.id)
/** The Docs pages: each component's props table and states, and the guides. */
const docs = Object.values(index.entries)
  .filter((e) => e.type === 'docs' && chosen(e.id))
  .map((e) => e.id)
const pages = new Set(Object.values(index.entries).map((e) => e.id))
/** Stories whose lookups are never answered: settled once their skeleton is still. */
const staysLoading = new Set(
  entries.filter((e) => e.tags?.includes('stays-loading')).map((e) => e.id),
)

// The simulated IPFS gateway's pictures have no extension: say what they are.
const files = sirv(staticDir, {
  dev: true,
  setHeaders: (response, pathname) => {
    if (pathname.startsWith('/ipfs/') && !/\.[a-z]+$/.test(pathname)) {
      response.setHeader('content-type', 'image/svg+xml')
    }
  },
})
// A plain static server, as teams publish the build: every story must work on it alone.
const server = createServer((request, response) => files(request, response))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const browser = await chromium.launch({ ...CHROMIUM, headless: true })
const context = await browser.newContext({
  viewport: { width: 800, height: 600 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
})
rmSync(current, { recursive: true, force: true })
mkdirSync(current, { recursive: true })
mkdirSync(baselines, { recursive: true })

/** Longest a story may take to settle on a busy machine; a story that takes longer fails. */
const SETTLE_MS = 60_000

/**
 * Waits, on conditions rather than a clock, until what a person would see has stopped
 * changing: the story rendered, fonts loaded, no DOM change for 500 ms, every image loaded and
 * decoded (or failed), no avatar in view waiting for its image, the network idle and nothing
 * `aria-busy`. A story tagged `stays-loading`
 * (`waitBusy` false) is taken once still, whatever is still on its way: busy parts, open
 * requests, and images that never arrive.
 */
async function settle(page: Page, waitBusy: boolean) {
  await page.waitForSelector('#storybook-root > *', { timeout: SETTLE_MS })
  // A story that stays loading may keep a request open (an image on its way) for good.
  if (waitBusy) await page.waitForLoadState('networkidle', { timeout: SETTLE_MS })
  await page.evaluate(`(${SETTLE_IN_PAGE})(${SETTLE_MS}, ${waitBusy})`)
}

// Runs in the page. Kept as source text: the script runner's helpers do not exist there.
const SETTLE_IN_PAGE = `async (limit, waitBusy) => {
  const quiet = (ms) => new Promise((resolve) => {
    let timer
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, ms)
    })
    function done() {
      observer.disconnect()
      resolve()
    }
    timer = setTimeout(done, ms)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  const work = async () => {
    await document.fonts.ready
    for (;;) {
      await quiet(500)
      if (waitBusy && document.querySelector('[aria-busy="true"]')) continue
      // An avatar in view whose image is on its way: Radix Avatar loads it out of the document.
      const loading = Array.from(document.querySelectorAll('[data-image="loading"]')).some((e) => {
        const box = e.getBoundingClientRect()
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      })
      if (waitBusy && loading) continue
      // A story that stays loading may keep an image on its way: the rest have loaded.
      const images = Array.from(document.images).filter((image) => waitBusy || image.complete)
      if (images.every((image) => image.complete)) {
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
        return
      }
    }
  }
  let cap
  const late = new Promise((_, reject) => {
    cap = setTimeout(() => reject(new Error('still changing after ' + limit + ' ms')), limit)
  })
  await Promise.race([work(), late]).finally(() => clearTimeout(cap))
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}`

const rows: Array<{ story: string; result: string }> = []
let failed = 0
// Every story on a light page and on a dark one (the toolbar's Theme).
const shots = stories.flatMap((story) =>
  (['light', 'dark'] as const).map((theme) => ({
    story,
    theme,
    id: theme === 'light' ? story : `${story}.dark`,
  })),
)
// A story mostly waits (for its stories' modules, then for 500 ms of stillness), so three are
// shot at once; each page is its own, and what a picture shows depends on no clock.
const results: Array<{ story: string; result: string }> = []
async function shoot({ story, theme, id }: (typeof shots)[number], at: number) {
  const row = (result: string) => {
    results[at] = { story: id, result }
  }
  const page = await context.newPage()
  await page.goto(`${origin}/iframe.html?id=${story}&viewMode=story&globals=theme:${theme}`)
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
  })
  const file = `${id}.png`
  const settled = await settle(page, !staysLoading.has(story)).then(
    () => undefined,
    (error: Error) => error.message,
  )
  if (settled !== undefined) {
    failed++
    row(`did not settle: ${settled}`)
    await page.close()
    return
  }
  const shot = await page.screenshot({ fullPage: false })
  await page.close()
  writeFileSync(join(current, file), shot)
  const baselineFile = join(baselines, file)
  if (!existsSync(baselineFile)) {
    if (update) writeFileSync(baselineFile, shot)
    else failed++
    row(update ? 'baseline written' : 'no baseline (run with --update)')
    return
  }
  const a = PNG.sync.read(readFileSync(baselineFile))
  const b = PNG.sync.read(shot)
  if (a.width !== b.width || a.height !== b.height) {
    if (update) writeFileSync(baselineFile, shot)
    else failed++
    row(`size ${b.width}x${b.height} != ${a.width}x${a.height}`)
    return
  }
  const diff = new PNG({ width: a.width, height: a.height })
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 })
  const share = changed / (a.width * a.height)
  // --update writes only the pictures that changed: a baseline the same to the eye stays as it is.
  if (share > TOLERANCE && update) writeFileSync(baselineFile, shot)
  else if (share > TOLERANCE) {
    failed++
    writeFileSync(join(current, `${id}.diff.png`), PNG.sync.write(diff))
  }
  row(share > TOLERANCE ? `CHANGED ${(share * 100).toFixed(2)}%` : `same (${changed} px)`)
}
let next = 0
const worker = async () => {
  while (next < shots.length) {
    const at = next++
    await shoot(shots[at] as (typeof shots)[number], at)
  }
}
await Promise.all([worker(), worker(), worker()])
rows.push(...results)
// Every Docs page renders with no error; a component's has its props table. Four at a time:
// a page mostly waits for its stories' modules.
async function checkDocs(id: string) {
  const page = await context.newPage()
  await page.goto(`${origin}/iframe.html?id=${id}&viewMode=docs`)
  const problem = await page
    .waitForSelector('.sbdocs-content', { timeout: SETTLE_MS })
    .then(async () => {
      if (await page.evaluate(`document.body.classList.contains('sb-show-errordisplay')`))
        return 'shows an error'
      const table = await page.$('.docblock-argstable tbody tr')
      if (id.startsWith('components-') && !table) return 'no props table'
      // A link to another page of the docs opens a page this build has.
      const links = (await page.$$eval('.sbdocs-content a[href*="?path=/docs/"]', (anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('path') ?? ''),
      )) as string[]
      const broken = links.filter((path) => !pages.has(path.replace(/^\/docs\//, '')))
      return broken.length > 0 ? `links to missing pages: ${broken.join(', ')}` : undefined
    })
    .catch((error: Error) => `did not render: ${error.message}`)
  await page.close()
  if (problem) failed++
  rows.push({ story: `docs: ${id}`, result: problem ?? 'renders' })
}
for (let i = 0; i < docs.length; i += 4) await Promise.all(docs.slice(i, i + 4).map(checkDocs))
await browser.close()
server.close()
console.table(rows)
console.log(`${shots.length + docs.length - failed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
