import { createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import type { Check, Harness } from './types.js'

/**
 * The Vite app of test/consumer, installed and built in `app`, opened in Chromium against the
 * registry at `registryUrl`: the names must appear, with one lookup request for the page.
 */
export async function checkViteApp(
  label: string,
  app: string,
  { browser, registryUrl, addresses, lookups }: Harness,
): Promise<Check[]> {
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
