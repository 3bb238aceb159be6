import { serveBuilt } from './serveBuilt.js'
import type { Check, Harness } from './types.js'

/**
 * The Vite app of test/consumer, installed and built in `app`, opened in Chromium against the
 * registry at `registryUrl`: the names must appear, with one lookup request for the page.
 */
export async function checkViteApp(label: string, app: string, harness: Harness): Promise<Check[]> {
  const { browser, registryUrl, addresses, lookups } = harness
  const site = await serveBuilt(app)
  const checks: Check[] = []
  const page = await browser.newPage()
  try {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const url = new URL(`${site.origin}/`)
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

/** Each scenario of test/consumer's page, what it renders, and the lookup requests it is due. */
const SCENARIOS = [
  ['plain', '100 rows in a plain render', 5],
  ['transition', '100 rows in a transition', 5],
  ['swap', '100 rows swapped for 100 more in transitions', 10],
  ['deferred', '100 rows behind a deferred value', 5],
  ['suspense', '100 rows suspended on useSuspenseDnameLookup, then a DnameName each', 5],
  ['activity', '100 rows rendered hidden in <Activity>, then shown', 5],
] as const

/**
 * React's production build renders these in slices. With the CPU slowed 6× (as a phone's) and
 * 60 ms tasks between the slices, the lookups of a commit still leave in full groups:
 * ceil(100 / 20) = 5 requests for 100 rows, 10 for a swap. `<Activity>` is React 19's.
 */
async function checkScheduling(
  label: string,
  origin: URL,
  { browser, registryUrl, lookups }: Harness,
): Promise<Check[]> {
  const checks: Check[] = []
  for (const [scenario, what, expected] of SCENARIOS) {
    if (scenario === 'activity' && label.includes('18')) continue
    // A context of its own: an empty HTTP cache, which keeps the registry's answers.
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    const url = new URL(origin)
    url.searchParams.set('registry', registryUrl)
    url.searchParams.set('scenario', scenario)
    const before = lookups.fromBrowser()
    let sent = Number.NaN
    try {
      await page.goto(url.href)
      // The last list's rows, each looked up (none of these addresses has a name).
      await page
        .locator(`[data-list="${scenario === 'swap' ? 'b' : 'a'}"] [data-state="not-found"]`)
        .nth(99)
        .waitFor({ timeout: 120_000 })
      // Any request still to come would come by now.
      await page.waitForTimeout(1_000)
      sent = lookups.fromBrowser() - before
    } catch (error) {
      checks.push([`${label}: ${what} (${(error as Error).message.split('\n')[0]})`, false])
      continue
    } finally {
      await context.close()
    }
    checks.push([
      `${label}, CPU 6× slower, long tasks between slices: ${what} send ${expected} lookup requests (${sent})`,
      sent === expected,
    ])
  }
  return checks
}
