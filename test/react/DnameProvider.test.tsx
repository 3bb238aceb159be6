import { render } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createDnameClient } from '../../src/core/client/createDnameClient.js'
import { DnameInputError } from '../../src/core/errors/DnameInputError.js'
import { DnameAvatar } from '../../src/react/components/DnameAvatar.js'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import { hasPreconnect } from '../support/react19.js'

/** The error `ui` throws as it renders, as an error boundary above it receives it. */
function errorOf(ui: ReactNode): unknown {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let caught: unknown
  class Keep extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false }
    static getDerivedStateFromError() {
      return { failed: true }
    }
    override componentDidCatch(error: unknown) {
      caught = error
    }
    override render() {
      return this.state.failed ? <p>caught</p> : this.props.children
    }
  }
  render(<Keep>{ui}</Keep>)
  return caught
}

// A verified avatar at an ipfs:// link: it asks the provider's gateways.
const ipfsAvatar = (
  <DnameAvatar
    address="UAAIP67XI6OLQ3P6OR6SGZZ7E56RCZOEJEYAU3MXZRFTJKELYIY3ZXJL3U"
    record={{ name: 'a.algo', properties: { verified: { avatar: `ipfs://${'b'.repeat(46)}` } } }}
  />
)

describe('DnameProvider', () => {
  it.each([['javascript:alert(1)//'], ['http://ipfs.io/ipfs/'], ['//evil.example/ipfs/'], ['']])(
    'refuses the IPFS gateway %j with a DnameInputError where the first avatar uses it',
    (gateway) => {
      const caught = errorOf(
        <DnameProvider baseUrl="https://registry.test" ipfsGateways={[gateway]}>
          {/* A page of names alone does not load the check; the first avatar does. */}
          {ipfsAvatar}
        </DnameProvider>,
      )
      expect(caught).toBeInstanceOf(DnameInputError)
      expect(caught).toMatchObject({ parameter: 'ipfsGateways', value: gateway })
    },
  )

  it('refuses a baseUrl without its scheme as it renders, naming the option and the value', () => {
    const caught = errorOf(
      <DnameProvider baseUrl="registry.example.com">
        <span>app</span>
      </DnameProvider>,
    )
    expect(caught).toBeInstanceOf(DnameInputError)
    expect(caught).toMatchObject({ parameter: 'baseUrl', value: 'registry.example.com' })
  })

  it('takes an empty gateway list: a verified IPFS avatar asks no gateway and shows its picture', () => {
    const { container } = render(
      <DnameProvider baseUrl="https://registry.test" ipfsGateways={[]}>
        {ipfsAvatar}
      </DnameProvider>,
    )
    expect(container.querySelector('img')).toBeNull()
    const avatar = container.querySelector('[data-dname-avatar]')
    expect(avatar?.getAttribute('data-image')).toBe('none')
    expect(avatar?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('a.algo')
  })

  it('takes https gateways, a path on the page’s origin and the local registry’s gateway', () => {
    const { getByText } = render(
      <DnameProvider
        baseUrl="https://registry.test"
        ipfsGateways={['https://gw.example/ipfs/', '/ipfs/', 'http://127.0.0.1:8787/ipfs/']}
      >
        <span>app</span>
      </DnameProvider>,
    )
    expect(getByText('app')).toBeTruthy()
  })

  const preconnects = (href: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].filter(
      (link) => link.getAttribute('href') === href,
    )

  it.skipIf(!hasPreconnect)(
    'opens the connection to the registry as it first renders, for requests without credentials',
    () => {
      render(
        <DnameProvider baseUrl="https://registry-a.test">
          <span>app</span>
        </DnameProvider>,
      )
      const [link, ...others] = preconnects('https://registry-a.test')
      expect(others).toHaveLength(0)
      // `crossorigin` (anonymous): the connection a cross-origin `fetch` without credentials takes.
      expect(link?.getAttribute('crossorigin')).toBe('')
    },
  )

  it.skipIf(!hasPreconnect)(
    'opens the connection of a client made without a fetch of its own',
    () => {
      render(
        <DnameProvider client={createDnameClient({ baseUrl: 'https://registry-f.test/' })}>
          <span>app</span>
        </DnameProvider>,
      )
      expect(preconnects('https://registry-f.test')).toHaveLength(1)
    },
  )

  it('opens nothing for an app’s own fetch, or a client with one, which may be a simulated registry', () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    render(
      <>
        <DnameProvider baseUrl="https://registry-b.test" fetch={fetch}>
          <span>app</span>
        </DnameProvider>
        <DnameProvider client={createDnameClient({ baseUrl: 'https://registry-c.test', fetch })}>
          <span>app</span>
        </DnameProvider>
      </>,
    )
    expect(preconnects('https://registry-b.test')).toHaveLength(0)
    expect(preconnects('https://registry-c.test')).toHaveLength(0)
  })
})
