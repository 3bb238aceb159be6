// Size budgets, measured as a Vite app ships them: the dist/ build bundled and minified by
// rolldown (Vite's bundler) with no comments (a Vite app build drops them all, `/* @__PURE__ */`
// annotations included; until 2026-11-30 they were counted, 0.15–0.35 KB a row), react,
// react-dom and @tanstack/react-query left out, gzipped.
// "first paint" counts the entry and the chunks it imports statically; "before the first name"
// adds the chunk a lookup's answer is parsed with (the zod schemas, fetched alongside the first
// request); "every chunk" adds the rest of what loads later (the checksum, which no request
// waits for, the look-alike check with Unicode's table of look-alikes, and search).
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'

const checks = [
  {
    name: "{ DnameProvider, DnameName } from 'dname-react'",
    entry: 'dist/index.js',
    names: ['DnameProvider', 'DnameName'],
    firstPaint: 10,
    firstName: 16,
    // 24 KB before the look-alike check read Unicode's confusables (1.5 KB of data, 2 KB more
    // in all), 26.5 before it read beyond them (NFKC, small capitals, scripts that pass for
    // Latin: 0.3 KB): it loads after the first paint and no name waits for it. 27.3 since the
    // hold ends on React's signals and the lookups keep useQuery's whole contract (0.3 KB, the
    // first name kept in 16 KB by reading the registry's errors in the chunk for failures).
    // 27.4 since the names' layout is a style sheet (a tenth of a page of names' CPU), and a
    // lookup's 304s and errors are read in the chunk for failures (0.05 KB more in all, 0.05
    // less before the first name, which the sheet had put over 16 KB). 27.3 since a record's
    // `ver` is checked by one predicate rather than zod's union (0.3 KB less). 27.34 since a
    // `baseUrl` without its scheme is refused where it is given (0.06 KB, 0.02 of it won back:
    // the components read the provider's config once). 27.37 since a name is drawn by one
    // function that the server components (`dname-react/server`) share (0.02 KB). 28.05 since a
    // long name is cut after its last whole character with no blank before its suffix: a sheet
    // of its own (0.46 KB), which loads after the first paint and changes no box's size; the
    // first name kept in 16 KB by describing a body that fails its schema in the chunk for
    // failures, not in the parsers (0.11 KB less before the first name). 28.1 since that sheet
    // is added by the first long name shown, not by the provider (a page of short names never
    // restyles or lays out again for it), and the look-alike check makes its Unicode
    // sets at the first name outside ASCII (0.03 KB). Without comments, as Vite ships it, that
    // was 27.77 (15.82 before the first name); requests cut from the page's list (`grouping:
    // 'page'`) make it 28.06 (15.95: a record's request and the error of a body that is not
    // JSON moved to chunks of their own, 0.13 KB less before the first name). 23.03 since the
    // lookups leave a ledger address's checksum to the registry (SHA-512/256 and base32, 5 KB,
    // only in the send flow's chunk): back within the 24 KB budget. 23.09 since a 429 holds the
    // batcher back after its callers have gone, and a group of ride-alongs alone is not sent.
    every: 24,
  },
  {
    name: "{ DnameProvider, DnameName, DnameAvatar } from 'dname-react'",
    entry: 'dist/index.js',
    names: ['DnameProvider', 'DnameName', 'DnameAvatar'],
    // 20 until the avatar was built on Radix Avatar, as the stack names it: Radix's Avatar,
    // Primitive, Slot and context, 2.8 KB (Slot's 1.4 shared with the Identity parts).
    firstName: 22,
  },
  // About 10 KB of it is @tanstack/virtual-core, which only OwnedNames uses. 25 KB before every
  // word became replaceable (the English defaults of every component), the Identity parts with
  // Radix's Slot, and the send field as a form control. 28.7 since the Suspense hooks and
  // OwnedNames take a missing address and lookup lists a repeated one (0.15 KB). 28.75 since
  // the names' layout is a style sheet. 28.95 since the components that show one lookup share
  // its observer (0.18 KB; for { DnameProvider, DnameName } it was won back elsewhere). 28.96
  // since a shared observer's result is worked out once per change of its query (0.05 KB).
  // 29.02 since a `baseUrl` without its scheme is refused where it is given (0.06 KB). 29.05
  // since a gateway must end in /ipfs/, and a refused one is named (0.03 KB). 29.15 since the
  // components keep one observer store per lookup, apart from the hooks', whose first render
  // reads the result the observer worked out as it was made (0.1 KB; for { DnameProvider,
  // DnameName } it was won back). 29.2 since `DnameIdentity` draws its avatar and name itself
  // rather than through the parts (0.05 KB; identity rows 1–3 % less CPU). 29.23 since a name
  // is drawn by one function that the server components share (0.02 KB). 29.25 since an avatar
  // whose image settled before hydration says so, or tries the next gateway (0.02 KB). 29.26
  // since the components' record state is a module the server components share (2 bytes).
  // 30.95 since the avatar is built on Radix Avatar (1.6 KB: Radix's Avatar, Primitive and
  // context; its Slot was here already), with `useDnameAvatar` for an Avatar of your own.
  // 31.05 since controls are 24 px targets without styles.css and the send field shows a
  // look-alike's whole address, with its words (0.11 KB). 31.4 since the avatar takes Radix's
  // `asChild` and `delayMs`, and the parsers no longer import the entry (their errors moved to
  // the chunk for failures): rolldown then puts the chunks' loader and its runtime in chunks of
  // their own (0.3 KB, most of it the chunks' own overhead). 31.45 since the sheet of long
  // names is added by the first long name shown (0.01 KB).
  { name: "everything from 'dname-react'", entry: 'dist/index.js', names: '*', firstPaint: 31.45 },
  // The avatar a server component of `dname-react/server` hands to the browser: the client's
  // avatar frame with its gateways and timeout, and no lookup (4.86 KB: a third of it is the
  // name's cleaning for the picture's initial and the image's text). 7.75 since the avatar is
  // built on Radix Avatar (2.8 KB with its Slot).
  {
    name: "dname-react/server/avatar's island",
    entry: 'dist/server/avatar/AvatarIsland.js',
    names: ['AvatarIsland'],
    firstPaint: 7.75,
    parsers: false,
  },
  {
    name: "{ createDnameClient } from 'dname-react/core'",
    entry: 'dist/core/index.js',
    names: ['createDnameClient'],
    firstPaint: 6,
  },
]
const external = ['react', 'react-dom', 'react/jsx-runtime', 'scheduler', '@tanstack/react-query']
const kb = (code) => gzipSync(code, { level: 9 }).length / 1024
/** The chunk a lookup's answer waits for. */
const PARSERS = /core\/client\/validation\.js$/
/**
 * Zod's schemas and checks that only the search uses. A bundler puts what the search's chunk
 * shares with the parsers' chunk in the parsers' chunk, loaded before every first name, so the
 * search is written without them (see src/core/schemas/sizeChecks.ts); this keeps it so.
 */
