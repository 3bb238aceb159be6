import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { run } from './installApp.js'
import type { Check, Harness } from './types.js'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** Polls `url` until it answers; fails after `limitMs`, which only a broken server reaches. */
async function answers(url: string, limitMs: number) {
  const until = Date.now() + limitMs
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > until) throw new Error(`${url} did not answer in ${limitMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Starts `next <mode>` in `app` on a free port; resolves with its URL and a way to stop it. */
async function startNext(app: string, mode: 'start' | 'dev', env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const next = join(app, 'node_modules/next/dist/bin/next')
  const server = spawn(process.execPath, [next, mode, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}/`
  await answers(url, 120_000)
  return { url, stop: () => server.kill() }
}

/**
 * Client lists of 60 addresses each, on two pages linked with `<Link>`: the first hydrates with
 * ceil(60 / 20) = 3 lookup requests, and a navigation to the other, a transition, sends 3 more.
 */
async function checkNavigation(
  label: string,
  url: string,
  { browser, lookups }: Harness,
): Promise<Check[]> {
  const page = await browser.newPage()
  const settled = (name: string) =>
    page
      .locator(`[data-page="${name}"] [data-dname][data-state="not-found"]`)
      .nth(59)
      .waitFor({ timeout: 120_000 })
  try {
    const before = lookups.fromBrowser()
    await page.goto(`${url}nav/a`)
    await settled('a')
    await page.waitForTimeout(500)
    const hydrated = lookups.fromBrowser() - before
    await page.getByText('other page').click()
    await settled('b')
    await page.waitForTimeout(500)
    const navigated = lookups.fromBrowser() - before - hydrated
    return [
      [
        `${label}: a client list of 60 hydrates with 3 lookup requests (${hydrated})`,
        hydrated === 3,
      ],
      [`${label}: a <Link> navigation to 60 others sends 3 (${navigated})`, navigated === 3],
    ]
  } catch (error) {
    return [[`${label}: navigation (${(error as Error).message.split('\n')[0]})`, false]]
  } finally {
    await page.close()
  }
}

/**
 * The Next.js App Router app of test/consumer-next, installed in `app`: built, started, the
 * names looked up on the server and present in the server HTML, then opened in Chromium, where
 * hydration must send no lookup and raise no error; then client lists and a navigation between
 * them, under `next start` and under `next dev`.
 */
export async function checkNextApp(app: string, harness: Harness): Promise<Check[]> {
  const { browser, registryUrl, addresses, lookups } = harness
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    REGISTRY_URL: registryUrl,
    ADDRESSES: [...addresses.named, addresses.noName].join(','),
  }
  run(process.execPath, [join(app, 'node_modules/next/dist/bin/next'), 'build'], app, env)
  const checks: Check[] = []
  const server = await startNext(app, 'start', env)
  const { url } = server
  const page = await browser.newPage()
  try {
    const serverBefore = lookups.fromServer()
    const html = await (await fetch(url)).text()
    checks.push([
      'Next.js: the names are in the server HTML',
      html.includes('>alice.algo<') && html.includes('>bob.algo<'),
    ])
    checks.push([
      'Next.js: the server looked them up in one request',
      lookups.fromServer() - serverBefore === 1,
    ])
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`)
    })
    const browserBefore = lookups.fromBrowser()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByText('alice.algo').waitFor({ timeout: 60_000 })
    const states = await page
      .locator('[data-dname]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))
    checks.push([
      'Next.js: hydrated, the page shows the names',
      states.join() === 'found,found,not-found',
    ])
    checks.push([
      'Next.js: no lookup from the browser after hydration',
      lookups.fromBrowser() === browserBefore,
    ])
    checks.push([
      `Next.js: no error or hydration warning (${errors.join(' | ')})`,
      errors.length === 0,
    ])
  } catch (error) {
    checks.push([
      `Next.js: the app served the names (${(error as Error).message.split('\n')[0]})`,
      false,
    ])
  } finally {
    await page.close()
  }
  checks.push(...(await checkNavigation('Next.js (next start)', url, harness)))
  server.stop()
  const dev = await startNext(app, 'dev', env)
  checks.push(...(await checkNavigation('Next.js (next dev)', dev.url, harness)))
  dev.stop()
  return checks
}
