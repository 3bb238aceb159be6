/**
 * In Chromium, without styles.css: names from strangers stay inside their box, keep the
 * "unverified" mark in sight, and cost work bounded by what is shown, not by their length.
 */
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { GivenRecordsProvider } from '../../support/browser/GivenRecordsProvider.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

const [address = ''] = testAddresses(1, 31)

function mount(ui: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  root.render(<GivenRecordsProvider>{ui}</GivenRecordsProvider>)
  return container
}

it('keeps a letter with 10,000 combining marks inside its box, the unverified mark in sight', async () => {
  const name = `a${'\u0301'.repeat(10_000)}.algo`
  const record = { name, unverifiedCaAlgo: [address] }
  const container = mount(
    <div style={{ width: 300 }}>
      <DnameName record={record} address={address} />
    </div>,
  )
  await expect.poll(() => container.querySelector('[data-part="unverified"]')).toBeTruthy()
  const box = (container.firstElementChild as HTMLElement).getBoundingClientRect()
  const mark = (
    container.querySelector('[data-part="unverified"]') as HTMLElement
  ).getBoundingClientRect()
  expect(mark.width).toBeGreaterThan(0)
  expect(mark.right).toBeLessThanOrEqual(box.right + 0.5)
  expect(mark.left).toBeGreaterThanOrEqual(box.left)
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
})

it('renders 100 rows of a megabyte name with short text and bounded attributes', async () => {
  const name = `${'x'.repeat(1_000_000)}.algo`
  const container = mount(
    <ul>
      {Array.from({ length: 100 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <li key={i}>
          <DnameName record={{ name }} />
        </li>
      ))}
    </ul>,
  )
  await expect.poll(() => container.querySelectorAll('[data-part="name"]').length).toBe(100)
  for (const element of container.querySelectorAll('[data-part="name"]')) {
    expect(element.textContent?.length).toBeLessThanOrEqual(64)
    expect(element.textContent).toMatch(/\.algo$/)
    expect(element.getAttribute('title')?.length ?? 0).toBeLessThanOrEqual(256)
  }
  expect(container.innerHTML.length).toBeLessThan(100 * 2_000)
})

it('shows the truncated address for a name that cleans to nothing', async () => {
  const container = mount(<DnameName record={{ name: '\u202E\u2066\u200B' }} address={address} />)
  await expect.poll(() => container.textContent).toBe(`${address.slice(0, 4)}…${address.slice(-4)}`)
})
