/**
 * `dname-react/mock` from the outside, as users' tests and demos import it: the built package
 * installed in a folder where msw is not, bundled by webpack 5 and by esbuild for es2020, and
 * required from Node 20. Needs `npm run build` first (`npm test` runs it).
 */
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpack from 'webpack'

const root = join(import.meta.dirname, '../../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
let app = ''

const APP = `import { createMockRegistry } from 'dname-react/mock'
const registry = createMockRegistry()
registry.fetch('https://registry.test/dname/alice.algo').then((r) => console.log(r.status))
`

beforeAll(() => {
  if (!existsSync(join(root, 'dist/mock/index.js'))) {
    throw new Error('dist/ is missing: run npm run build first (npm test does)')
  }
  app = mkdtempSync(join(tmpdir(), 'dname-mock-'))
  const installed = join(app, 'node_modules/dname-react')
  mkdirSync(installed, { recursive: true })
  cpSync(join(root, 'dist'), join(installed, 'dist'), { recursive: true })
  copyFileSync(join(root, 'package.json'), join(installed, 'package.json'))
  // The package's own dependencies, as npm installs them; msw, an optional peer, is not there.
  for (const dependency of Object.keys(pkg.dependencies)) {
    const target = join(app, 'node_modules', dependency)
    mkdirSync(dirname(target), { recursive: true })
    symlinkSync(join(root, 'node_modules', dependency), target, 'dir')
  }
  writeFileSync(join(app, 'app.mjs'), APP)
})

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true })
})

describe('dname-react/mock without msw installed', () => {
  it('is not resolvable here: the test really runs without msw', () => {
    expect(() =>
      execFileSync(process.execPath, ['-e', "require.resolve('msw')"], { cwd: app, stdio: 'pipe' }),
    ).toThrow()
  })

  it('bundles with webpack 5', async () => {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: app,
          entry: './app.mjs',
          target: 'web',
          output: { path: join(app, 'webpack'), filename: 'app.js' },
          performance: { hints: false },
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      ),
    )
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([])
    const bundle = readFileSync(join(app, 'webpack/app.js'), 'utf8')
    expect(bundle).toContain('/dname/lookup')
    expect(bundle).not.toMatch(/mswjs|from ?["']msw/)
  })

  it('bundles with esbuild for es2020', async () => {
    const result = await build({
      absWorkingDir: app,
      entryPoints: ['app.mjs'],
      bundle: true,
      format: 'esm',
      target: 'es2020',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    expect(result.errors).toEqual([])
    const bundle = result.outputFiles[0]?.text ?? ''
    expect(bundle).toContain('/dname/lookup')
    expect(bundle).not.toMatch(/mswjs/)
  })

  it('type-checks with skipLibCheck off', () => {
    writeFileSync(
      join(app, 'app.ts'),
      `import { createMockRegistry, type MockRegistry } from 'dname-react/mock'
export const registry: MockRegistry = createMockRegistry({ latencyMs: 10 })
`,
    )
    const tsc = join(root, 'node_modules/typescript/bin/tsc')
    const flags = ['--noEmit', '--strict', '--skipLibCheck', 'false', '--target', 'es2022']
    const options = [...flags, '--module', 'esnext', '--moduleResolution', 'bundler']
    const run = () =>
      execFileSync(process.execPath, [tsc, ...options, '--lib', 'es2022,dom', 'app.ts'], {
        cwd: app,
        encoding: 'utf8',
      })
    expect(run).not.toThrow()
  })

  it('is required from Node 20 and serves a record', () => {
    const script = `const { createMockRegistry } = require('dname-react/mock')
createMockRegistry().fetch('https://registry.test/dname/alice.algo')
  .then((r) => r.json()).then((record) => console.log(record.name))`
    const out = execFileSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8' })
    expect(out.trim()).toBe('alice.algo')
  })
})
