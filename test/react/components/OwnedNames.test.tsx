import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { OwnedNames } from '../../../src/react/components/OwnedNames.js'
import { renderWithRegistry } from '../renderWithRegistry.js'

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

describe('OwnedNames', () => {
  it('keeps only about a screenful of rows for an owner with 5,000 names, and shows N of total', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.collector} height={480} rowHeight={48} />)
    expect(await screen.findByText('200 of 5,000')).toBeTruthy()
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
    await screen.findByText('200 of 5,000')
    const viewport = container.querySelector('[data-part="viewport"]') as HTMLElement
    viewport.scrollTop = 48 * 185
    fireEvent.scroll(viewport)
    expect(await screen.findByText('400 of 5,000')).toBeTruthy()
    expect(registry.requests.map((r) => r.query.offset?.[0])).toEqual(['0', '200'])
  })

  it('shows loading rows, then the names with their state', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.segmentOwner} />)
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true')
    expect(within(screen.getByRole('list')).getAllByText('Loading…').length).toBeGreaterThan(0)
    expect(await screen.findByText('root.algo')).toBeTruthy()
    expect(screen.getByText('shop.root.algo')).toBeTruthy()
  })

  it('shows the state of a name that is not plainly owned', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.expired} />)
    const row = (await screen.findByText('lapsed.algo')).closest('li') as HTMLElement
    expect(within(row).getByText('expired')).toBeTruthy()
  })

  it('shows an empty state for an owner without names', async () => {
    renderWithRegistry(<OwnedNames owner={addresses.noName} empty="Nothing here yet" />)
    expect(await screen.findByText('Nothing here yet')).toBeTruthy()
  })

  it('shows an error with a retry button that loads the names', async () => {
    const { registry } = renderWithRegistry(<OwnedNames owner={addresses.segmentOwner} />)
    registry.failNext(1, 400)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the names')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('root.algo')).toBeTruthy()
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

  it('draws rows with renderItem', async () => {
    renderWithRegistry(
      <OwnedNames
        owner={addresses.segmentOwner}
        renderItem={(record, i) => <b>{`${i + 1}. ${record.name}`}</b>}
      />,
    )
    expect(await screen.findByText(/^\d+\. root\.algo$/)).toBeTruthy()
  })
})
