import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { truncateAddress } from '../src/core/index.js'
import { DnameIdentity } from '../src/index.js'
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
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[160, 240, 360].map((width) => (
        <div key={width} style={{ width, border: '1px dashed', padding: 4, display: 'flex' }}>
          <DnameIdentity {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-dname][data-state="found"]')).toHaveLength(3),
    )
    for (const box of canvasElement.querySelectorAll<HTMLElement>('div > div')) {
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
    }
    // No name is clipped mid-glyph: past its first label's shortest, the root and the suffix
    // are cut with an ellipsis of their own, inside the name's box.
    for (const name of canvasElement.querySelectorAll<HTMLElement>('[data-part="name"]')) {
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth)
    }
  },
}
