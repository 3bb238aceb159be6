import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { prefetchDnameLookups } from '../../../src/core/query/prefetchDnameLookups.js'
import {
  DnameAvatar,
  DnameName,
  DnameProvider,
  OwnedNames,
  useDnameLookup,
} from '../../../src/index.js'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'

/** A name read through the hook, as an app's own component would. */
function Looked({ address }: { address: string }) {
  const { data } = useDnameLookup(address)
  return <span>{data?.name ?? 'no name yet'}</span>
}

describe('server rendering', () => {
  it('renders every component without a window, and sends nothing from the server', async () => {
    expect(typeof window).toBe('undefined')
    const registry = createMockRegistry()
    const a = registry.addresses!
    const html = renderToString(
      <DnameProvider baseUrl="https://registry.test" fetch={registry.fetch}>
        <DnameName address={a.verified} />
        <DnameAvatar address={a.verified} />
        <OwnedNames owner={a.collector} />
        <Looked address={a.noName} />
      </DnameProvider>,
    )
    expect(html).toContain('data-state="loading"')
    expect(html).toContain(`${a.verified.slice(0, 4)}…${a.verified.slice(-4)}`)
    // Components and hooks start their lookups as they render in a browser, not on the server.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(registry.requests).toEqual([])
  })

  it('renders the names that were prefetched', async () => {
    const registry = createMockRegistry()
    const a = registry.addresses!
    const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
    const queryClient = new QueryClient()
    await prefetchDnameLookups(queryClient, client, [a.verified, a.noName, a.userAvatar], {
      view: 'thumbnail',
    })
    const html = renderToString(
      <DnameProvider client={client} queryClient={queryClient}>
        <DnameName address={a.verified} />
        <DnameName address={a.noName} />
        <DnameAvatar address={a.userAvatar} />
      </DnameProvider>,
    )
    expect(html).toContain('alice.algo')
    expect(html).toContain('data-state="not-found"')
    expect(html).not.toContain('data-state="loading"')
  })

  it('writes the preconnect to the registry into the head, unless the app brings its own fetch', () => {
    const page = (fetch?: typeof globalThis.fetch) =>
      renderToString(
        <html lang="en">
          <head />
          <body>
            <DnameProvider baseUrl="https://registry.test" fetch={fetch}>
              <DnameName address="AAAA" record={null} />
            </DnameProvider>
          </body>
        </html>,
      )
    expect(page()).toContain(
      '<head><link rel="preconnect" href="https://registry.test" crossorigin=""/><style',
    )
    expect(page(createMockRegistry().fetch)).not.toContain('preconnect')
  })

  it("writes the names' layout into the head once, however many providers", () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <DnameProvider baseUrl="https://registry.test">
            <DnameName address="AAAA" record={null} />
            <DnameProvider baseUrl="https://other.test">
              <DnameName address="BBBB" record={null} />
            </DnameProvider>
          </DnameProvider>
        </body>
      </html>,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<style[^>]*data-href="dname-react"/g)).toHaveLength(1)
    expect(head).toContain('[data-dname]{position:relative;display:inline-flex')
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<style')
  })
})
