import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { OwnedNames } from '../../../src/react/components/OwnedNames.js'
import { installFakeImage } from '../../support/fakeImage.js'
import { installFakeIntersection } from '../../support/fakeIntersection.js'
import { testAddresses } from '../../support/ledgerAddresses.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

let restore = () => {}
afterEach(() => restore())

const { addresses } = generateDataset()
const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')

// jsdom lays nothing out: give the list's viewport the height it is styled with.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.part === 'viewport' ? Number.parseInt(this.style.height, 10) : 0
    },
  })
})
afterAll(() => {
  if (descriptor) Object.defineProperty(HTMLElement.prototype, 'clientHeight', descriptor)
})

const rows = () => within(screen.getByRole('list')).queryAllByRole('listitem')

/** A registry whose searches answer through `change`, given the page's offset. */
function changingSearch(
  change: (page: { dnames: unknown[]; total: number }, offset: number) => unknown,
) {
  const registry = createMockRegistry()
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await registry.fetch(input, init)
    const url = new URL(String(input))
    if (!url.pathname.endsWith('/dname/v2/search')) return response
    const offset = Number(url.searchParams.get('offset') ?? 0)
    return Response.json(change(await response.json(), offset))
  }
  const searches = () => registry.requests.filter((r) => r.path.endsWith('/search')).length
  return { fetch, searches }
}

