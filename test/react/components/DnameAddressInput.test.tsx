import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createRef, type Ref, useState } from 'react'
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

describe('DnameAddressInput as a form control', () => {
  /** A form around the field; `submits` counts what reaches the form. */
  function FormField({ fieldRef }: { fieldRef?: Ref<HTMLInputElement> }) {
    const [value, setValue] = useState('')
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submits++
        }}
      >
        <DnameAddressInput
          ref={fieldRef}
          value={value}
          onChange={setValue}
          debounceMs={0}
          placeholder="alice.algo or an address"
          name="recipient"
          className="mine"
          style={{ width: 240 }}
        />
      </form>
    )
  }
  let submits = 0
  const input = () => screen.getByLabelText('Send to') as HTMLInputElement
  /** Enter as a browser sends it: the key, then the form's implicit submission unless prevented. */
  const pressEnter = () => {
    const allowed = fireEvent.keyDown(input(), { key: 'Enter' })
    if (allowed) input().form?.requestSubmit()
  }

  it('gives input props and its ref to the <input>, className and style to the root', () => {
    const ref = createRef<HTMLInputElement>()
    renderWithRegistry(<FormField fieldRef={ref} />)
    expect(ref.current).toBe(input())
    expect([input().placeholder, input().name]).toEqual(['alice.algo or an address', 'recipient'])
    expect(root().className).toBe('mine')
    expect(root().style.width).toBe('240px')
    expect(input().className).toBe('')
  })

  it('submits its form with Enter only once the target is resolved', async () => {
    submits = 0
    renderWithRegistry(<FormField />)
    fireEvent.change(input(), { target: { value: 'alice.algo' } })
    pressEnter()
    expect(submits).toBe(0)
    await waitFor(() => expect(root().dataset.state).toBe('name'))
    pressEnter()
    expect(submits).toBe(1)
  })

  it('does not submit a refused input, and asks for the confirmation of a look-alike first', async () => {
    submits = 0
    renderWithRegistry(<FormField />)
    fireEvent.change(input(), { target: { value: 'lapsed.algo' } })
    await waitFor(() => expect(root().dataset.state).toBe('refused'))
    pressEnter()
    expect(submits).toBe(0)
    fireEvent.change(input(), { target: { value: '\u0430lice.algo' } })
    await waitFor(() => expect(root().dataset.state).toBe('confusable'))
    pressEnter()
    expect(submits).toBe(0)
    const confirm = screen.getByRole('checkbox')
    expect(document.activeElement).toBe(confirm)
    fireEvent.click(confirm)
    pressEnter()
    expect(submits).toBe(1)
  })

  it('drops a pending lookup with Escape, and keeps a resolved one', async () => {
    renderWithRegistry(<FormField />)
    fireEvent.change(input(), { target: { value: 'alice.algo' } })
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().value).toBe('')
    await waitFor(() => expect(root().dataset.state).toBe('idle'))
    fireEvent.change(input(), { target: { value: 'alice.algo' } })
    await waitFor(() => expect(root().dataset.state).toBe('name'))
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().value).toBe('alice.algo')
  })
})
