import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
} from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { createDnameClient, type DnameClient } from '../../../src/core/client/createDnameClient.js'
import { prefetchDnameLookups } from '../../../src/core/query/prefetchDnameLookups.js'
import { DnameAvatar, DnameName, DnameProvider } from '../../../src/index.js'
import { createMockRegistry, type MockRegistry } from '../../../src/mock/createMockRegistry.js'
import { installFakeImage } from '../../support/fakeImage.js'
import { installFakeIntersection } from '../../support/fakeIntersection.js'
import { dataImage } from '../../support/imageHeaders.js'
import { hasPreconnect } from '../../support/react19.js'

// Nothing is in view until a test says so: what hydrates is what the server drew.
const viewport = installFakeIntersection()
afterEach(() => viewport.hide())

let container: HTMLElement | undefined
afterEach(() => container?.remove())

/** Puts the server's `html` on the page and hydrates `app` over it: no warning, no error. */
async function hydrateQuietly(html: string, app: ReactNode) {
  container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const consoleError = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(container as HTMLElement, app, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
  return container
}

/**
 * The server's HTML of `ui` with the lookups of `owner` prefetched, and the same page for the
 * browser, with a new cache filled from the server's.
 */
async function serverPage(registry: MockRegistry, owner: string, ui: ReactNode) {
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
  const queryClient = new QueryClient()
  await prefetchDnameLookups(queryClient, client, [owner], { view: 'thumbnail' })
  const state = dehydrate(queryClient)
  const page = (queryClient: QueryClient) => (
    <DnameProvider client={client} queryClient={queryClient}>
      <HydrationBoundary state={state}>{ui}</HydrationBoundary>
    </DnameProvider>
  )
  return { html: renderToString(page(queryClient)), browser: page(new QueryClient()) }
}

it('hydrates prefetched names with no warning, no lookup request and no fallback flash', async () => {
  const registry = createMockRegistry()
  const a = registry.addresses!
  const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: registry.fetch })
  const rows = [a.verified, a.userAvatar, a.noName, a.generation2]

  function App({
    queryClient,
    state,
    dnameClient,
  }: {
    queryClient: QueryClient
    state: DehydratedState
    dnameClient: DnameClient
  }) {
    return (
      <DnameProvider client={dnameClient} queryClient={queryClient}>
        <HydrationBoundary state={state}>
          <ul>
            {rows.map((address) => (
              <li key={address}>
                <DnameAvatar address={address} />
                <DnameName address={address} />
              </li>
            ))}
          </ul>
        </HydrationBoundary>
      </DnameProvider>
    )
  }

  const serverQueryClient = new QueryClient()
  await prefetchDnameLookups(serverQueryClient, client, rows, { view: 'thumbnail' })
  const state = dehydrate(serverQueryClient)
  const html = renderToString(
    <App queryClient={serverQueryClient} state={state} dnameClient={client} />,
  )
  for (const name of ['alice.algo', 'bob.algo', 'multi-b.algo']) expect(html).toContain(name)

  container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const imagesByServer = container.querySelectorAll('img').length
  const picturesByServer = container.querySelectorAll('[data-part="fallback"]').length
  registry.reset()
  const consoleError = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(
      container as HTMLElement,
      <App queryClient={new QueryClient()} state={state} dnameClient={client} />,
      {
        onRecoverableError: (error) => recoverable.push(error),
      },
    )
  })
  expect(container.querySelectorAll('[data-state="loading"]')).toHaveLength(0)
  expect(container.textContent).toContain('alice.algo')
  // The pictures of the rows without an image, exactly as the server drew them; the two with an
  // image are empty boxes, as Radix Avatar draws an image only once the browser has loaded it.
  expect(container.querySelectorAll('img')).toHaveLength(imagesByServer)
  expect(container.querySelectorAll('[data-part="fallback"]')).toHaveLength(picturesByServer)
  expect([imagesByServer, picturesByServer]).toEqual([0, 2])
  expect(container.querySelectorAll('[data-image="loading"]')).toHaveLength(2)
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(registry.requests.filter((r) => r.path === '/dname/lookup')).toEqual([])
  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
})

it('hydrates plain names and their avatars in one render: none waits for a chunk', async () => {
  const registry = createMockRegistry()
  const owner = registry.addresses!.verified
  const phases: string[] = []
  const { html, browser } = await serverPage(
    registry,
    owner,
    <Profiler id="row" onRender={(_, phase) => phases.push(phase)}>
      <DnameAvatar address={owner} />
      <DnameName address={owner} />
    </Profiler>,
  )
  phases.length = 0
  const page = await hydrateQuietly(html, browser)
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(page.textContent).toContain('alice.algo')
  // Rendered as it hydrated, and not again once the page was the browser's.
  expect(phases).toEqual(['mount'])
})

it.skipIf(!hasPreconnect)(
  'hydrates the preconnect the server wrote for the registry, with no warning',
  async () => {
    const app = (
      <DnameProvider baseUrl="https://registry-ssr.test">
        <DnameName address="AAAA" record={{ name: 'alice.algo' }} />
      </DnameProvider>
    )
    const html = renderToString(app)
    expect(html).toContain(
      '<link rel="preconnect" href="https://registry-ssr.test" crossorigin=""/>',
    )
    expect((await hydrateQuietly(html, app)).textContent).toContain('alice.algo')
  },
)

it('renders the look-alike mark on the server, and hydrates it with no warning', async () => {
  const registry = createMockRegistry()
  // Owns `аlice.algo`, spelled with a Cyrillic `а`, once its `a1ice.algo` is gone.
  const owner = registry.addresses!.lookAlike
  registry.removeRecord('a1ice.algo')
  const { html, browser } = await serverPage(registry, owner, <DnameName address={owner} />)
  expect(html).toContain('data-part="confusable"')
  expect(html).toContain('look-alike')
  const page = await hydrateQuietly(html, browser)
  expect(page.querySelector('[data-part="confusable"]')?.textContent).toBe('≈\u00a0look-alike')
})

it('renders a data: avatar on the server as a box waiting for it, and shows it once in view', async () => {
  const registry = createMockRegistry()
  const link = dataImage('png', 96, 96)
  registry.updateRecord('alice.algo', { properties: { verified: { avatar: link } } })
  const owner = registry.addresses!.verified
  const { html, browser } = await serverPage(registry, owner, <DnameAvatar address={owner} />)
  // Its header read on the server: not refused, so not drawn as the picture.
  expect(html).toContain('data-image="loading"')
  expect(html).not.toContain('data-part="fallback"')
  const images = installFakeImage(() => true)
  try {
    const page = await hydrateQuietly(html, browser)
    viewport.show()
    // React's work waits for the end of each `act`: a turn at a time until the image shows.
    while (!page.querySelector('img')) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
    expect(page.querySelector('img')?.getAttribute('src')).toBe(link)
    expect(page.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer')
  } finally {
    images.restore()
  }
})
