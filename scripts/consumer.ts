/**
 * Proves the package from the outside. Packs dname-react once and installs the tarball, as a
 * user would, into:
 * - the Vite app of test/consumer/ with React 19, and again with React 18: built, opened in
 *   Debian's Chromium against the simulated registry's HTTP server; the names must appear;
 * - the Next.js App Router app of test/consumer-next/: built and started; the names must be in
 *   the server HTML, and hydration in Chromium must send no lookup;
 * - the app of test/consumer-next-default/, with `create-next-app`'s default config
 *   (`cacheComponents`): its static page of names prerendered, and no error under `next dev`;
 *   its page of 500 names by server components (`dname-react/server`) served with the names
 *   in its HTML and none of the library in its scripts;
 * - the app of docs/getting-started/nextjs.md, written from the guide's code, with the default
 *   config and an empty one, and with the default config the page of server components that
 *   docs/guides/server-components.md adds to it;
 * - a new app from `create-vite`'s React template with the README's Quick start pasted in.
 * `CONSUMER_ONLY=vite|next|next-guide|quick-start` runs one of them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { createMockRegistry, generateDataset } from '../src/mock/index.js'
import { testAddresses } from '../test/support/ledgerAddresses.js'
import { CHROMIUM } from '../vite.config.js'
import { checkNextApp, checkNextDefaultApp, checkNextGuide } from './consumer/checkNextApp.js'
import { checkQuickStart } from './consumer/checkQuickStart.js'
import { checkViteApp } from './consumer/checkViteApp.js'
import { installApp, run, schedulerCopies } from './consumer/installApp.js'
import type { Check } from './consumer/types.js'
import { startRegistryServer } from './registry.js'

const root = join(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'dname-consumer-'))

run('npm', ['run', 'build'], root)
const packed = run('npm', ['pack', '--silent', '--pack-destination', work], root)
const tarball = join(work, packed.trim().split('\n').at(-1) as string)

// Every lookup the registry serves, told apart by who sent it.
const registry = createMockRegistry()
const agents: string[] = []
const api = await startRegistryServer({
  ...registry,
  fetch: (input, init) => {
    const request = new Request(input, init)
    if (new URL(request.url).pathname === '/dname/lookup') {
      agents.push(request.headers.get('user-agent') ?? '')
    }
    return registry.fetch(request)
  },
})
const lookups = {
  fromBrowser: () => agents.filter((a) => a.includes('Chrome')).length,
  fromServer: () => agents.filter((a) => !a.includes('Chrome')).length,
}
const a = generateDataset().addresses
const addresses = {
  named: [a.verified, a.userAvatar],
  noName: a.noName,
  rows: [a.verified, a.userAvatar, a.generation2, ...testAddresses(497)],
}

const browser = await chromium.launch({ ...CHROMIUM, headless: true })
const harness = { browser, registryUrl: api.url, addresses, lookups }
const checks: Check[] = []
const only = process.env.CONSUMER_ONLY
const runs = (part: string) => only === undefined || only === part
try {
  const reacts = [
    ['React 19', []],
    ['React 18', ['react@18', 'react-dom@18']],
  ] as const
  for (const [label, extra] of runs('vite') ? reacts : []) {
    const app = installApp(join(root, 'test/consumer'), work, label.replace(' ', ''), tarball, [
      ...extra,
    ])
    const copies = schedulerCopies(app)
    checks.push([
      `${label}: one copy of scheduler, react-dom's and the library's (${copies})`,
      copies === 1,
    ])
    run('npm', ['run', 'build'], app)
    checks.push(...(await checkViteApp(label, app, harness)))
  }
  if (runs('next')) {
    const next = installApp(join(root, 'test/consumer-next'), work, 'next', tarball)
    checks.push(...(await checkNextApp(next, harness)))
    const nextDefault = installApp(
      join(root, 'test/consumer-next-default'),
      work,
      'next-default',
      tarball,
    )
    checks.push(...(await checkNextDefaultApp(nextDefault, harness)))
  }
  if (runs('next-guide')) {
    const guide = installApp(join(root, 'test/consumer-next-guide'), work, 'next-guide', tarball)
    checks.push(...(await checkNextGuide(guide, harness)))
  }
  if (runs('quick-start')) checks.push(...(await checkQuickStart(work, tarball, harness)))
} finally {
  await browser.close()
  api.server.close()
  rmSync(work, { recursive: true, force: true })
}
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`)
const failed = checks.filter(([, ok]) => !ok).length
console.log(`${checks.length - failed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
