import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DnameName } from '../src/index.js'
import { cutSheetAdded } from './support/cutSheet.js'
import { addresses } from './support/fixtures.js'
import type { RegistryParameters } from './support/withRegistry.js'

const meta = {
  title: 'Components/DnameName',
  component: DnameName,
  args: { address: addresses.verified },
} satisfies Meta<typeof DnameName>

export default meta
type Story = StoryObj<typeof meta>
const registry = (parameters: RegistryParameters) => ({ registry: parameters })
const root = (element: HTMLElement) => element.querySelector('[data-dname]') as HTMLElement

export const Verified: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('alice.algo')).toBeVisible()
    await expect(root(canvasElement)).toHaveAttribute('data-match', 'verified')
    await expect(root(canvasElement)).toHaveAttribute('title', addresses.verified)
  },
}

export const Unverified: Story = {
  args: { address: addresses.unverified, allowUnverified: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('carol.algo')).toBeVisible()
    await expect(canvas.getByText('unverified')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { address: addresses.noName },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement).dataset.state).toBe('not-found'))
    await expect(root(canvasElement)).toHaveTextContent(
      `${addresses.noName.slice(0, 4)}…${addresses.noName.slice(-4)}`,
    )
  },
}

export const Loading: Story = {
  // Never answered: the visual review takes it as it is, without waiting for aria-busy to clear.
  tags: ['stays-loading'],
  parameters: registry({ options: { latencyMs: 600_000 } }),
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
  },
}

export const Failing: Story = {
  args: { address: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02' },
  parameters: registry({ options: { isInvalidAddress: (a) => a.startsWith('cosmos') } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement).dataset.state).toBe('error'))
  },
}

export const RateLimitedThenRecovered: Story = {
  parameters: registry({
    options: { rateLimit: { limit: 1, windowSecs: 2 } },
    // Spend the only request of the first window, so the story's lookup meets a 429.
    setup: (r) => void r.fetch('https://registry.mock/dname/alice.algo'),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('alice.algo')).toBeVisible()
  },
}

export const LongName: Story = {
  args: {
    address: undefined,
    record: { name: 'a-very-long-segment-name.some-root.algo' },
    maxLength: 28,
  },
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector('[data-part="name"]') as HTMLElement
    await expect(name).toHaveTextContent('a-very…t-name.some-root.algo')
    await expect(name).toHaveAttribute('title', 'a-very-long-segment-name.some-root.algo')
  },
}

/** In a container narrower than the name, the first label gives way: root and suffix stay. */
export const LongNameNarrow: Story = {
  render: (args) => (
    <div style={{ width: 180, border: '1px dashed', padding: 4 }}>
      <DnameName {...args} />
    </div>
  ),
  args: { address: undefined, record: { name: 'a-very-long-segment-name.some-root.algo' } },
  play: async ({ canvasElement }) => {
    await cutSheetAdded()
    const box = (canvasElement.querySelector('div') as HTMLElement).getBoundingClientRect()
    const name = canvasElement.querySelector('[data-part="name"]') as HTMLElement
    const label = name.querySelector('[data-part="label"]') as HTMLElement
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(box.right)
    // The label is cut (it breaks onto a line out of sight), the rest is whole and inside the box.
    await expect(label.scrollHeight).toBeGreaterThan(label.clientHeight)
    await expect(name).toHaveTextContent(/\.some-root\.algo$/)
  },
}

/**
 * Cells of 120 to 360 px: the name comes first. Marks give way to their icons before a name is
 * cut; a long name keeps its suffix whole or drops it; an address shows whole.
 */
export const NarrowCells: Story = {
  args: { address: addresses.unverified },
  render: ({ address }) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[120, 140, 200, 260, 360].map((width) => (
        <div key={width} style={{ width, border: '1px dashed', padding: 4, display: 'grid' }}>
          <DnameName
            address={address}
            record={{ name: 'carol.algo', unverifiedCaAlgo: [address as string] }}
          />
          <DnameName
            address={address}
            record={{
              name: '\u0430lice-and-bob-forever.algo',
              unverifiedCaAlgo: [address as string],
            }}
          />
          <DnameName address={address} record={null} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await cutSheetAdded()
    // A name is cut across; a long name's first label breaks onto a line out of sight.
    const cut = (element: Element) =>
      element.scrollWidth > element.clientWidth ||
      (element.matches('[data-part="label"]') && element.scrollHeight > element.clientHeight)
    for (const name of canvasElement.querySelectorAll('[data-dname]')) {
      const parts = name.querySelectorAll('[data-part="name"], [data-part="label"]')
      const words = [...name.querySelectorAll<HTMLElement>('[data-part="mark-words"]')]
      // A cut name stands beside icons alone.
      if ([...parts].some(cut)) for (const word of words) await expect(word.clientWidth).toBe(0)
    }
    for (const address of canvasElement.querySelectorAll('[data-part="address"]'))
      await expect(cut(address)).toBe(false)
  },
}

/**
 * Names built to pass for another, by Unicode's data: each is marked "look-alike", with why in
 * its title. The plain name, the Japanese one and the emoji sequence are not.
 */
export const LookAlikeNames: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {[
        'alice.algo',
        'аlice.algo',
        'ԁаѵе.algo',
        'ａｌｉｃｅ.algo',
        'micros໐ft.algo',
        'ali\u200Dce.algo',
        'ソニー.algo',
        '🏳️‍🌈.algo',
      ].map((name) => (
        <li key={name}>
          <DnameName record={{ name }} />
        </li>
      ))}
    </ul>
  ),
  args: { address: undefined },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('look-alike')).toHaveLength(5))
  },
}

/** A name in Arabic keeps `.algo` last: the name reads left to right, its labels isolated. */
export const RightToLeftName: Story = {
  render: (args) => (
    <div dir="rtl" lang="ar">
      <p>
        الاسم: <DnameName {...args} />
      </p>
      <p>
        <DnameName record={{ name: 'بريد.علي.algo' }} />
      </p>
    </div>
  ),
  args: { address: undefined, record: { name: 'علي.algo' } },
  play: async ({ canvasElement }) => {
    for (const name of canvasElement.querySelectorAll<HTMLElement>('[data-part="name"]')) {
      await expect(name).toHaveAttribute('dir', 'ltr')
      // Left to right: "algo" is the rightmost text of the name.
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT)
      let last: Text | undefined
      while (walker.nextNode()) last = walker.currentNode as Text
      const range = document.createRange()
      range.setStart(last as Text, (last?.length ?? 4) - 4)
      range.setEnd(last as Text, last?.length ?? 0)
      await expect(range.toString()).toBe('algo')
      const suffix = range.getBoundingClientRect()
      await expect(Math.abs(suffix.right - name.getBoundingClientRect().right)).toBeLessThan(1)
    }
  },
}

export const BidiName: Story = {
  name: 'Bidi name (right-to-left override)',
  render: (args) => (
    <p>
      Paid <DnameName {...args} /> 5 ALGO
    </p>
  ),
  args: { address: undefined, record: { name: '\u202Egla.ecila\u202C' } },
  play: async ({ canvas, canvasElement }) => {
    // The override is gone from the text, and the name is marked: it was built to mislead.
    await expect(canvasElement.querySelector('[data-part="name"]')).toHaveTextContent('gla.ecila')
    await expect(canvas.getByText('look-alike')).toBeVisible()
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      /^Paid gla\.ecila\s*≈\s*look-alike 5 ALGO$/,
    )
    await expect(canvasElement.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  },
}

export const WithFallback: Story = {
  args: { address: addresses.noName, fallback: 'Anonymous' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Anonymous')).toBeVisible()
  },
}
