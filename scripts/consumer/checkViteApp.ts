import { createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import type { Check, Harness } from './types.js'

/**
 * The Vite app of test/consumer, installed and built in `app`, opened in Chromium against the
 * registry at `registryUrl`: the names must appear, with one lookup request for the page.
 */
export async function checkViteApp(label: string, app: string, harness: Harness): Promise<Check[]> {
  const { browser, registryUrl, addresses, lookups } = harness
  const site = createServer(sirv(join(app, 'dist')))
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const address = site.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const checks: Check[] = []
  const page = await browser.newPage()
  try {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const url = new URL(`http://127.0.0.1:${port}/`)
    url.searchParams.set('registry', registryUrl)
    for (const a of [...addresses.named, addresses.noName]) url.searchParams.append('address', a)
    const before = lookups.fromBrowser()
    await page.goto(url.href)
    for (const name of ['alice.algo', 'bob.algo']) {
      await page.getByText(name).waitFor({ timeout: 60_000 })
    }
    const states = await page
      .locator('[data-dname]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))
    checks.push([`${label}: the names appear in the built app`, true])
    checks.push([
      `${label}: the address without a name shows as not found`,
      states.join() === 'found,found,not-found',
    ])
    checks.push([
      `${label}: one lookup request served the page`,
      lookups.fromBrowser() - before === 1,
    ])
    checks.push([`${label}: the page raised no error`, errors.length === 0])
    checks.push(...(await checkScheduling(label, new URL(url.origin), harness)))
  } catch (error) {
    checks.push([
      `${label}: the app rendered the names (${(error as Error).message.split('\n')[0]})`,
      false,
    ])
  } finally {
    await page.close()
    site.close()
  }
  return checks
}

/**
 * Rows rendered in `startTransition` on React's production build, which renders them in slices:
 * 100 rows send ceil(100 / 20) = 5 lookup requests, and 100 swapped for another 100 before the
 * first answer send 10.
 */
async function checkScheduling(
  label: string,
  origin: URL,
  { browser, registryUrl, lookups }: Harness,
): Promise<Check[]> {
  const checks: Check[] = []
  for (const [scenario, expected] of [
    ['transition', 5],
    ['swap', 10],
  ] as const) {
    // A context of its own: an empty HTTP cache, which keeps the registry's answers.
    const context = await browser.newContext()
    const page = await context.newPage()
    const url = new URL(origin)
    url.searchParams.set('registry', registryUrl)
    url.searchParams.set('scenario', scenario)
    const before = lookups.fromBrowser()
    try {
      await page.goto(url.href)
      // The last list's rows, each looked up (none of these addresses has a name).
      await page
        .locator(`[data-list="${scenario === 'swap' ? 'b' : 'a'}"] [data-state="not-found"]`)
        .nth(99)
        .waitFor({ timeout: 60_000 })
      // Any request still to come would come by now.
      await page.waitForTimeout(500)
    } finally {
      await context.close()
    }
    const sent = lookups.fromBrowser() - before
    checks.push([
      `${label}: ${scenario === 'swap' ? '100 rows swapped for 100 more in transitions' : '100 rows in a transition'} send ${expected} lookup requests (${sent})`,
      sent === expected,
    ])
  }
  return checks
}