const SEARCH_ONLY = [
  '$ZodEnum',
  '$ZodDate',
  '$ZodCheckGreaterThan',
  '$ZodCheckLessThan',
  '$ZodCheckMinLength',
  '$ZodCheckMaxLength',
]

async function bundle(check) {
  const source = JSON.stringify(resolve(check.entry))
  const app =
    check.names === '*'
      ? `import * as all from ${source}; console.log(all)`
      : `import { ${check.names.join(', ')} } from ${source}; console.log(${check.names.join(', ')})`
  const build = await rolldown({
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
  const { output } = await build.generate({ format: 'esm', minify: true, comments: false })
  await build.close()
  return new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]))
}

/** The chunks `from` loads, with every chunk they import statically. */
function closure(chunks, from) {
  const seen = new Set()
  const visit = (name) => {
    if (!chunks.has(name) || seen.has(name)) return
    seen.add(name)
    for (const next of chunks.get(name).imports) visit(next)
  }
  for (const name of from) visit(name)
  return seen
}

const rows = []
let over = 0
for (const check of checks) {
  const chunks = await bundle(check)
  const size = (names) => [...names].reduce((total, name) => total + kb(chunks.get(name).code), 0)
  const entry = [...chunks.values()].find((c) => c.isEntry)?.fileName
  // The chunk holding the parsers, whether they are its entry or were merged into another's.
  const parsers = [...chunks.values()].find((c) => c.moduleIds.some((id) => PARSERS.test(id)))
  if (!parsers && check.parsers !== false) {
    throw new Error(`${check.name}: no chunk holds the parsers (${PARSERS})`)
  }
  const first = size(closure(chunks, [entry]))
  const firstName = size(closure(chunks, [entry, ...(parsers ? [parsers.fileName] : [])]))
  const all = size(chunks.keys())
  const heavy =
    check.names === '*'
      ? []
      : SEARCH_ONLY.filter((name) => new RegExp(`[\`'"]\\${name}[\`'"]`).test(parsers?.code ?? ''))
  if (heavy.length > 0) {
    console.error(`${check.name}: the parsers' chunk holds ${heavy.join(', ')}, search-only zod`)
  }
  const ok =
    heavy.length === 0 &&
    (check.firstPaint === undefined || first <= check.firstPaint) &&
    (check.firstName === undefined || firstName <= check.firstName) &&
    (check.every === undefined || all <= check.every)
  if (!ok) over++
  rows.push({
    import: check.name,
    'first paint (KB)': first.toFixed(2),
    'before the first name (KB)': firstName.toFixed(2),
    'every chunk (KB)': all.toFixed(2),
    'budget (KB)': [
      check.firstPaint && `first paint ${check.firstPaint}`,
      check.firstName && `first name ${check.firstName}`,
      check.every && `every chunk ${check.every}`,
    ]
      .filter(Boolean)
      .join(', '),
    ok: ok ? 'yes' : 'NO',
  })
}
console.table(rows)
console.log(
  'Minified and gzipped; react, react-dom (and its scheduler) and @tanstack/react-query excluded.',
)
process.exitCode = over > 0 ? 1 : 0
