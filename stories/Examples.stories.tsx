import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import { expect, waitFor } from 'storybook/test'
import { truncateAddress } from '../src/core/index.js'
import { DnameAvatar, DnameIdentity, DnameName } from '../src/index.js'
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
        gap: 12,
        padding: 12,
        borderBottom: '1px solid var(--dname-border)',
      }}
    >
      <strong>My dapp</strong>
      <button
        type="button"
        style={{
          display: 'flex',
          minWidth: 0,
          padding: '4px 12px 4px 4px',
          borderRadius: 999,
          border: '1px solid var(--dname-border)',
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
        }}
      >
        <DnameIdentity address={account} avatarSize={28} showAddress />
      </button>
    </header>
  )
}

export const WalletConnectHeader: Story = {
  render: () => <WalletHeader account={addresses.verified} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('alice.algo')).toBeVisible()
    // A screen reader hears the name once, then the address.
    await expect(canvas.getByRole('button')).toHaveAccessibleName(
      `alice.algo ${truncateAddress(addresses.verified)}`,
    )
  },
}

const LONG = 'a-very-long-segment-name.some-root.algo'

/** A phone-wide header: the long name gives way in its first label, the page does not widen. */
export const WalletHeaderNarrowLongName: Story = {
  parameters: {
    registry: {
      setup: (r: { updateRecord: (name: string, fields: object) => void }) =>
        r.updateRecord('alice.algo', { name: LONG }),
    },
  },
  render: () => (
    <div style={{ width: 360, border: '1px dashed var(--dname-border)' }}>
      <WalletHeader account={addresses.verified} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('div') as HTMLElement
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-dname][data-state="found"]')).not.toBeNull(),
    )
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
    await expect(canvasElement.querySelector('[data-part="name"]')).toHaveTextContent(
      /some-root\.algo$/,
    )
  },
}

/** A right-to-left page: rows, avatars and badges mirror; names still end in `.algo`. */
export const RightToLeftPage: Story = {
  render: () => (
    <ul dir="rtl" lang="ar" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {[addresses.verified, addresses.userAvatar, addresses.noName].map((account) => (
        <li key={account}>
          <DnameIdentity address={account} avatarSize={32} showAddress allowUnverified />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('alice.algo')).toBeVisible()
    // The verified avatar's badge, once its image has loaded (another avatar may load first).
    await waitFor(() => expect(canvasElement.querySelector('[data-part="badge"]')).not.toBeNull())
    const badge = canvasElement.querySelector('[data-part="badge"]') as HTMLElement
    const avatar = badge.closest('[data-dname-avatar]') as HTMLElement
    // At the avatar's end: its left side on a right-to-left page.
    await expect(badge.getBoundingClientRect().left).toBeLessThan(
      avatar.getBoundingClientRect().left + 4,
    )
  },
}

// 500 transfers between 150 accounts: a few with names, most without, as on a ledger.
const records = generateRecords()
const linked = [...new Set(records.flatMap((r) => r.caAlgo ?? []))].slice(0, 30)
// Valid addresses that no record links to: each record's signing address.
const strangers = records.slice(0, 120).map((r) => r.sigNameAddress ?? addresses.noName)
const accounts = [...linked, ...strangers]
const random = createRandom(7)
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
    // As the story says: most rows show a truncated address, some a name.
    const found = canvasElement.querySelectorAll('[data-state="found"]').length
    const without = canvasElement.querySelectorAll('[data-state="not-found"]').length
    await expect(found).toBeGreaterThan(0)
    await expect(without).toBeGreaterThan(found)
    const expected = Math.ceil(uniqueAccounts / 20)
    await expect(await canvas.findByText(new RegExp(`: ${expected} lookup requests`))).toBeVisible()
  },
}

const PAIR = { display: 'inline-flex', alignItems: 'center', gap: 6 }
const cellAccounts = [
  addresses.verified,
  addresses.noName,
  addresses.userAvatar,
  addresses.unverified,
]

