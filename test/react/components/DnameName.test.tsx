import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadNameWarning } from '../../../src/core/client/loadValidation.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset()
const root = (container: HTMLElement) => container.querySelector('[data-dname]') as HTMLElement

describe('DnameName', () => {
  it('shows the name, with the full address in its title', async () => {
    const { container } = renderWithRegistry(<DnameName address={addresses.verified} />)
    expect(await screen.findByText('alice.algo')).toBeTruthy()
    expect(root(container).title).toBe(addresses.verified)
    expect(root(container).dataset).toMatchObject({ state: 'found', match: 'verified' })
  })

  it('holds the truncated address in a skeleton while loading, so the row does not jump', () => {
    const { container } = renderWithRegistry(<DnameName address={addresses.verified} />)
    expect(root(container).dataset.state).toBe('loading')
    expect(root(container).getAttribute('aria-busy')).toBe('true')
    // The address holds the place. A screen reader hears the placeholder as one picture, the
    // address and that the name is loading (statesReadAloud.test.tsx reads it in Chromium).
    const short = `${addresses.verified.slice(0, 4)}…${addresses.verified.slice(-4)}`
    expect(root(container).textContent).toBe(short)
    expect(screen.getByRole('img', { name: `${short} loading name` })).toBeTruthy()
  })

  it("puts the name or the address in the skeleton's element, not a new one, marked or not", async () => {
    const part = (container: HTMLElement) => root(container).firstElementChild as HTMLElement
    const cases = [
      { address: addresses.verified, shown: 'name', marks: [] },
      { address: addresses.noName, shown: 'address', marks: [] },
      { address: addresses.unverified, shown: 'name', marks: ['unverified'], allow: true },
      { address: addresses.verified, shown: 'address', marks: ['failed'], fails: true },
    ]
    for (const { address, shown, marks, allow, fails } of cases) {
      const { container, unmount, registry } = renderWithRegistry(
        <DnameName address={address} allowUnverified={allow} />,
      )
      if (fails) registry.failNext(1, 404)
      const skeleton = part(container)
      expect(skeleton.dataset.part).toBe('skeleton')
      await waitFor(() => expect(root(container).dataset.state).not.toBe('loading'))
      expect(part(container)).toBe(skeleton)
      expect(skeleton.dataset.part).toBe(shown)
      const marked = [...root(container).querySelectorAll<HTMLElement>('[data-mark]')]
      expect(marked.map((mark) => mark.dataset.part)).toEqual(marks)
      unmount()
    }
  })

  it('shows the truncated address when there is no name, as long as asked', async () => {
    const { container } = renderWithRegistry(
      <DnameName address={addresses.noName} truncate={{ start: 6, end: 3 }} />,
    )
    await waitFor(() => expect(root(container).dataset.state).toBe('not-found'))
    expect(root(container).textContent).toBe(
      `${addresses.noName.slice(0, 6)}…${addresses.noName.slice(-3)}`,
    )
    expect(root(container).title).toBe(addresses.noName)
  })

  it('shows the fallback the app gives when there is no name', async () => {
    renderWithRegistry(<DnameName address={addresses.noName} fallback="Anonymous" />)
    expect(await screen.findByText('Anonymous')).toBeTruthy()
  })

  it('marks an unverified match with text a screen reader reads, not colour alone', async () => {
    const { container } = renderWithRegistry(
      <DnameName address={addresses.unverified} allowUnverified />,
    )
    expect(await screen.findByText('carol.algo')).toBeTruthy()
    // Words anyone sees, touch and keyboard users too: not a symbol explained in a tooltip.
    expect(screen.getByText('unverified')).toBeTruthy()
    // The icon is drawn for the eye and hidden from screen readers, which read the words.
    expect(root(container).textContent).toBe('carol.algo?\u00a0unverified')
    expect(screen.getByText('?').getAttribute('aria-hidden')).toBe('true')
    expect(root(container).dataset.match).toBe('unverified')
  })

  it('shows the truncated address and the error state when the lookup fails', async () => {
    const refused = 'cosmos1refusedbytheserver'
    const { container } = renderWithRegistry(<DnameName address={refused} />, {
      registry: { isInvalidAddress: (a) => a === refused },
    })
    await waitFor(() => expect(root(container).dataset.state).toBe('error'))
    // Not "no name": beside the address, a mark says the name could not be loaded, in words.
    expect(root(container).textContent).toBe(
      `${refused.slice(0, 4)}…${refused.slice(-4)}!\u00a0not loaded`,
    )
    expect(screen.getByTitle('The name could not be loaded').textContent).toBe('!\u00a0not loaded')
    expect(root(container).getAttribute('aria-busy')).toBeNull()
  })

  it('strips direction overrides and isolates the name, so it cannot reorder the text around it', async () => {
    const { container } = renderWithRegistry(
      <p>
        Paid <DnameName record={{ name: '\u202Egla.ecila\u202C' }} /> 5 ALGO
      </p>,
    )
    const name = container.querySelector('[data-part="name"]') as HTMLElement
    expect(name.tagName).toBe('BDI')
    expect(name.textContent).toBe('gla.ecila')
    expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  })

  it('cuts a long name in its first label, keeps the root and .algo, and the full name in its title', async () => {
    const long = 'a-very-long-segment.some-root.algo'
    const { container } = renderWithRegistry(<DnameName record={{ name: long }} maxLength={24} />)
    const name = container.querySelector('[data-part="name"]') as HTMLElement
    expect(name.textContent).toBe('a-ve…ment.some-root.algo')
    // The label is what a narrow container cuts further (styles.css).
    expect(name.querySelector('[data-part="label"]')?.textContent).toBe('a-ve…ment')
    expect(name.title).toBe(long)
  })

  it('keeps a right-to-left name left to right, its suffix last and its labels in order', () => {
    const { container } = renderWithRegistry(
      <>
        <DnameName record={{ name: 'علي.algo' }} />
        <DnameName record={{ name: 'بريد.علي.algo' }} />
      </>,
    )
    const [one, two] = [...container.querySelectorAll<HTMLElement>('[data-part="name"]')]
    expect(one?.dir).toBe('ltr')
    expect(one?.textContent).toBe('علي.algo')
    // Each label isolated: the dot between two right-to-left labels cannot swap them.
    expect(two?.dir).toBe('ltr')
    expect([...(two?.querySelectorAll('bdi') ?? [])].map((e) => e.textContent)).toEqual([
      'بريد',
      'علي',
      'algo',
    ])
  })

  it.each([
    ['a Cyrillic а', 'аlice.algo', 'mixed-scripts'],
    ['a zero-width joiner', 'ali\u200Dce.algo', 'invisible'],
    ['a zero-width space, which is removed from the text', 'ali\u200Bce.algo', 'invisible'],
    ['a Hangul filler', 'ali\u3164ce.algo', 'invisible'],
  ])('marks a look-alike name (%s) in words, beside the name', async (_, name, reason) => {
    const { container } = renderWithRegistry(<DnameName record={{ name }} />)
    const mark = (await screen.findByText('look-alike')).parentElement as HTMLElement
    expect(root(container).dataset.confusable).toContain(reason)
    expect(mark.getAttribute('title')).toMatch(/^This name may imitate another/)
  })

  it('shows a decomposed spelling composed, and marks it', () => {
    const { container } = renderWithRegistry(
      <DnameName record={{ name: 'café.algo'.normalize('NFD') }} />,
    )
    expect(container.querySelector('[data-part="name"]')?.textContent).toBe('café.algo')
    expect(root(container).dataset.confusable).toBe('not-normalized')
  })

  it('does not mark a name that reads as what it is', async () => {
    await loadNameWarning()
    const { container } = renderWithRegistry(<DnameName record={{ name: 'alice.algo' }} />)
    expect(root(container).dataset.confusable).toBeUndefined()
    expect(screen.queryByText('look-alike')).toBeNull()
  })

  it('shows the truncated address for a name that cleans to nothing', () => {
    const { container } = renderWithRegistry(
      <DnameName record={{ name: '​‮⁦' }} address={addresses.noName} />,
    )
    expect(root(container).textContent).toBe(
      `${addresses.noName.slice(0, 4)}…${addresses.noName.slice(-4)}`,
    )
  })

  it.each([
    ['Hangul fillers', '\u3164\u3164.algo'],
    ['a blank Braille cell', '\u2800.algo'],
    ['a Hangul choseong filler', '\u115F.algo'],
    ['a no-break space', '\u00A0.algo'],
    ['a combining grapheme joiner', '\u034F.algo'],
  ])('shows the truncated address, with its label, for a name of %s', (_, name) => {
    const { container } = renderWithRegistry(
      <DnameName record={{ name }} address={addresses.noName} />,
    )
    const short = `${addresses.noName.slice(0, 4)}…${addresses.noName.slice(-4)}`
    expect(root(container).textContent).toBe(short)
    expect(screen.getByText(short)).toBeTruthy()
  })

  it('makes no request for a record it is given, and passes DOM attributes through', async () => {
    const { registry, container } = renderWithRegistry(
      <DnameName record={{ name: 'given.algo' }} className="mine" id="n1" data-testid="n" />,
    )
    expect(screen.getByText('given.algo')).toBeTruthy()
    expect(root(container).className).toBe('mine')
    expect(root(container).id).toBe('n1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(registry.requests).toEqual([])
  })
})
