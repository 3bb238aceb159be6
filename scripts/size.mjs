// Size budgets, measured as a Vite app ships them: the dist/ build bundled and minified by
// rolldown (Vite's bundler), react, react-dom and @tanstack/react-query left out, gzipped.
// "first paint" counts the entry and the chunks it imports statically; "with lazy chunks" adds
// what it loads with import() (the validators, fetched alongside the first request).
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'

const checks = [
  {
    name: "{ DnameProvider, DnameName } from 'dname-react'",
    entry: 'dist/index.js',
    names: ['DnameProvider', 'DnameName'],
    limit: 10,
  },
  // 21 KB: the batcher that settles every lookup added 0.5 KB; about 10 KB of it is
  // @tanstack/virtual-core, which only OwnedNames uses.
  { name: "everything from 'dname-react'", entry: 'dist/index.js', names: '*', limit: 21 },
  {
    name: "{ createDnameClient } from 'dname-react/core'",
    entry: 'dist/core/index.js',
    names: ['createDnameClient'],
    limit: 6,
  },
]
const external = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query']
const kb = (code) => gzipSync(code, { level: 9 }).length / 1024

const rows = []
let over = 0
for (const check of checks) {
  const source = JSON.stringify(resolve(check.entry))
  const app =
    check.names === '*'
      ? `import * as all from ${source}; console.log(all)`
      : `import { ${check.names.join(', ')} } from ${source}; console.log(${check.names.join(', ')})`
  const bundle = await rolldown({
    input: 'app',
    external,
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'app',
        resolveId: (id) => (id === 'app' ? id : null),
        load: (id) => (id === 'app' ? app : null),
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true })
  await bundle.close()
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]))
  const firstPaint = new Set()
  const visit = (name) => {
    const chunk = chunks.get(name)
    if (!chunk || firstPaint.has(name)) return
    firstPaint.add(name)
    for (const next of chunk.imports) visit(next)
  }
  visit([...chunks.values()].find((c) => c.isEntry)?.fileName)
  const first = [...firstPaint].reduce((total, name) => total + kb(chunks.get(name).code), 0)
  const all = [...chunks.values()].reduce((total, c) => total + kb(c.code), 0)
  if (first > check.limit) over++
  rows.push({
    import: check.name,
    'first paint (KB)': first.toFixed(2),
    'with lazy chunks (KB)': all.toFixed(2),
    'budget (KB)': check.limit,
    ok: first <= check.limit ? 'yes' : 'NO',
  })
}
console.table(rows)
console.log('Minified and gzipped; react, react-dom and @tanstack/react-query excluded.')
process.exitCode = over > 0 ? 1 : 0
