/**
 * Proves the package from the outside: packs dname-react, installs the tarball into the app in
 * test/consumer/ (copied to a temporary folder), builds it with Vite, and opens it in Debian's
 * Chromium against the simulated registry's HTTP server: the names must appear.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import sirv from 'sirv'
import { createMockRegistry, generateDataset } from '../src/mock/index.js'
import { CHROMIUM } from '../vite.config.js'
import { startRegistryServer } from './registry.js'

const root = join(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'dname-consumer-'))
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString()

run('npm', ['run', 'build'], root)
const tarball = run('npm', ['pack', '--silent', '--pack-destination', work], root)
  .trim()
  .split('\n')
  .at(-1) as string
const app = join(work, 'app')
cpSync(join(root, 'test/consumer'), app, {
  recursive: true,
  filter: (p) => !p.includes('node_modules') && !p.includes('/dist'),
})
run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball)], app)
run('npm', ['run', 'build'], app)

const registry = createMockRegistry()
const a = generateDataset().addresses
const api = await startRegistryServer(registry, { port: 0 })
const site = createServer(sirv(join(app, 'dist')))
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
const siteAddress = site.address()
const sitePort = typeof siteAddress === 'object' && siteAddress ? siteAddress.port : 0

const browser = await chromium.launch({ ...CHROMIUM, headless: true })
const checks: Array<[string, boolean]> = []
try {
  const page = await browser.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const url = new URL(`http://127.0.0.1:${sitePort}/`)
  url.searchParams.set('registry', api.url)
  for (const address of [a.verified, a.userAvatar, a.noName])
    url.searchParams.append('address', address)
  await page.goto(url.href)
  await page.getByText('alice.algo').waitFor({ timeout: 60_000 })
  await page.getByText('bob.algo').waitFor({ timeout: 60_000 })
  const states = await page
    .locator('[data-dname]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))
  checks.push(['the names appear in the built app', true])
  checks.push([
    'the address without a name shows as not found',
    states.join() === 'found,found,not-found',
  ])
  checks.push([
    'one lookup request served the page',
    registry.requests.filter((r) => r.path === '/dname/lookup').length === 1,
  ])
  checks.push(['the page raised no error', pageErrors.length === 0])
} catch (error) {
  checks.push([`the app rendered the names (${(error as Error).message.split('\n')[0]})`, false])
} finally {
  await browser.close()
  site.close()
  api.server.close()
  rmSync(work, { recursive: true, force: true })
}
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`)
const failed = checks.filter(([, ok]) => !ok).length
console.log(`${checks.length - failed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