function CellTable({ caption, style }: { caption: string; style?: CSSProperties }) {
  return (
    <table style={{ borderCollapse: 'collapse', ...style }}>
      <caption style={{ textAlign: 'start' }}>{caption}</caption>
      <tbody>
        {cellAccounts.map((account, i) => (
          <tr key={account}>
            <td style={{ border: '1px solid var(--dname-border)' }}>
              <DnameIdentity address={account} showAddress copyable allowUnverified />
            </td>
            <td style={{ border: '1px solid var(--dname-border)' }}>
              <span style={PAIR}>
                <DnameAvatar address={cellAccounts[(i + 1) % 4]} size={24} decorative />
                <DnameName address={cellAccounts[(i + 1) % 4]} allowUnverified />
              </span>
            </td>
            <td style={{ border: '1px solid var(--dname-border)' }}>{(i + 1) * 12.5} ALGO</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Names and identities in table cells at natural width: each takes `--dname-cell-width` (12 em)
 * whatever it shows, so no column moves as names arrive. The second table sets 18 em, room for
 * an identity's address.
 */
export const TableCells: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CellTable caption="Default width" />
      <CellTable
        caption="--dname-cell-width: 18em"
        style={{ '--dname-cell-width': '18em' } as CSSProperties}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-state="loading"]').length).toBe(0),
    )
    const widths = [...canvasElement.querySelectorAll('table')].map((table) => [
      ...new Set(
        [...table.querySelectorAll('td [data-dname]:not([data-dname-identity] *)')].map((name) =>
          Math.round(name.getBoundingClientRect().width),
        ),
      ),
    ])
    // One width per table, whatever each name shows.
    await expect(widths.map((set) => set.length)).toEqual([1, 1])
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
            <DnameAvatar address={creator} size={20} decorative />
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

const listed = [
  addresses.verified,
  addresses.userAvatar,
  addresses.collector,
  addresses.unverified,
  addresses.lookAlike,
  addresses.noName,
]

/** The README's picture: accounts as a list shows them, with avatars, marks and addresses. */
export const AccountList: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gap: 10,
        width: 360,
        margin: 0,
        padding: 12,
        listStyle: 'none',
        border: '1px solid var(--dname-border)',
        borderRadius: 12,
      }}
    >
      {listed.map((account) => (
        <li key={account}>
          <DnameIdentity address={account} avatarSize={32} showAddress allowUnverified />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-dname][data-state="found"]').length).toBe(
        listed.length - 1,
      ),
    )
  },
}

/** Stylesheets pages ship, each scoped to a panel, around the same rows. */
const HOSTILE_SHEETS = {
  'line-height: 0': '.hostile-line * { line-height: 0 }',
  '28 px fonts': '.hostile-font, .hostile-font * { font-size: 28px }',
  'img 100% !important': '.hostile-img img { width: 100% !important; height: auto !important }',
  'Tailwind preflight':
    '.hostile-tw *, .hostile-tw ::before, .hostile-tw ::after { box-sizing: border-box; border: 0 solid; margin: 0; padding: 0 } .hostile-tw img, .hostile-tw svg { display: block; vertical-align: middle } .hostile-tw img { max-width: 100%; height: auto }',
}

/** The rows under hostile page styles, in 200 px cells: names show, marks show whole. */
export const HostilePages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <style>{Object.values(HOSTILE_SHEETS).join('\n')}</style>
      {Object.keys(HOSTILE_SHEETS).map((title, i) => (
        <section
          key={title}
          className={['hostile-line', 'hostile-font', 'hostile-img', 'hostile-tw'][i]}
          style={{ width: 200 }}
        >
          <h2 style={{ fontSize: 12, margin: '0 0 8px', lineHeight: 1.4 }}>{title}</h2>
          <div style={{ display: 'grid', gap: 4, gridAutoRows: 40, alignItems: 'center' }}>
            <DnameIdentity address={addresses.verified} showAddress />
            <DnameName address={addresses.unverified} allowUnverified />
            <DnameName record={{ name: '\u0430lice.algo' }} />
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-part="unverified"]')).toHaveLength(4),
    )
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-part="confusable"]')).toHaveLength(4),
    )
  },
}

/** Renders its children in a shadow root, where the page's stylesheets, styles.css among them, do not reach. */
function WithoutStylesheets({ children }: { children: ReactNode }) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null)
  return (
    <div
      ref={(host) => {
        if (host && !shadow) setShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
      }}
    >
      {shadow && createPortal(children, shadow)}
    </div>
  )
}

/** No stylesheet at all: the inline layout alone keeps rows on one line, in their cells. */
export const NoStylesheet: Story = {
  render: () => (
    <WithoutStylesheets>
      <div style={{ display: 'grid', gap: 8, width: 220 }}>
        <DnameIdentity address={addresses.verified} showAddress copyable />
        <DnameIdentity address={addresses.unverified} allowUnverified showAddress />
        <DnameName record={{ name: '\u0430lice.algo' }} />
        <DnameName address={addresses.noName} />
      </div>
    </WithoutStylesheets>
  ),
  play: async ({ canvasElement }) => {
    const root = () => canvasElement.querySelector('div')?.shadowRoot
    await waitFor(() => expect(root()?.querySelectorAll('[data-part="unverified"]').length).toBe(1))
    await waitFor(() => expect(root()?.querySelector('[data-part="confusable"]')).toBeTruthy())
    // styles.css does not reach in: the address is not in its monospace font.
    const address = root()?.querySelector('[data-part="identity-address"]') as HTMLElement
    await expect(getComputedStyle(address).fontFamily).not.toMatch(/mono/)
  },
}
