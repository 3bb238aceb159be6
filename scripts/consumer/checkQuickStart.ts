import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { docSamples } from '../../test/support/docSamples.js'
import { run } from './installApp.js'
import { serveBuilt } from './serveBuilt.js'
import type { Check, Harness } from './types.js'

/** The port the README's second step runs the registry on (`npm run registry`). */
const README_REGISTRY = 'http://127.0.0.1:8787'

/**
 * The README's Quick start as a newcomer follows it: a new app from `create-vite`'s React
 * template, the packed package installed into it, the Quick start pasted over `src/App.tsx`,
 * built with the template's own `npm run build` (its TypeScript and settings), and opened in
 * Chromium; then the next step's `App.tsx` and `main.tsx`, against the simulated registry.
 */
export async function checkQuickStart(
  work: string,
  tarball: string,
  harness: Harness,
): Promise<Check[]> {
  const [quickStart, nextApp, nextMain] = docSamples()
    .filter((s) => s.where.startsWith('README.md:') && s.lang === 'tsx')
    .map((s) => s.code.replaceAll(README_REGISTRY, harness.registryUrl))
  const template = ['--template', 'react-ts', '--no-interactive']
  run('npm', ['exec', '--yes', 'create-vite@9', '--', 'quick-start', ...template], work)
  const app = join(work, 'quick-start')
  run('npm', ['install', '--no-audit', '--no-fund', tarball, '@tanstack/react-query'], app)
  const checks: Check[] = []

  // The Quick start: four addresses, all in the page, asking nothing of another host.
  writeFileSync(join(app, 'src/App.tsx'), quickStart ?? '')
  checks.push(built('Quick start', app))
  checks.push(
    ...(await opened('Quick start', app, harness, async (page, hosts) => {
      for (const name of ['alice.algo', 'bob.algo']) await page.getByText(name).waitFor()
      const marked = await page.locator('[data-dname] [data-part="unverified"]').count()
      const states = await page
        .locator('[data-dname]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))
      return [
        ['Quick start: the names appear', true],
        ['Quick start: the unverified name shows its mark', marked === 1],
        [
          'Quick start: the address without a name shows as not found',
          states.at(-1) === 'not-found',
        ],
        ['Quick start: no request leaves the page', hosts.length === 0],
      ]
    })),
  )

  // The next step: the registry over HTTP, its addresses fetched by the README's main.tsx.
  writeFileSync(join(app, 'src/App.tsx'), nextApp ?? '')
  writeFileSync(join(app, 'src/main.tsx'), nextMain ?? '')
  checks.push(built('Quick start, next step', app))
  checks.push(
    ...(await opened('Quick start, next step', app, harness, async (page) => {
      await page.locator('[data-dname][data-state="found"]').first().waitFor()
      const rows = await page.locator('[data-dname]').count()
      return [['Quick start, next step: 40 addresses, their names shown', rows === 40]]
    })),
  )
  return checks
}

/** Builds the app with the template's own command: `tsc -b && vite build`. */
function built(label: string, app: string): Check {
  try {
    run('npm', ['run', 'build'], app)
    return [`${label}: builds in create-vite's React template as pasted`, true]
  } catch (error) {
    const first = String((error as { stdout?: unknown }).stdout ?? error).split('\n')
    return [
      `${label}: builds in create-vite's React template (${first.slice(0, 5).join(' ')})`,
      false,
    ]
  }
}

type Look = (page: Page, otherHosts: string[]) => Promise<Check[]>

/** Serves the built app, opens it, and runs `look`; the page must raise no error. */
async function opened(label: string, app: string, harness: Harness, look: Look): Promise<Check[]> {
  const site = await serveBuilt(app)
  const { origin } = site
  const page = await harness.browser.newPage()
  try {
    const errors: string[] = []
    const otherHosts: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('request', (request) => {
      const { origin: from } = new URL(request.url())
      if (from !== origin && !request.url().startsWith('data:')) otherHosts.push(from)
    })
    await page.goto(origin)
    const checks = await look(page, otherHosts)
    return [...checks, [`${label}: the page raised no error`, errors.length === 0]]
  } catch (error) {
    return [[`${label}: the page rendered (${(error as Error).message.split('\n')[0]})`, false]]
  } finally {
    await page.close()
    site.close()
  }
}
