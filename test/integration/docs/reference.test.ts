import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'
import { ROOT } from '../../support/docSamples.js'

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )

it('holds the reference TypeDoc writes from the TSDoc of every public export', () => {
  // Out of date? Run: npm run docs:reference
  const out = join(ROOT, 'node_modules/.cache/reference')
  rmSync(out, { recursive: true, force: true })
  execFileSync(join(ROOT, 'node_modules/.bin/typedoc'), ['--out', out], { cwd: ROOT })
  const written = files(out)
    .map((file) => relative(out, file))
    .sort()
  const kept = files(join(ROOT, 'docs/reference'))
    .map((file) => relative(join(ROOT, 'docs/reference'), file))
    .sort()
  expect(kept).toEqual(written)
  for (const file of written) {
    expect(readFileSync(join(ROOT, 'docs/reference', file), 'utf8'), file).toBe(
      readFileSync(join(out, file), 'utf8'),
    )
  }
}, 120_000)
