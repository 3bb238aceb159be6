import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { expect, it } from 'vitest'

// What React's server build does not have: a server component module importing any of these
// fails to build in a framework (Next.js refuses it), or gets `undefined` at run time.
const CLIENT_ONLY =
  /\b(useState|useEffect|useLayoutEffect|useInsertionEffect|useReducer|useRef|useContext|createContext|useSyncExternalStore|useTransition|useDeferredValue|useOptimistic|useActionState|Component|PureComponent)\b/

/** Every module `entry` imports, directly or not, with the names it takes from `react`. */
function graph(entry: string) {
  const seen = new Map<string, string[]>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    const source = readFileSync(file, 'utf8')
    const fromReact: string[] = []
    seen.set(file, fromReact)
    // A client component: the server renders a reference to it, not its code.
    if (/^['"]use client['"]/.test(source)) return
    for (const [, names, from] of source.matchAll(
      /(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g,
    )) {
      if (from === 'react') fromReact.push(...(names ?? '').split(/[{},\s]+/).filter(Boolean))
      if (!from?.startsWith('.')) continue
      const base = resolve(dirname(file), from).replace(/\.js$/, '')
      const next = ['.ts', '.tsx'].map((ext) => base + ext).find(existsSync)
      if (next) visit(next)
    }
  }
  visit(entry)
  return seen
}

it.each([
  ['dname-react/server', 'src/server/index.ts', 'react/components/drawName.tsx', []],
  [
    'dname-react/server/avatar',
    'src/server/avatar/index.ts',
    'react/hooks/recordState.ts',
    ['server/avatar/AvatarIsland.tsx'],
  ],
])('%s imports nothing React keeps from server components', (_, entry, shared, islands) => {
  const modules = graph(join(process.cwd(), entry))
  // The walk reaches the client's modules the server shares.
  expect(modules.has(join(process.cwd(), 'src', shared))).toBe(true)
  const clientOnly = [...modules].flatMap(([file, names]) =>
    names.filter((name) => CLIENT_ONLY.test(name)).map((n) => `${file}: ${n}`),
  )
  expect(clientOnly).toEqual([])
  // Client components: only the avatar's island, which names alone do not reach.
  const marked = [...modules.keys()].filter((file) =>
    /^['"]use client['"]/.test(readFileSync(file, 'utf8')),
  )
  expect(marked.map((file) => file.replace(/.*\/src\//, ''))).toEqual(islands)
})
