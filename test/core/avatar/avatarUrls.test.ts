import { describe, expect, it } from 'vitest'
import { avatarUrls } from '../../../src/core/avatar/avatarUrls.js'
import { dataImage } from '../../support/imageHeaders.js'

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const gateways = ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs']

describe('avatarUrls', () => {
  it('sends an ipfs:// link through every gateway in turn', () => {
    expect(avatarUrls(`ipfs://${CID}`, gateways)).toEqual([
      `https://gw-one.test/ipfs/${CID}`,
      `https://gw-two.test/ipfs/${CID}`,
    ])
    expect(avatarUrls(`ipfs://${CID}/avatar.png`, gateways)[0]).toBe(
      `https://gw-one.test/ipfs/${CID}/avatar.png`,
    )
    expect(avatarUrls(`ipfs://ipfs/${CID}`, gateways)[0]).toBe(`https://gw-one.test/ipfs/${CID}`)
  })

  it.each([
    ['an https URL', 'https://images.example.org/a.png'],
    ['a PNG data URL', dataImage('png', 96, 96)],
    ['a JPEG data URL', dataImage('jpeg', 640, 480)],
    ['a GIF data URL', dataImage('gif', 32, 32)],
    ['a WebP data URL', dataImage('webp', 4096, 4096)],
    [
      'an animated GIF whose frames stay on its screen',
      `data:image/gif;base64,${btoa('GIF89a\x40\x00\x40\x00\x00\x00\x00\x21\xf9\x04\x00\x0a\x00\x00\x00\x2c\x00\x00\x00\x00\x40\x00\x40\x00\x00\x02\x02\x4c\x01\x00\x2c\x10\x00\x10\x00\x30\x00\x30\x00\x00\x02\x02\x4c\x01\x00\x3b')}`,
    ],
  ])('allows %s', (_, link) => {
    expect(avatarUrls(link, gateways)).toHaveLength(1)
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case with spaces', '  JaVaScRiPt:alert(1)'],
    ['an HTML data URL', 'data:text/html;base64,PHNjcmlwdD4='],
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['a plain-text data URL', 'data:,hello'],
    ['http:', 'http://images.example.org/a.png'],
    ['a relative link', '/images/a.png'],
    ['a bare file name', 'a.png'],
    ['a protocol-relative link', '//evil.example/a.png'],
    ['an https URL without a host', 'https://'],
    ['an ipfs link without a CID', 'ipfs://'],
    ['an ipfs link with a query', `ipfs://${CID}?x=javascript:1`],
    ['an ipfs link that climbs out of its path', `ipfs://${CID}/../../etc`],
    ['a vbscript: link', 'vbscript:msgbox'],
    ['a file: link', 'file:///etc/passwd'],
    ['unparsable text', 'https://exa mple.org/%%'],
    ['an empty string', ''],
    // The browser resolves these before it asks: decided after its own normalisation.
    ['an ipfs link climbing with %2e%2e', `ipfs://${CID}/%2e%2e/%2e%2e/evil`],
    ['an ipfs link climbing with .%2e', `ipfs://${CID}/.%2e/.%2e/evil`],
    ['an ipfs link climbing with %2E%2E', `ipfs://${CID}/%2E%2E/evil`],
    ['an ipfs link climbing with a backslash', `ipfs://${CID}/..\\..\\evil`],
    ['an ipfs link climbing with a tab inside the dots', `ipfs://${CID}/.\t./.\t./evil`],
    ['an ipfs link climbing with a newline inside the dots', `ipfs://${CID}/.\n./evil`],
    ['an ipfs link of one dot-dot', `ipfs://${CID}/..`],
    ['an https link to loopback', 'https://127.0.0.1/a.png'],
    ['an https link to loopback as a number', 'https://2130706433/a.png'],
    ['an https link to loopback in hex', 'https://0x7f.1/a.png'],
    ['an https link to localhost', 'https://localhost/a.png'],
    ['an https link to a private address', 'https://192.168.1.1/a.png'],
    ['an https link to a 10/8 address', 'https://10.0.0.7/a.png'],
    ['an https link to a 172.16/12 address', 'https://172.20.1.1/a.png'],
    ['an https link to link-local (cloud metadata)', 'https://169.254.169.254/latest'],
    ['an https link to IPv6 loopback', 'https://[::1]/a.png'],
    ['an https link to IPv6 link-local', 'https://[fe80::1]/a.png'],
    ['an https link to IPv6 unique-local', 'https://[fd00::1]/a.png'],
    ['an https link to mapped IPv4', 'https://[::ffff:127.0.0.1]/a.png'],
    ['an https link to 0.0.0.0', 'https://0.0.0.0/a.png'],
    ['a data: image over the length limit', dataImage('png', 96, 96, 100_001)],
    // A browser decodes an image to the size its header declares: seconds of painting.
    ['a PNG data URL of 20000×20000', dataImage('png', 20_000, 20_000)],
    ['a PNG data URL of 4097×1', dataImage('png', 4097, 1)],
    ['a JPEG data URL of 1×5000', dataImage('jpeg', 1, 5000)],
    ['a GIF data URL of 65535×65535', dataImage('gif', 65_535, 65_535)],
    ['a WebP data URL of 16383×16383', dataImage('webp', 16_383, 16_383)],
    ['a PNG data URL whose bytes are not a PNG', `data:image/png;base64,${btoa('GIF89a')}`],
    ['a data: image whose header is cut short', 'data:image/png;base64,iVBORw0KGgo='],
    // The browser reads %C4%80 as two bytes: 32964×16144, not the 1-byte reading's 196×16.
    [
      'a GIF whose percent-encoded UTF-8 makes it 32964 px wide',
      'data:image/gif,G%49F89%61%C4%80%10%3F',
    ],
    ['the same with the character itself', 'data:image/gif,GIF89a\u0100\u0010?'],
    // The browser grows the screen to hold every frame.
    [
      'a 1×1 GIF with a frame at (20000, 20000)',
      `data:image/gif;base64,${btoa('GIF89a\x01\x00\x01\x00\x00\x00\x00\x2c\x20\x4e\x20\x4e\x0a\x00\x0a\x00\x00\x02\x02\x4c\x01\x00\x3b')}`,
    ],
    ['an https link to localhost with a trailing dot', 'https://localhost./a.png'],
    ['an https link to a name under localhost with a trailing dot', 'https://foo.localhost./a.png'],
    ['an https link to localhost with an encoded dot', 'https://localhost%2e/a.png'],
    ['an ipfs link climbing with ..%2f', `ipfs://${CID}/..%2f..%2fevil`],
    ['an ipfs link climbing with %2e%2e%2f', `ipfs://${CID}/%2e%2e%2fevil`],
    ['an ipfs link climbing with ..%5c', `ipfs://${CID}/..%5c..%5cevil`],
    ['an ipfs link climbing with a double-encoded slash', `ipfs://${CID}/..%252fevil`],
    ['an ipfs link climbing with overlong UTF-8 dots', `ipfs://${CID}/%c0%ae%c0%ae%c0%afevil`],
    ['an ipfs link climbing with %u-encoded dots', `ipfs://${CID}/%u002e%u002e/evil`],
    ['an https link to localhost with an ideographic full stop', 'https://localhost\u3002/a.png'],
    ['an https link to loopback with a trailing dot', 'https://127.0.0.1./a.png'],
    ['an https link to localhost with two trailing dots', 'https://localhost../a.png'],
  ])('refuses %s', (_, link) => {
    expect(avatarUrls(link, gateways)).toEqual([])
  })

  it('keeps a page-relative gateway relative, and dot segments that stay inside the CID', () => {
    expect(avatarUrls(`ipfs://${CID}/a/../b.png`, ['/ipfs/'])).toEqual([`/ipfs/${CID}/b.png`])
  })

  it('tries a gateway listed twice, with and without its last slash, once', () => {
    const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
    expect(
      avatarUrls(`ipfs://${cid}`, [
        'https://gw.test/ipfs/',
        'https://gw.test/ipfs',
        '/ipfs',
        '/ipfs/',
      ]),
    ).toEqual([`https://gw.test/ipfs/${cid}`, `/ipfs/${cid}`])
  })

  it('allows a data: image up to the length limit', () => {
    const link = dataImage('png', 96, 96, 100_000)
    expect(link).toHaveLength(100_000)
    expect(avatarUrls(link, gateways)).toEqual([link])
  })

  it('checks its gateways as the provider does: a javascript: gateway throws', () => {
    expect(() => avatarUrls(`ipfs://${CID}`, ['javascript:alert(1)//'])).toThrow(/ipfsGateways/)
    expect(() => avatarUrls(`ipfs://${CID}`, ['http://gateway.example/ipfs/'])).toThrow(/not https/)
  })
})
