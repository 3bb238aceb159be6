import { describe, expect, it } from 'vitest'
import { avatarUrls } from '../../../src/core/avatar/avatarUrls.js'

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
    ['a PNG data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['a GIF data URL', 'data:image/gif;base64,R0lGODlh'],
    ['a WebP data URL', 'data:image/webp;base64,UklGR'],
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
  ])('refuses %s', (_, link) => {
    expect(avatarUrls(link, gateways)).toEqual([])
  })
})
