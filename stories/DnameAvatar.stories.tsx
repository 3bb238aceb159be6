import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DnameAvatar } from '../src/index.js'
import { addresses, IPFS_AVATAR } from './support/fixtures.js'
import { CHECKER_PNG, HUGE_PNG_HEADER } from './support/images.js'
import { AccountAvatar } from './support/shadcn/AccountAvatar.js'
import { SLOW_GATEWAY, STALLED_GATEWAY, stallGateway } from './support/stalledGateway.js'
import type { RegistryParameters } from './support/withRegistry.js'

const meta = {
  title: 'Components/DnameAvatar',
  component: DnameAvatar,
  args: { address: addresses.verified, size: 64 },
} satisfies Meta<typeof DnameAvatar>

export default meta
type Story = StoryObj<typeof meta>
const registry = (parameters: RegistryParameters) => ({ registry: parameters })
const withAvatar = (source: 'verified' | 'userDefined', avatar: string) =>
  registry({ setup: (r) => r.updateRecord('alice.algo', { properties: { [source]: { avatar } } }) })
const image = (element: HTMLElement) => element.querySelector('img')
const imageState = (element: HTMLElement) =>
  element.querySelector('[data-dname-avatar]')?.getAttribute('data-image')

export const VerifiedViaIpfs: Story = {
  parameters: withAvatar('verified', IPFS_AVATAR),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(imageState(canvasElement)).toBe('loaded'))
    await expect(image(canvasElement)?.getAttribute('src')).toMatch(/^\/ipfs\/bafy/)
    await expect(image(canvasElement)).toHaveAttribute('alt', 'alice.algo')
    await expect(canvas.getByRole('img', { name: 'Verified avatar' })).toBeVisible()
  },
}

export const FirstGatewayFails: Story = {
  parameters: {
    ...withAvatar('verified', IPFS_AVATAR),
    registry: {
      ...withAvatar('verified', IPFS_AVATAR).registry,
      provider: { ipfsGateways: ['/missing-gateway/ipfs/', '/ipfs/'] },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(imageState(canvasElement)).toBe('loaded'))
    await expect(image(canvasElement)?.getAttribute('src')).toMatch(/^\/ipfs\//)
  },
}

export const EveryGatewayFails: Story = {
  parameters: registry({
    provider: { ipfsGateways: ['/missing-gateway/ipfs/', '/also-missing/ipfs/'] },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(imageState(canvasElement)).toBe('error'))
    await expect(canvas.getByRole('img', { name: 'alice.algo' })).toHaveTextContent('A')
    await expect(image(canvasElement)).toBeNull()
  },
}

export const UserDefined: Story = {
  parameters: withAvatar('userDefined', CHECKER_PNG),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(imageState(canvasElement)).toBe('loaded'))
    await expect(image(canvasElement)?.getAttribute('src')).toBe(CHECKER_PNG)
    await expect(canvas.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
  },
}

export const HostileLink: Story = {
  parameters: withAvatar('verified', 'javascript:alert(document.domain)'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'alice.algo' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-image]')).toHaveAttribute('data-image', 'none')
    await expect(image(canvasElement)).toBeNull()
  },
}

export const HugeDataImage: Story = {
  parameters: withAvatar('verified', HUGE_PNG_HEADER),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'alice.algo' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-image]')).toHaveAttribute('data-image', 'none')
    await expect(image(canvasElement)).toBeNull()
  },
}

export const NoAvatar: Story = {
  args: { address: addresses.noName },
  play: async ({ canvas }) => {
    const label = `Avatar of ${addresses.noName.slice(0, 4)}…${addresses.noName.slice(-4)}`
    await expect(await canvas.findByRole('img', { name: label })).toBeVisible()
  },
}

export const Loading: Story = {
  // Never answered: the visual review takes it as it is, without waiting for aria-busy to clear.
  tags: ['stays-loading'],
  parameters: registry({ options: { latencyMs: 600_000 } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-dname-avatar]')).toHaveAttribute(
      'data-state',
      'loading',
    )
  },
}

/**
 * The record is in and vouches for its image, which is still on its way (a gateway that never
 * answers, and no timeout in sight): the tinted placeholder of its size. No badge yet: it shows
 * on the image once loaded, never on an empty box.
 */
