import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import sirv from 'sirv'
import { build } from 'vite'

/** The rows of a bench page (`bench/browser/app/main.tsx`). */
export type Variant = 'dname-react' | 'identity' | 'name-only' | 'hook' | 'baseline' | 'same-look'

/** What the page records (bench/browser/app/main.tsx). */
export interface PageBench {
  marks: {
    render: number
    appReady: number
    firstName: number
    allNames: number
    firstImage: number
  }
  renders: number[]
  commits: number
  framesWithNames: number
}
export type BenchWindow = Window & { bench?: PageBench }

export interface PageOptions {
  rows: Variant
  /** The page's addresses, a row each. */
  addresses: readonly string[]
  /** Added to every response of the page's files. */
  delayMs: number
  /** React's profiling build rather than its production one. */
  profiling: boolean
  /** The library's `src/` the page imports instead of this tree's. */
  src?: string | undefined
}

/**
 * Builds the page of one variant's rows, with React's profiling build or its production one,
 * and serves it; with `src`, the page imports the library from that directory instead of this
 * tree's `src/`. A page of its own per variant, as an app ships only what it imports: a page of
 * names alone loads no avatar code, and the hand-written baselines no library.
 */
export async function servePage({ rows, addresses, delayMs, profiling, src }: PageOptions) {
  const out = mkdtempSync(join(tmpdir(), 'dname-bench-'))
  const alias = [
    ...(profiling ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
    ...(src ? [{ find: /^(\.\.\/){3}src\//, replacement: `${src}/` }] : []),
  ]
  await build({
    root: join(import.meta.dirname, 'app'),
    logLevel: 'warn',
    plugins: [react()],
    define: { BENCH_ADDRESSES: JSON.stringify(addresses), BENCH_VARIANT: JSON.stringify(rows) },
    resolve: { alias },
    // Readable function names in BENCH_PROFILE's table.
    build: { outDir: out, emptyOutDir: true, minify: process.env.BENCH_PROFILE !== '1' },
  })
  const files = sirv(out)
  const server = createServer(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    files(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { server, origin: `http://127.0.0.1:${port}` }
}
