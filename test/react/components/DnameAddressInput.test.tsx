import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { SendTarget } from '../../../src/core/send/resolveSendTarget.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses, records } = generateDataset()
const depositOf = (name: string) => records.find((r) => r.name === name)?.depositAccount

function Field({ onResolve }: { onResolve: (a: string | undefined, t?: SendTarget) => void }) {
  const [value, setValue] = useState('')
  return (
    <DnameAddressInput value={value} onChange={setValue} onResolve={onResolve} debounceMs={0} />
  )
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Send to'), { target: { value: text } })
const root = () => document.querySelector('[data-dname-send]') as HTMLElement
const status = () => document.querySelector('[data-part="status"]') as HTMLElement

describe('DnameAddressInput', () => {
  it('resolves a name to its deposit account, shows who it is, and hands on the address', async () => {
    const onResolve = vi.fn()
    renderWithRegistry(<Field onResolve={onResolve} />)
    type('Alice.algo')
    await waitFor(() => expect(root().dataset.state).toBe('name'))
    expect(status().textContent).toContain('alice.algo')
    expect(screen.getByLabelText('Send to').getAttribute('aria-describedby')).toBe(status().id)
    expect(screen.getByLabelText('Send to').getAttribute('aria-invalid')).toBeNull()
    expect(onResolve).toHaveBeenLastCalledWith(
      depositOf('alice.algo'),
      expect.objectContaining({ ok: true }),
    )
  })

  it('takes an address as it is', async () => {
    const onResolve = vi.fn()
    renderWithRegistry(<Field onResolve={onResolve} />)
    type(addresses.noName)
    await waitFor(() => expect(root().dataset.state).toBe('address'))
    expect(onResolve).toHaveBeenLastCalledWith(
      addresses.noName,
      expect.objectContaining({ ok: true }),
    )
  })

  it.each([
    ['nobody-has-this.algo', 'No record has this name.'],
    ['bargain.algo', 'This name is for sale'],
    ['lapsed.algo', 'This name has expired'],
    ['alice', 'Enter a full name'],
  ])('refuses %s in words next to the field, and hands on nothing', async (input, words) => {
    const onResolve = vi.fn()
    renderWithRegistry(<Field onResolve={onResolve} />)
    type(input)
    await waitFor(() => expect(root().dataset.state).toBe('refused'))
    expect(status().textContent).toContain(words)
    expect(screen.getByLabelText('Send to').getAttribute('aria-invalid')).toBe('true')
    expect(onResolve.mock.calls.every(([address]) => address === undefined)).toBe(true)
  })

  it('warns of a look-alike name, in words', async () => {
    renderWithRegistry(<Field onResolve={() => {}} />)
    type('\u0430lice.algo')
    await waitFor(() => expect(root().dataset.state).toBe('confusable'))
    expect(status().textContent).toMatch(/may imitate another.*U\+0430/)
  })

  it('says when the name could not be checked, and hands on nothing', async () => {
    const onResolve = vi.fn()
    const { registry } = renderWithRegistry(<Field onResolve={onResolve} />)
    // A 400 is not retried: the failure shows at once.
    registry.failNext(1, 400)
    type('alice.algo')
    await waitFor(() => expect(root().dataset.state).toBe('error'))
    expect(status().textContent).toMatch(/could not be checked/)
    expect(onResolve.mock.calls.every(([address]) => address === undefined)).toBe(true)
  })
})
