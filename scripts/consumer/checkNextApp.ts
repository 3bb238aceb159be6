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

/**
 * The Next.js App Router app of test/consumer-next, installed in `app`: built, started, the
 * names looked up on the server and present in the server HTML, then opened in Chromium, where
 * hydration must send no lookup and raise no error.
 */
export async function checkNextApp(
  app: string,
  { browser, registryUrl, addresses, lookups }: Harness,
): Promise<Check[]> {
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    REGISTRY_URL: registryUrl,
    ADDRESSES: [...addresses.named, addresses.noName].join(','),
  }
  run(process.execPath, [join(app, 'node_modules/next/dist/bin/next'), 'build'], app, env)
  const port = await freePort()
  const next = join(app, 'node_modules/next/dist/bin/next')
  const server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}/`
  const checks: Check[] = []
  const page = await browser.newPage()
  try {
    await answers(url, 60_000)
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
    server.kill()
  }
  return checks
}
