import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The library's `src/` at `ref`, written inside this checkout (where its imports find this
 * checkout's node_modules) and removed when the bench ends.
 */
export function sourceAt(ref: string) {
  const root = join(import.meta.dirname, '..', '..')
  const dir = join(root, '.bench-against')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir)
  const archive = execFileSync('git', ['archive', ref, 'src'], { cwd: root })
  execFileSync('tar', ['-x', '-C', dir], { input: archive })
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'src')
}
