import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { OwnedNames } from '../src/index.js'
import { USER_PICTURES } from '../src/mock/userPictures.js'
import { addresses } from './support/fixtures.js'

const meta = {
  title: 'Components/OwnedNames',
  component: OwnedNames,
  args: { owner: addresses.collector, height: 360 },
} satisfies Meta<typeof OwnedNames>

export default meta
type Story = StoryObj<typeof meta>

export const FiveThousandNames: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5,000 names')).toBeVisible()
    const rows = canvas.getAllByRole('listitem')
    await expect(rows.length).toBeLessThan(40)
    await expect(rows[0]).toHaveAttribute('aria-setsize', '5000')
  },
}

/** Names that are not plainly owned carry their state, each in its own colour, at the row's end. */
export const WithStates: Story = {
  args: { owner: addresses.segmentOwner },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) => {
        for (const name of ['bargain.algo', 'lapsed.algo', 'gift.algo']) {
          r.updateRecord(name, { owner: addresses.segmentOwner })
        }
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('shop.root.algo')).toBeVisible()
    for (const label of ['for sale', 'expired', 'reserved']) {
      await expect(await canvas.findByText(label)).toBeVisible()
    }
  },
}

export const Empty: Story = {
  args: { owner: addresses.noName },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No names')).toBeVisible()
  },
}

/** The error as a person sees it, with its Retry button (retrying is tested in the unit tests). */
export const Failing: Story = {
  args: { owner: addresses.segmentOwner },
  parameters: {
    registry: { setup: (r: { failNext: (n: number, s: number) => void }) => r.failNext(1, 400) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Loading: Story = {
  // Never answered: the visual review takes it as it is, without waiting for aria-busy to clear.
  tags: ['stays-loading'],
  parameters: { registry: { options: { latencyMs: 600_000 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading names…')
  },
}

/** Rows with pictures, a look-alike and a right-to-left name: each row reads its name once. */
export const RowsWithImagesAndMarks: Story = {
  args: { owner: addresses.segmentOwner },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) => {
        r.updateRecord('alice.algo', { owner: addresses.segmentOwner })
        r.updateRecord('bob.algo', { owner: addresses.segmentOwner })
        r.updateRecord('carol.algo', {
          owner: addresses.segmentOwner,
          name: '\u0441arol.algo',
          properties: { userDefined: { avatar: USER_PICTURES[4] } },
        })
        r.updateRecord('gift.algo', {
          owner: addresses.segmentOwner,
          name: 'هدية.algo',
          properties: { userDefined: { avatar: USER_PICTURES[7] } },
        })
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('look-alike')).toBeVisible()
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('li img[alt=""]').length).toBeGreaterThan(1),
    )
    await expect(canvas.queryAllByRole('img', { name: 'bob.algo' })).toEqual([])
  },
}

/**
 * Names whose records link to their owner only through an unverified link, or to someone else:
 * a row is listed because the owner holds the name, not through a link, so none is marked.
 */
export const RowsLinkedUnverified: Story = {
  args: { owner: addresses.unverified },
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) => {
        r.updateRecord('carol.algo', { owner: addresses.unverified })
        r.updateRecord('dave.algo', { owner: addresses.unverified })
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('carol.algo')).toBeVisible()
    await expect(canvas.getByText('dave.algo')).toBeVisible()
    await expect(canvasElement.querySelector('[data-part="unverified"]')).toBeNull()
  },
}
