import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { DehydratedState } from '@tanstack/query-core'
import type { ReactNode } from 'react'
import type { ServerScenario } from './renderServer.tsx'

const script = fileURLToPath(new URL('./renderServer.tsx', import.meta.url))

/** What a server render printed: its Flight payloads, and the addresses of each lookup request. */
export interface ServerRender {
  payloads: string[]
  /** The first render's payload, in the pieces it streamed in. */
  chunks: string[]
  lookups: string[][]
  revalidate: unknown[]
  /** With `prefetch`: the page's query client, dehydrated, and the prefetch's counts. */
  handedOver?: {
    state: DehydratedState
    result: { found: number; missing: number; failed: number }
  }
}

/** Renders `scenario` in a React server (`renderServer.tsx`), in a process of its own. */
export async function renderServer(scenario: ServerScenario): Promise<ServerRender> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      '--import',
      fileURLToPath(new URL('./clientReferences.mjs', import.meta.url)),
      script,
      JSON.stringify(scenario),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as ServerRender
}

/**
 * The HTML a framework serves for a Flight payload: read by React's Flight client, then
 * prerendered by React DOM, every Suspense boundary resolved.
 */
export async function htmlOf(payload: string): Promise<string> {
  // The client components a payload refers to, loaded as a browser's bundle would.
  const modules: Record<string, unknown> = {}
  for (const [, id] of payload.matchAll(/"(file:\/\/[^"#]+)"/g)) {
    const file = fileURLToPath(id as string)
    // Files the payload names in its stacks too: only client components are loaded.
    if (/^['"]use client['"]/.test(readFileSync(file, 'utf8')))
      modules[id as string] ??= await import(file)
  }
  Object.assign(globalThis, { __webpack_require__: (id: string) => modules[id] })
  const { createFromReadableStream } = await import('react-server-dom-webpack/client.edge')
  const tree = createFromReadableStream(new Response(payload).body as ReadableStream, {
    serverConsumerManifest: {
      moduleMap: new Proxy(
        {},
        { get: (_, id) => new Proxy({}, { get: (__, name) => ({ id, chunks: [], name }) }) },
      ),
      moduleLoading: null,
      serverModuleMap: null,
    },
  })
  return prerendered(tree as ReactNode)
}

/** The HTML React DOM prerenders for `tree`, every Suspense boundary resolved. */
export async function prerendered(tree: ReactNode): Promise<string> {
  const { prerenderToNodeStream } = await import('react-dom/static.node')
  const { prelude } = await prerenderToNodeStream(tree)
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
