import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_BAR_POPUPS, CHROMIUM } from '../../vite.config.js'

/**
 * The Chromium every browser test, bench and review runs: our `--disable-features` comes last on
 * its command line, the one Chromium reads, so it must carry Playwright's names as well as ours.
 */
describe('the Chromium the tests and benches launch', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ ...CHROMIUM, headless: true })
  })
  afterAll(() => browser.close())

  it('disables every feature Playwright disables, in the one switch Chromium reads', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('chrome://version')
    const commandLine = (await page.textContent('body')) ?? ''
    await context.close()
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) =>
      (m[1] ?? '').split(','),
    )
    // Playwright's own, then ours.
    expect(lists.length).toBe(2)
    const [playwright = [], read = []] = lists
    expect(playwright.length).toBeGreaterThan(0)
    expect(playwright.filter((name) => !read.includes(name))).toEqual([])
    expect(read).toEqual(expect.arrayContaining(ADDRESS_BAR_POPUPS))
  })

  it('opens no address bar popup page for a new context', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('data:text/html,<p>a page</p>')
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = await session.send('Target.getTargets')
    await session.detach()
    await context.close()
    expect(targetInfos.map((target) => target.url)).toContain('data:text/html,<p>a page</p>')
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox'))).toEqual([])
  })
})
