/**
 * Runs the React test suite (the `dom` project) on the oldest versions the peer ranges allow:
 * React 18.3 and @tanstack/react-query 5.80. `npm test` runs it on the newest, which the lock
 * file holds. The working tree and its node_modules are copied to a temporary folder,
 * and the old versions are installed there, so this checkout is left as it is.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { run, schedulerCopies } from './consumer/installApp.js'

const OLDEST = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  scheduler: '0.23.2',
  '@tanstack/react-query': '5.80.0',
  '@tanstack/query-core': '5.80.0',
}

const root = join(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'dname-oldest-'))
const inWork = (cmd: string, args: string[]) => run(cmd, args, work)

try {
  const files = run('git', ['ls-files', '-co', '--exclude-standard', '-z'], root)
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(work, file)), { recursive: true })
    cpSync(join(root, file), join(work, file))
  }
  // A copy, not links: tests write caches under node_modules.
  inWork('cp', ['-a', join(root, 'node_modules'), join(work, 'node_modules')])
  rmSync(join(work, 'node_modules/.cache'), { recursive: true, force: true })
  const wanted = Object.entries(OLDEST).map(([name, version]) => `${name}@${version}`)
  inWork('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefer-offline', ...wanted])
  // The versions the tests will run on, and one copy of scheduler: React's.
  for (const [name, version] of Object.entries(OLDEST)) {
    const found = JSON.parse(
      inWork('node', ['-p', `JSON.stringify(require('${name}/package.json'))`]),
    )
    if (found.version !== version) throw new Error(`${name} is ${found.version}, not ${version}`)
  }
  const copies = schedulerCopies(work)
  if (copies !== 1) throw new Error(`${copies} copies of scheduler`)
  console.log(
    `Oldest versions: ${Object.entries(OLDEST)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')}`,
  )
  // The Quick start renders the built package: `test:consumer` installs that on React 18. The
  // send field's model test (40 s) checks its input logic, which React's version does not touch.
  const skip = ['**/quickStart.test.tsx', '**/DnameAddressInput.model.test.tsx']
  const vitest = ['vitest', 'run', '--project', 'dom', ...skip.flatMap((p) => ['--exclude', p])]
  execFileSync('npx', vitest, { cwd: work, stdio: 'inherit' })
} finally {
  rmSync(work, { recursive: true, force: true })
}
