// The loader hook of `clientReferences.mjs`.
const USE_CLIENT = /^\s*['"]use client['"]/

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context)
  if (!url.startsWith('file:') || url.includes('/node_modules/')) return loaded
  const source =
    typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source)
  if (!USE_CLIENT.test(source)) return loaded
  // Its exports, as written (`export function X`) or as a compiler lists them (`export { X }`).
  const names = [
    ...[...source.matchAll(/export\s+(?:async\s+)?(?:function|const|class|let)\s+([\w$]+)/g)].map(
      (match) => match[1],
    ),
    ...[...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      match[1]
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1),
        )
        .filter(Boolean),
    ),
  ]
  const exports = names.map(
    (name) =>
      `export const ${name} = registerClientReference(() => { throw new Error('${name} runs in the browser') }, ${JSON.stringify(url)}, ${JSON.stringify(name)})`,
  )
  return {
    format: 'module',
    shortCircuit: true,
    source: [
      "import { registerClientReference } from 'react-server-dom-webpack/server.edge'",
      ...exports,
    ].join('\n'),
  }
}
