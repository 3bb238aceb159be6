// Emits dist/: ESM and .d.ts per module (tree-shakeable, 'use client' kept), and the stylesheet.
import { execFileSync } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
copyFileSync('src/styles.css', 'dist/styles.css')