export const ImageLoading: Story = {
  tags: ['stays-loading'],
  loaders: [stallGateway],
  args: { gatewayTimeoutMs: 600_000 },
  parameters: {
    ...withAvatar('verified', IPFS_AVATAR),
    registry: {
      ...withAvatar('verified', IPFS_AVATAR).registry,
      provider: { ipfsGateways: [STALLED_GATEWAY] },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-dname-avatar]')).toHaveAttribute(
        'data-state',
        'found',
      ),
    )
    // Still so after longer than any answer from this server takes (a missing file's included).
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(imageState(canvasElement)).toBe('loading')
    // Radix Avatar draws the image only once it has loaded.
    await expect(image(canvasElement)).toBeNull()
    await expect(canvas.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
    // The placeholder, not the picture drawn from the address: the image may yet come.
    await expect(canvasElement.querySelector('[data-part="fallback"]')).toBeNull()
  },
}

export const Sizes: Story = {
  parameters: withAvatar('verified', IPFS_AVATAR),
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[24, 40, 64, 96].map((size) => (
        <DnameAvatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
}

/** The picture drawn from an address, at every size: the initial scales, and reads on it. */
export const FallbackSizes: Story = {
  args: { address: addresses.noName },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[24, 40, 64, 96].map((size) => (
        <DnameAvatar key={size} {...args} size={size} record={{ name: 'zed.algo' }} />
      ))}
      {[24, 40, 64, 96].map((size) => (
        <DnameAvatar key={`a${size}`} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-part="fallback"]')).toHaveLength(8),
    )
    const sizes = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="fallback"]')]
      .slice(0, 4)
      .map((e) => getComputedStyle(e).fontSize)
    await expect(sizes).toEqual(['11px', '18px', '29px', '43px'])
  },
}

/** Matched only through an unverified link: the image shows, with no verified badge. */
export const UnverifiedMatch: Story = {
  args: {
    address: addresses.noName,
    record: {
      name: 'carol.algo',
      unverifiedCaAlgo: [addresses.noName],
      properties: { verified: { avatar: IPFS_AVATAR } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(imageState(canvasElement)).toBe('loaded'))
    await expect(canvas.queryByRole('img', { name: 'Verified avatar' })).toBeNull()
  },
}

/**
 * A gateway that answers only after 8 s, with the default timeout: the placeholder for 3 s in view,
 * then the picture drawn from the address, without the badge (it vouches for no drawn picture).
 */
export const StalledGatewayDefaultTimeout: Story = {
  loaders: [stallGateway],
  parameters: {
    ...withAvatar('verified', IPFS_AVATAR),
    registry: {
      ...withAvatar('verified', IPFS_AVATAR).registry,
      provider: { ipfsGateways: [SLOW_GATEWAY] },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(imageState(canvasElement)).toBe('loading'))
    const waiting = performance.now()
    await waitFor(() => expect(imageState(canvasElement)).toBe('error'), { timeout: 10_000 })
    await expect(performance.now() - waiting).toBeGreaterThan(2_500)
    await expect(canvasElement.querySelector('[data-part="fallback"]')).not.toBeNull()
    await expect(canvasElement.querySelector('[data-part="badge"]')).toBeNull()
  },
}

/**
 * shadcn/ui's `Avatar` (Radix Avatar with Tailwind classes) showing registry avatars through
 * `useDnameAvatar`: the component of docs/guides/avatars-in-shadcn-ui.md. A verified image
 * with its badge, a user's own image, and an account with no name, drawn.
 */
export const InShadcnsAvatar: Story = {
  name: "In shadcn's Avatar",
  parameters: withAvatar('verified', IPFS_AVATAR),
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {[addresses.verified, addresses.userAvatar, addresses.noName].map((address) => (
        <AccountAvatar key={address} address={address} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="avatar-image"]')).toHaveLength(2),
    )
    await expect(canvas.getByRole('img', { name: 'alice.algo' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Verified avatar' })).toBeVisible()
    const drawn = await canvas.findByRole('img', { name: /^Avatar of / })
    await expect(drawn).toHaveAttribute('data-slot', 'avatar-fallback')
    await expect(drawn.style.background).toMatch(/linear-gradient/)
  },
}
