import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect } from 'storybook/test'
import { DnameAddressInput, DnameIdentity, DnameName } from '../src/index.js'
import { addresses } from './support/fixtures.js'

const meta = { title: 'Examples/Theme tokens' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const rows = (
  <div style={{ display: 'grid', gap: 12, width: 320 }}>
    <DnameIdentity address={addresses.verified} showAddress copyable />
    <DnameName address={addresses.unverified} allowUnverified />
    <DnameAddressInput value="" onChange={() => {}} />
  </div>
)

/**
 * The same parts with the tokens set by a design: `--dname-accent`, `--dname-radius`,
 * `--dname-avatar-radius`, `--dname-font` and `--dname-font-mono`, beside the defaults.
 */
export const Tokens: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
      {rows}
      <div
        data-testid="themed"
        style={
          {
            '--dname-accent': '#8250df',
            '--dname-radius': '0px',
            '--dname-avatar-radius': '6px',
            '--dname-font': 'Georgia, serif',
            '--dname-font-mono': '"Courier New", monospace',
          } as CSSProperties
        }
      >
        {rows}
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByText('alice.algo')).toHaveLength(2)
    const themed = canvasElement.querySelector('[data-testid="themed"] [data-dname-avatar]')
    await expect(getComputedStyle(themed as Element).borderRadius).toBe('6px')
  },
}
