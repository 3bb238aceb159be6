// Emits dist/: ESM and .d.ts per module (tree-shakeable, 'use client' kept), and the stylesheet.
import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
copyFileSync('src/styles.css', 'dist/styles.css')

// React server components need the directive first in the React entry, and only there.
if (!readFileSync('dist/index.js', 'utf8').startsWith("'use client';")) {
  throw new Error("dist/index.js must start with 'use client'")
}
for (const entry of ['dist/core/index.js', 'dist/server/index.js', 'dist/server/avatar/index.js']) {
  if (readFileSync(entry, 'utf8').includes('use client')) {
    throw new Error(`${entry} must stay usable in server components`)
  }
}
