import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, waitFor } from 'storybook/test'
import { truncateAddress } from '../src/core/index.js'
import { DnameIdentity, Identity, useDnameIdentity } from '../src/index.js'
import { cutSheetAdded } from './support/cutSheet.js'
import { addresses, IPFS_AVATAR } from './support/fixtures.js'

const meta = {
  title: 'Components/DnameIdentity',
  component: DnameIdentity,
  args: { address: addresses.verified, showAddress: true, copyable: true },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) =>
        r.updateRecord('alice.algo', { properties: { verified: { avatar: IPFS_AVATAR } } }),
    },
  },
} satisfies Meta<typeof DnameIdentity>

export default meta
type Story = StoryObj<typeof meta>

/** The same row in cells of each width, dashed. */
const inCells = (widths: number[], row: ReactNode) => (
  <div style={{ display: 'grid', gap: 8 }}>
    {widths.map((width) => (
      <div key={width} style={{ width, border: '1px dashed', padding: 4, display: 'flex' }}>
        {row}
      </div>
    ))}
  </div>
)

/** Nothing sticks out of its cell. */
async function expectInsideCells(canvasElement: HTMLElement) {
  for (const box of canvasElement.querySelectorAll<HTMLElement>('div > div')) {
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
  }
}

export const Verified: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('alice.algo')).toBeVisible()
    await expect(canvas.getByText(truncateAddress(addresses.verified))).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('[data-image="loaded"]')).not.toBeNull())
    // Decorative beside the name: its alt is empty, and its badge, shown, is hidden from
    // assistive technology with it, so a screen reader hears the name once and nothing more.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
    await expect(canvasElement.querySelector('[data-part="badge"]')).toBeVisible()
    await expect(canvas.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible()
  },
}

export const Unverified: Story = {
  args: { address: addresses.unverified, allowUnverified: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('carol.algo')).toBeVisible()
    await expect(canvas.getByText('unverified')).toBeVisible()
    await expect(canvasElement.querySelector('[data-part="badge"]')).toBeNull()
  },
}

export const NoName: Story = {
  args: { address: addresses.noName },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-dname-identity]')).toHaveAttribute(
        'data-state',
        'not-found',
      ),
    )
    await expect(canvas.getAllByText(truncateAddress(addresses.noName))).toHaveLength(1)
  },
}

export const Loading: Story = {
  // Never answered: the visual review takes it as it is, without waiting for aria-busy to clear.
  tags: ['stays-loading'],
  parameters: { registry: { options: { latencyMs: 600_000 } } },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-dname-avatar]') as HTMLElement
    await expect(avatar.getBoundingClientRect().width).toBe(24)
    await expect(canvasElement.querySelector('[data-part="skeleton"]')).not.toBeNull()
  },
}

/** Rows of several widths: centred on one line, the name cut in its first label when narrow. */
export const Widths: Story = {
  args: { copyable: false },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) =>
        r.updateRecord('alice.algo', { name: 'a-very-long-segment-name.some-root.algo' }),
    },
  },
  render: (args) => inCells([160, 240, 360], <DnameIdentity {...args} />),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-dname][data-state="found"]')).toHaveLength(3),
    )
    await cutSheetAdded()
    await expectInsideCells(canvasElement)
    // No name is clipped mid-glyph: past its first label's shortest, the root and the suffix
    // are cut with an ellipsis of their own, inside the name's box.
    for (const name of canvasElement.querySelectorAll<HTMLElement>('[data-part="name"]')) {
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth)
    }
  },
}

/** The lookup failed: the address, with a mark that says the name could not be loaded. */
export const Failed: Story = {
  args: { copyable: false },
  parameters: {
    registry: { setup: (r: { failNext: (n: number, s: number) => void }) => r.failNext(1, 400) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('not loaded')).toBeVisible()
  },
}

/** A name that imitates another is marked, in words and with an icon. */
export const LookAlike: Story = {
  args: { copyable: false },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) =>
        r.updateRecord('alice.algo', { name: '\u0430lice.algo' }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('look-alike')).toBeVisible()
  },
}

/** After the copy button is pressed: a check, and words said to screen readers. */
export const AfterCopying: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('alice.algo')
    // The page may not have the clipboard: the story shows what was said either way.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    })
    canvas.getByRole('button', { name: 'Copy address' }).click()
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="copy"]')).toHaveAttribute('data-copied'),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Address copied')
  },
}

/** The parts, rearranged: the name first, a name badge, then the avatar; and a row by hand. */
export const InParts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Identity.Root address={args.address}>
        <Identity.Name />
        <Identity.Badge />
        {/* One badge per identity: the name's, not the avatar's too. */}
        <Identity.Avatar size={32} badge={false} />
        <Identity.Copy />
      </Identity.Root>
      <Identity.Root address={args.address} asChild>
        <a href="#account">
          <Identity.Avatar />
          <Identity.Name />
          <Identity.Address />
        </a>
      </Identity.Root>
      <HandMadeRow address={args.address ?? ''} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('alice.algo')).toHaveLength(2))
    await expect(canvas.getByRole('img', { name: 'verified' })).toBeVisible()
    await expect(await canvas.findByText('alice.algo, by hand')).toBeVisible()
  },
}

function HandMadeRow({ address }: { address: string }) {
  const { name, shortAddress } = useDnameIdentity(address)
  return <p>{name ? `${name}, by hand` : shortAddress}</p>
}

/** Cells of 120 to 360 px: the mark gives way to its icon, then the name keeps its first letters. */
export const NarrowCells: Story = {
  args: { address: addresses.unverified, allowUnverified: true, copyable: false },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) =>
        r.updateRecord('carol.algo', { name: 'carol-the-collector.algo' }),
    },
  },
  render: (args) => inCells([120, 140, 200, 260, 360], <DnameIdentity {...args} />),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-part="unverified"]')).toHaveLength(5),
    )
    await cutSheetAdded()
    await expectInsideCells(canvasElement)
  },
}