describe('OwnedNames', () => {
  it('keeps only about a screenful of rows for an owner with 5,000 names, and says how many', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.collector} height={480} rowHeight={48} />)
    expect(await screen.findByText('5,000 names')).toBeTruthy()
    const shown = rows()
    expect(shown.length).toBeGreaterThanOrEqual(10)
    expect(shown.length).toBeLessThanOrEqual(10 + 2 * 8)
    expect(shown[0]?.getAttribute('aria-setsize')).toBe('5000')
    expect(shown[0]?.getAttribute('aria-posinset')).toBe('1')
  })

  it('fetches the next page before the user reaches the end', async () => {
    const { registry, container } = renderWithRegistry(
      <OwnedNames owner={addresses.collector} height={480} />,
    )
    await screen.findByText('5,000 names')
    const viewport = container.querySelector('[data-part="viewport"]') as HTMLElement
    viewport.scrollTop = 48 * 185
    fireEvent.scroll(viewport)
    await waitFor(() =>
      expect(registry.requests.map((r) => r.query.offset?.[0])).toEqual(['0', '200']),
    )
    // The status line said the total once: it does not change as pages load.
    expect(screen.getByRole('status').textContent).toBe('5,000 names')
  })

  it('shows loading rows, then the names with their state', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.segmentOwner} />)
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true')
    // One status for assistive technology, and placeholders it does not read out.
    expect(screen.getByRole('status').textContent).toBe('Loading names…')
    expect(rows()).toEqual([])
    expect(
      document.querySelectorAll('[data-part="loading-row"][aria-hidden="true"]').length,
    ).toBeGreaterThan(0)
    expect(await screen.findByText('root.algo')).toBeTruthy()
    expect(screen.getByText('shop.root.algo')).toBeTruthy()
  })

  it('shows the state of a name that is not plainly owned', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.expired} />)
    const row = (await screen.findByText('lapsed.algo')).closest('li') as HTMLElement
    expect(within(row).getByText('expired')).toBeTruthy()
  })

  it('shows and says an empty state for an owner without names', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.noName} empty="Nothing here yet" />)
    expect(await screen.findByText('Nothing here yet')).toBeTruthy()
    // In the status line, which screen readers announce.
    expect(screen.getByRole('status').textContent).toBe('Nothing here yet')
  })

  it('marks no row unverified: a name is listed because its owner holds it, not through a link', async () => {
    const [owner = ''] = testAddresses(1, 5)
    const { container } = renderWithRegistry(<OwnedNames owner={owner} />, {
      registry: {
        records: [
          { name: 'linked.algo', owner, caAlgo: [owner] },
          { name: 'claimed.algo', owner, unverifiedCaAlgo: [owner] },
          { name: 'elsewhere.algo', owner },
        ],
      },
    })
    expect(await screen.findByText('claimed.algo')).toBeTruthy()
    const names = rows().map((row) => row.querySelector('[data-part="name"]')?.textContent)
    expect(names).toEqual(['claimed.algo', 'elsewhere.algo', 'linked.algo'])
    expect(container.querySelector('[data-part="unverified"], [data-match]')).toBeNull()
  })

  it("reads each name once: the default row's avatar is decorative", async () => {
    restore = installFakeImage(() => true).restore
    const { container } = renderWithRegistry(<OwnedNames owner={addresses.verified} />)
    await screen.findByText('alice.algo')
    await waitFor(() => expect(container.querySelectorAll('li img').length).toBeGreaterThan(0))
    expect(screen.queryAllByRole('img', { name: 'alice.algo' })).toEqual([])
    for (const image of container.querySelectorAll('li img'))
      expect(image.getAttribute('alt')).toBe('')
  })

  it("gives its rows' avatars the gateway timeout it is given", async () => {
    const viewport = installFakeIntersection()
    const fake = installFakeImage((url) => (url.startsWith('https://gw-one.test') ? 'hang' : true))
    restore = fake.restore
    viewport.show()
    renderWithRegistry(<OwnedNames owner={addresses.verified} gatewayTimeoutMs={40} />, {
      provider: { ipfsGateways: ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs/'] },
    })
    await waitFor(() =>
      expect(fake.tried.some((url) => url.startsWith('https://gw-two.test'))).toBe(true),
    )
  })

  it('shows an error with a retry button that loads the names', async () => {
    const { registry } = renderWithRegistry(<OwnedNames owner={addresses.segmentOwner} />)
    registry.failNext(1, 400)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the names')
    const retry = within(alert).getByRole('button', { name: 'Retry' })
    retry.focus()
    fireEvent.click(retry)
    expect(await screen.findByText('root.algo')).toBeTruthy()
    // The button went with the error: focus is on the first row, not dropped to the page.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('0'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('1'))
  })

  it('moves focus to the empty state after a Retry that finds no names', async () => {
    const { registry } = renderWithRegistry(<OwnedNames owner={addresses.noName} />)
    registry.failNext(1, 400)
    const alert = await screen.findByRole('alert')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('No names'))
  })

  it('moves between rows with the keyboard', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.segmentOwner} />)
    await screen.findByText('root.algo')
    const [first] = rows()
    first?.focus()
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('1'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' })
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-posinset')).toBe(String(rows().length)),
    )
  })

  it('goes to the very last of 5,000 names with End, loading the pages before it', async () => {
    const { registry } = renderWithRegistry(
      <OwnedNames owner={addresses.collector} height={480} />,
      { registry: { latencyMs: 0 } },
    )
    await screen.findByText('5,000 names')
    const [first] = rows()
    first?.focus()
    fireEvent.keyDown(first as HTMLElement, { key: 'End' })
    await waitFor(
      () => expect(document.activeElement?.getAttribute('aria-posinset')).toBe('5000'),
      { timeout: 20_000 },
    )
    expect(registry.requests).toHaveLength(25)
  })

  it('keeps the focused row mounted and focused when the list scrolls far away', async () => {
    const { container } = renderWithRegistry(
      <OwnedNames owner={addresses.collector} height={480} />,
    )
    await screen.findByText('5,000 names')
    const [first] = rows()
    first?.focus()
    const viewport = container.querySelector('[data-part="viewport"]') as HTMLElement
    viewport.scrollTop = 48 * 150
    fireEvent.scroll(viewport)
    await waitFor(() =>
      expect(rows().some((row) => row.getAttribute('aria-posinset') === '150')).toBe(true),
    )
    expect(document.activeElement).toBe(first)
    expect(first?.isConnected).toBe(true)
  })

  it('draws rows with renderItem', async () => {
    renderWithRegistry(
      <OwnedNames
        owner={addresses.segmentOwner}
        renderItem={(record, i) => <b>{`${i + 1}. ${record.name}`}</b>}
      />,
    )
    expect(await screen.findByText(/^\d+\. root\.algo$/)).toBeTruthy()
  })

  it('sizes itself to at most 100,000 rows whatever total the registry claims, and says so', async () => {
    const { fetch } = changingSearch((page) => ({ ...page, total: 2 ** 31 }))
    renderWithRegistry(<OwnedNames owner={addresses.collector} height={480} />, {
      provider: { fetch },
    })
    expect(await screen.findByText('2,147,483,648 names, the first 100,000 listed')).toBeTruthy()
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('100000')
    expect(rows().length).toBeLessThanOrEqual(10 + 2 * 8)
  })

  it('stops with an error, not a loop, when every record of the first page fails validation', async () => {
    const { fetch, searches } = changingSearch((page) => ({
      ...page,
      dnames: page.dnames.map(() => ({ name: 42 })),
    }))
    renderWithRegistry(<OwnedNames owner={addresses.collector} height={480} />, {
      provider: { fetch },
    })
    expect(await screen.findByText(/Could not load the names/)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(searches()).toBe(1)
  })

  it('stops with Retry, not a loop, when a later page fails validation', async () => {
    const { fetch, searches } = changingSearch((page, offset) =>
      offset === 0 ? page : { ...page, dnames: page.dnames.map(() => ({ name: 42 })) },
    )
    renderWithRegistry(<OwnedNames owner={addresses.collector} height={480} pageSize={20} />, {
      provider: { fetch },
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Could not load more names/)
    const asked = searches()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(searches()).toBe(asked)
    expect(asked).toBeLessThanOrEqual(2)
    fireEvent.click(within(alert).getByText('Retry'))
    await waitFor(() => expect(searches()).toBe(asked + 1))
  })
})
