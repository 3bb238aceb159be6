import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { truncateAddress } from '../src/core/index.js'
import { DnameAvatar, DnameName } from '../src/index.js'
import { generateRecords } from '../src/mock/index.js'
import { createRandom } from '../src/mock/random.js'
import { addresses } from './support/fixtures.js'
import { useLookupRequestCount } from './support/useRequestCount.js'

const meta = { title: 'Examples' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

function WalletHeader({ account }: { account: string }) {
  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: 12,
        borderBottom: '1px solid var(--dname-border)',
      }}
    >
      <strong>My dapp</strong>
      <button
        type="button"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '4px 12px 4px 4px',
          borderRadius: 999,
          border: '1px solid var(--dname-border)',
          background: 'transparent',
          color: 'inherit',
        }}
      >
        <DnameAvatar address={account} size={28} />
        <DnameName address={account} />
        <span style={{ fontFamily: 'monospace', fontSize: 12, opacity: 0.8 }}>
          {truncateAddress(account)}
        </span>
      </button>
    </header>
  )
}

export const WalletConnectHeader: Story = {
  render: () => <WalletHeader account={addresses.verified} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('alice.algo')).toBeVisible()
  },
}

// 500 transfers between 120 accounts: a few with names, most without.
const linked = [...new Set(generateRecords().flatMap((r) => r.caAlgo ?? []))].slice(0, 60)
const random = createRandom(7)
const strangers = Array.from(
  { length: 60 },
  (_, i) => addresses.noName.slice(0, 50) + String(i).padStart(8, 'A'),
)
const accounts = [
  ...linked,
  ...strangers.map((_, i) => linked[(i * 7) % linked.length] ?? addresses.noName),
]
const transfers = Array.from({ length: 500 }, (_, i) => ({
  id: i,
  from: random.pick(accounts),
  to: random.pick(accounts),
  amount: (random.int(1, 100_000) / 100).toFixed(2),
}))
const uniqueAccounts = new Set(transfers.flatMap((t) => [t.from, t.to])).size

function TransactionHistory() {
  const requests = useLookupRequestCount()
  return (
    <section>
      <p role="status">
        {transfers.length} transfers, {uniqueAccounts} accounts: {requests} lookup requests (ceil(
        {uniqueAccounts} / 20) = {Math.ceil(uniqueAccounts / 20)})
      </p>
      <section
        aria-label="Transfers"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        style={{ height: 420, overflow: 'auto' }}
      >
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {transfers.map((t) => (
              <tr key={t.id}>
                <td>{t.id + 1}</td>
                <td>
                  <DnameName address={t.from} />
                </td>
                <td>
                  <DnameName address={t.to} />
                </td>
                <td style={{ textAlign: 'right' }}>{t.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  )
}

export const TransactionHistoryOf500Rows: Story = {
  render: () => <TransactionHistory />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-state="loading"]').length).toBe(0),
    )
    const expected = Math.ceil(uniqueAccounts / 20)
    await expect(await canvas.findByText(new RegExp(`: ${expected} lookup requests`))).toBeVisible()
  },
}

const creators = linked.slice(0, 12)

export const MarketplaceGrid: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {creators.map((creator, i) => (
        <li
          key={creator}
          style={{ border: '1px solid var(--dname-border)', borderRadius: 12, padding: 12 }}
        >
          <div
            aria-hidden="true"
            style={{ height: 100, borderRadius: 8, background: `hsl(${i * 30} 60% 70%)` }}
          />
          <p style={{ margin: '8px 0 4px', fontWeight: 600 }}>Artwork #{i + 1}</p>
          <span style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 14 }}>
            <DnameAvatar address={creator} size={20} />
            by <DnameName address={creator} />
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-dname][data-state="found"]').length).toBe(
        creators.length,
      ),
    )
  },
}
