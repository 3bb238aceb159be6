import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { DnameAddressInput } from '../src/index.js'
import { createMockRegistry } from '../src/mock/index.js'
import { addresses } from './support/fixtures.js'

/** The field with its own state, as an app holds it; `initial` is what the person typed. */
function Field({ initial, debounceMs }: { initial: string; debounceMs?: number }) {
  const [value, setValue] = useState(initial)
  const [resolved, setResolved] = useState<string | undefined>()
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DnameAddressInput
        value={value}
        onChange={setValue}
        onResolve={setResolved}
        debounceMs={debounceMs}
      />
      <output data-testid="resolved">
        {resolved ? `Sends to ${resolved}` : 'Nothing to send to'}
      </output>
    </div>
  )
}

const meta = {
  title: 'Components/DnameAddressInput',
  component: Field,
  // The props table of the field itself, beside the story's own wrapper.
  subcomponents: { DnameAddressInput },
  args: { initial: '' },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>
const state = (element: HTMLElement) =>
  element.querySelector('[data-dname-send]')?.getAttribute('data-state')

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Send to')).toBeVisible()
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('Nothing to send to')
  },
}

export const Typing: Story = {
  args: { debounceMs: 600_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Send to'), 'alic')
    await expect(state(canvasElement)).toBe('typing')
  },
}

export const Resolving: Story = {
  tags: ['stays-loading'],
  parameters: { registry: { options: { latencyMs: 600_000 } } },
  args: { initial: 'alice.algo' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('resolving'))
    await expect(canvas.getByText('Looking it up…')).toBeVisible()
  },
}

export const Address: Story = {
  args: { initial: addresses.noName },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('address'))
    // The caller hears of the target after the field shows its state: wait for it.
    await waitFor(() => expect(canvas.getByTestId('resolved')).toHaveTextContent(addresses.noName))
  },
}

export const Name: Story = {
  args: { initial: 'alice.algo' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('name'))
    await expect(canvas.getByText('alice.algo')).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByTestId('resolved')).toHaveTextContent(/^Sends to [A-Z2-7]{58}$/),
    )
  },
}

const refused = (initial: string, words: RegExp): Story => ({
  args: { initial },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('refused'))
    await expect(canvas.getByText(words)).toBeVisible()
    await expect(canvas.getByLabelText('Send to')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('Nothing to send to')
  },
})

export const NotFound = refused('nobody-has-this.algo', /No record has this name/)
export const ForSale = refused('bargain.algo', /This name is for sale/)
export const Expired = refused('lapsed.algo', /This name has expired/)

export const LookAlike: Story = {
  args: { initial: '\u0430lice.algo' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('confusable'))
    await expect(canvas.getByText(/may imitate another/)).toBeVisible()
  },
}

/** Digits drawn like letters: `a1ice.algo` reads as `alice.algo`, another registered name. */
export const DigitLookAlike: Story = {
  args: { initial: 'a1ice.algo' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('confusable'))
    await expect(canvas.getByText(/it can be read as alice\.algo, another name/)).toBeVisible()
  },
}

export const NetworkError: Story = {
  args: { initial: 'alice.algo' },
  parameters: {
    registry: { setup: (r: { failNext: (n: number, s: number) => void }) => r.failNext(1, 400) },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('error'))
    await expect(canvas.getByText(/could not be checked/)).toBeVisible()
  },
}

// A CDN in front of the registry that answers with a copy it has kept 100 s.
const behindCdn = createMockRegistry({ latencyMs: 150 })
const agedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = await behindCdn.fetch(input, init)
  const headers = new Headers(answer.headers)
  headers.set('age', '100')
  return new Response(await answer.text(), { status: answer.status, headers })
}) as typeof fetch

/** Every answer is older than 10 s: nothing is handed over, and the field offers to ask again. */
export const StaleAnswer: Story = {
  args: { initial: 'alice.algo' },
  parameters: { registry: { provider: { fetch: agedFetch } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('error'))
    await expect(
      canvas.getByText(/Could not get a fresh answer from the registry: check again/),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible()
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('Nothing to send to')
  },
}

export const RateLimited: Story = {
  tags: ['stays-loading'],
  parameters: { registry: { options: { rateLimit: { limit: 0, windowSecs: 300 } } } },
  args: { initial: 'alice.algo' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('rateLimited'))
    await expect(canvas.getByText(/asked to wait/)).toBeVisible()
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('Nothing to send to')
  },
}

export const LookAlikeConfirmed: Story = {
  args: { initial: '\u0430lice.algo' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('confusable'))
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('Nothing to send to')
    await userEvent.click(canvas.getByLabelText(/I have checked every character/))
    await waitFor(() =>
      expect(canvas.getByTestId('resolved')).toHaveTextContent(/^Sends to [A-Z2-7]{58}$/),
    )
  },
}
